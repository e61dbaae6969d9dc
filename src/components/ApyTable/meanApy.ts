import { assetApyHistoryStats } from '../../core/assetApyHistory';
import { toEpochMs } from '../../format/formatRelativeTime';
import type { ApyTableRow } from './types';

const DAY_MS = 86_400_000;
/** A series reaching back to within this of the span's start covers it (the writer stamps a batch up to ~30 s late). */
const COVER_SLACK_MS = 3_600_000;

/**
 * The exact mean total supply APY (a decimal string) of a market's series, oldest first, over the `days` up to `at`;
 * `null` when the series does not reach back that far (a mean of less would be labelled with a span it lacks).
 */
export function meanOverDays(series: readonly ApyTableRow[] | undefined, at: string, days: number): string | null {
  const end = toEpochMs(at);
  const start = end - days * DAY_MS;
  const oldest = series?.[0];
  if (!series || !oldest || toEpochMs(oldest.created_at) > start + COVER_SLACK_MS) return null;
  const points = series
    .filter((row) => {
      const time = toEpochMs(row.created_at);
      return time > start && time <= end;
    })
    .map((row) => ({
      time: row.created_at,
      timeMs: toEpochMs(row.created_at),
      totalSupply: row.totalSupplyApy,
      supply: null,
      reward: null,
      borrow: null,
    }));
  return assetApyHistoryStats(points).totalSupply.mean;
}
