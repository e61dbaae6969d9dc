import { addDecimals, type Decimal, divideDecimal, parseDecimal } from '../../core/decimal';
import { formatDecimal } from '../../core/decimalText';
import { toEpochMs } from '../../format/formatRelativeTime';
import type { ApyTableRow } from './types';

const DAY_MS = 86_400_000;
/**
 * A series whose oldest row is within this of the span's start covers it: the span's first batch comes up to an hour
 * after its start, and the writer stamps each batch some seconds late, by a different amount each hour.
 */
const COVER_SLACK_MS = 65 * 60_000;

/**
 * The exact mean total supply APY (a decimal string, as `assetApyHistoryStats` gives it) of a market's series, oldest
 * first, over the `days` up to `at`; `null` when the series does not reach back that far (a mean of less would be
 * labelled with a span it lacks) or holds no value there.
 */
export function meanOverDays(series: readonly ApyTableRow[] | undefined, at: string, days: number): string | null {
  const end = toEpochMs(at);
  const start = end - days * DAY_MS;
  const oldest = series?.[0];
  if (!series || !oldest || toEpochMs(oldest.created_at) > start + COVER_SLACK_MS) return null;
  let sum: Decimal = { units: 0n, scale: 0 };
  let count = 0;
  for (const row of series) {
    const time = toEpochMs(row.created_at);
    const value = time > start && time <= end ? parseDecimal(row.totalSupplyApy) : undefined;
    if (value) {
      sum = addDecimals(sum, value);
      count++;
    }
  }
  return count === 0 ? null : formatDecimal(divideDecimal(sum, count));
}
