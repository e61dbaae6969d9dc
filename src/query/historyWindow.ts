import type { AssetApyHistoryRow, AssetApyHistoryTarget } from '../core/assetApyHistory';
import type { AssetApyRow } from '../core/assetApys';
import { mergeLatestWindow, trimLatestWindow } from './latestWindow';

/** A held history row: the read's columns plus the market it was read for (from the filters, not the wire). */
export type AssetApyHistoryWindowRow = AssetApyHistoryRow & Pick<AssetApyRow, 'chain_id' | 'ctoken_address'>;

type Market = Pick<AssetApyHistoryTarget, 'chainId' | 'ctokenAddress'>;

// The one place the history window meets the latest window's trim and merge: when their API changes, only this
// adapter follows. A history is the latest window of one market with its lookback equal to its span.

function asWindowRow(row: AssetApyHistoryRow, market: Market): AssetApyRow {
  const ctoken_address = market.ctokenAddress as AssetApyRow['ctoken_address'];
  return { ...row, chain_id: market.chainId, ctoken_address, underlying_address: ctoken_address };
}

function asHistoryRow({ underlying_address: _, ...row }: AssetApyRow): AssetApyHistoryWindowRow {
  return row;
}

/** The rows of the span ending at `nowMs`, newest first. */
export function trimHistoryWindow(
  rows: readonly AssetApyHistoryRow[],
  market: Market,
  nowMs: number,
  spanMs: number,
): AssetApyHistoryWindowRow[] {
  const spans = { historyMs: spanMs, lookbackMs: spanMs };
  return trimLatestWindow(
    rows.map((row) => asWindowRow(row, market)),
    nowMs,
    spans,
  ).map(asHistoryRow);
}

/** Rows the held window lacked merged in by id; `null` when a held id came back with other content (read it all again). */
export function mergeHistoryWindow(
  held: readonly AssetApyHistoryRow[],
  fresh: readonly AssetApyHistoryRow[],
  market: Market,
  nowMs: number,
  spanMs: number,
): AssetApyHistoryWindowRow[] | null {
  const spans = { historyMs: spanMs, lookbackMs: spanMs };
  const merged = mergeLatestWindow(
    held.map((row) => asWindowRow(row, market)),
    fresh.map((row) => asWindowRow(row, market)),
    nowMs,
    spans,
  );
  return merged === null ? null : merged.map(asHistoryRow);
}
