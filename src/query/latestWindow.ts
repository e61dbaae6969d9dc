import { type AssetApyRow, assetApyColumns } from '../core/assetApys';
import { assetKey, compareTimestamps } from '../core/latest';

/** The time spans the latest view holds, in ms. */
export interface LatestSpans {
  /** Every row newer than this is kept (history, trends). */
  historyMs: number;
  /** A market with no row in the history span keeps its newest row when it is newer than this. */
  lookbackMs: number;
}

/** Newest first; `id` breaks ties within a batch. */
function newestFirst(a: AssetApyRow, b: AssetApyRow): number {
  return compareTimestamps(b.created_at, a.created_at) || b.id - a.id;
}

/**
 * The rows the latest view holds at `nowMs`, newest first: every row of the history span, plus the newest row of each
 * market that has none in it but one within the lookback.
 */
export function trimLatestWindow(rows: readonly AssetApyRow[], nowMs: number, spans: LatestSpans): AssetApyRow[] {
  const historyFrom = nowMs - spans.historyMs;
  const lookbackFrom = nowMs - spans.lookbackMs;
  const sorted = [...rows].sort(newestFirst);
  const seen = new Set<string>();
  const kept: AssetApyRow[] = [];
  let previousId: number | undefined;
  for (const row of sorted) {
    if (row.id === previousId) continue;
    previousId = row.id;
    const time = Date.parse(row.created_at);
    const key = assetKey(row);
    const newestOfMarket = !seen.has(key);
    seen.add(key);
    if (time >= historyFrom || (newestOfMarket && time >= lookbackFrom)) kept.push(row);
  }
  return kept;
}

function sameRow(a: AssetApyRow, b: AssetApyRow): boolean {
  return assetApyColumns.every((column) => a[column] === b[column]);
}

/**
 * Merges rows read with `created_at=gt.<newest held>` into the held window and trims it at `nowMs`. Returns `null`
 * when the answer does not fit what is held (a row not newer than the newest held one, an id not above the highest
 * held id, the same id with other content): the caller then reads the whole window again.
 */
export function mergeLatestWindow(
  held: readonly AssetApyRow[],
  fresh: readonly AssetApyRow[],
  nowMs: number,
  spans: LatestSpans,
): AssetApyRow[] | null {
  const newest = held[0];
  if (newest === undefined) return null;
  const maxHeldId = held.reduce((max, row) => Math.max(max, row.id), 0);
  const byId = new Map<number, AssetApyRow>();
  for (const row of fresh) {
    if (compareTimestamps(row.created_at, newest.created_at) <= 0 || row.id <= maxHeldId) return null;
    const twin = byId.get(row.id);
    if (twin !== undefined && !sameRow(twin, row)) return null;
    byId.set(row.id, row);
  }
  return trimLatestWindow([...byId.values(), ...held], nowMs, spans);
}

/** The `created_at` of the newest held row, `null` when nothing is held. */
export function newestHeld(held: readonly AssetApyRow[]): string | null {
  return held[0]?.created_at ?? null;
}
