import { apyNumber, formatApy } from '../../format/formatApy';
import { toEpochMs } from '../../format/formatRelativeTime';
import { compareApyTie } from './exactApy';
import type { ApyTableRow, ApyTableTrend } from './types';

/** Default of `trendHours`. */
export const DEFAULT_TREND_HOURS = 24;

/** The total supply APYs of a market over a span of time, and their direction. */
export interface TrendSeries {
  values: readonly (number | null)[];
  first: ApyTableRow;
  last: ApyTableRow;
  trend: ApyTableTrend;
}

/**
 * The snapshots of `series` (oldest first) within `hours` before its newest snapshot, by `created_at`: the same span
 * whatever else is fetched. `undefined` when fewer than two known values remain.
 */
export function trendOf(series: readonly ApyTableRow[] | undefined, hours: number): TrendSeries | undefined {
  const newest = series?.at(-1);
  if (!series || !newest) return undefined;
  const since = toEpochMs(newest.created_at) - hours * 3_600_000;
  const window = series.filter((row) => toEpochMs(row.created_at) >= since);
  const values = window.map((row) => apyNumber(row.totalSupplyApy));
  const known = window.filter((_, index) => values[index] !== null);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last || known.length < 2) return undefined;
  const change = (apyNumber(last.totalSupplyApy) ?? 0) - (apyNumber(first.totalSupplyApy) ?? 0);
  // The direction the figures show: flat when they read the same, else the exact order (floats may tie).
  const shownFlat = formatApy(first.totalSupplyApy) === formatApy(last.totalSupplyApy);
  const trend = shownFlat
    ? 'flat'
    : (change || compareApyTie(last.totalSupplyApy, first.totalSupplyApy)) > 0
      ? 'up'
      : 'down';
  return { values, first, last, trend };
}
