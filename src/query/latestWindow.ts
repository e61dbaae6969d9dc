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

/** Rows within this span of the newest one belong to the last batch (a batch committed in parts, several writers). */
const LAST_BATCH_SPAN_MS = 10 * 60_000;

/**
 * The rows the latest view holds at `nowMs`, newest first: every row of the history span, plus the newest row of each
 * market that has none in it but one within the lookback. When no row is within the lookback (the writer down for
 * longer), the last batch stays: each market's newest row within ten minutes of the newest row, shown with its age.
 */
export function trimLatestWindow(rows: readonly AssetApyRow[], nowMs: number, spans: LatestSpans): AssetApyRow[] {
  const historyFrom = nowMs - spans.historyMs;
  const sorted = [...rows].sort(newestFirst);
  const newestMs = sorted.length > 0 ? Date.parse((sorted[0] as AssetApyRow).created_at) : Number.NaN;
  const lookbackFrom = Math.min(nowMs - spans.lookbackMs, newestMs - LAST_BATCH_SPAN_MS);
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
 * Held rows (newest first) with `fresh` ones merged in by id, newest first: a row already held is kept once, wherever
 * its time falls (it may have committed late, below the newest held one). `null` when a fresh row has a held id with
 * other content, or two fresh rows share an id with different content: the held rows cannot be trusted, read them again.
 */
export function mergeAssetApysById(held: readonly AssetApyRow[], fresh: readonly AssetApyRow[]): AssetApyRow[] | null {
  if (fresh.length === 0) return [...held];
  const byId = new Map<number, AssetApyRow>();
  for (const row of held) byId.set(row.id, row);
  const heldCount = byId.size;
  const added = new Map<number, AssetApyRow>();
  for (const row of fresh) {
    const twin = added.get(row.id) ?? byId.get(row.id);
    if (twin !== undefined && !sameRow(twin, row)) return null;
    if (twin === undefined) added.set(row.id, row);
  }
  if (added.size === 0 && heldCount === held.length) return [...held];
  return [...held, ...added.values()].sort(newestFirst);
}

/**
 * Merges rows the held window lacked (`readUnheldAssetApys`) into it by id and trims it at `nowMs`. Returns `null`
 * when the answer does not fit what is held (the same id with other content): the caller then reads the whole window
 * again.
 */
export function mergeLatestWindow(
  held: readonly AssetApyRow[],
  fresh: readonly AssetApyRow[],
  nowMs: number,
  spans: LatestSpans,
): AssetApyRow[] | null {
  if (held.length === 0) return null;
  const merged = mergeAssetApysById(held, fresh);
  return merged === null ? null : trimLatestWindow(merged, nowMs, spans);
}
