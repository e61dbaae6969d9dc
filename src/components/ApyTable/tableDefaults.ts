import type { ApyTableColumnId } from './types';

// Plain values, without "use client": a Server Component reads them as they are, not as client references.

/** The default columns' ids, in order; `'mean7d'` is built in too, shown only where a product lists it. */
export const apyTableColumnIds: readonly ApyTableColumnId[] = [
  'token',
  'chain',
  'supplyApy',
  'totalSupplyApy',
  'borrowApy',
  'trend',
  'updated',
];

/** Default of `virtualizeThreshold`. */
export const DEFAULT_VIRTUALIZE_THRESHOLD = 200;

/** Default of `staleAfterMs`: the table is refreshed hourly, so two hours means at least one missed snapshot. */
export const DEFAULT_STALE_AFTER_MS = 2 * 60 * 60 * 1000;
