import type { AssetApyHistoryReadRow, AssetApyHistoryRow } from '../core/assetApyHistory';

/** A held history row: the read's columns, its market's among them. */
export type AssetApyHistoryWindowRow = AssetApyHistoryReadRow;

/** Newest first; `id` breaks ties within a batch. */
const newestFirst = (a: AssetApyHistoryRow, b: AssetApyHistoryRow) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

const sameRow = (a: AssetApyHistoryRow, b: AssetApyHistoryRow) =>
  a.created_at === b.created_at &&
  a.totalSupplyApy === b.totalSupplyApy &&
  a.supplyApy === b.supplyApy &&
  a.borrowApy === b.borrowApy;

/**
 * The rows of the span ending at `nowMs`, newest first, each id once. The newest row stays even when older than the
 * span (the writer down for longer), so the last point is still shown, with its age.
 */
export function trimHistoryWindow(
  rows: readonly AssetApyHistoryWindowRow[],
  nowMs: number,
  spanMs: number,
): AssetApyHistoryWindowRow[] {
  const from = nowMs - spanMs;
  const kept: AssetApyHistoryWindowRow[] = [];
  for (const row of [...rows].sort(newestFirst)) {
    if (row.id === kept.at(-1)?.id) continue;
    if (kept.length === 0 || Date.parse(row.created_at) >= from) kept.push(row);
  }
  return kept;
}

/**
 * Rows the held window lacked merged in by id, trimmed at `nowMs`; `null` when a fresh row has a held id (or another
 * fresh row's) with other content: what is held cannot be trusted, read it all again.
 */
export function mergeHistoryWindow(
  held: readonly AssetApyHistoryWindowRow[],
  fresh: readonly AssetApyHistoryWindowRow[],
  nowMs: number,
  spanMs: number,
): AssetApyHistoryWindowRow[] | null {
  if (held.length === 0) return null;
  const byId = new Map(held.map((row) => [row.id, row]));
  for (const row of fresh) {
    const twin = byId.get(row.id);
    if (twin !== undefined && !sameRow(twin, row)) return null;
    byId.set(row.id, row);
  }
  return trimHistoryWindow([...byId.values()], nowMs, spanMs);
}
