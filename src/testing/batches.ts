import type { AssetApyRow } from '../core/assetApys';
import { compareTimestamps } from '../core/latest';
import {
  type ApyValues,
  createSampleAssetApys,
  formatTimestamp,
  HOUR_MS,
  hash01,
  sampleMarketValues,
} from './fixtures';

/** Keeps `"0"` and `null` as they are and moves any other value by up to ±2 %. */
function drift(value: string | null, seed: number): string | null {
  if (value === null || Number(value) === 0) return value;
  return String(Number(value) * (1 + (hash01(seed, 7) - 0.5) * 0.04));
}

/** Next values of a market outside the sample: each APY drifts a little; the reward APY on top of supply is kept. */
function driftedValues(last: AssetApyRow, seed: number): ApyValues {
  const supplyApy = drift(last.supplyApy, seed);
  const borrowApy = drift(last.borrowApy, seed + 1);
  if (last.totalSupplyApy === null || last.supplyApy === null || supplyApy === null) {
    return { supplyApy, borrowApy, totalSupplyApy: drift(last.totalSupplyApy, seed + 2) };
  }
  const reward = Math.max(0, Number(last.totalSupplyApy) - Number(last.supplyApy));
  return { supplyApy, borrowApy, totalSupplyApy: reward === 0 ? supplyApy : String(Number(supplyApy) + reward) };
}

/** The rows of the newest batch: the markets the writer still computes. */
function newestBatch(rows: readonly AssetApyRow[]): AssetApyRow[] {
  let newest: string | undefined;
  for (const row of rows)
    if (newest === undefined || compareTimestamps(row.created_at, newest) > 0) newest = row.created_at;
  return rows.filter((row) => row.created_at === newest);
}

/**
 * The batch the writer would insert at `atMs` after `rows`: one row per market of the newest batch (every sample
 * market when there is none), all sharing one `created_at`, ids continuing after the highest one. Sample markets take
 * the sample's values of that hour; other markets drift from their last row.
 */
export function nextBatch(rows: readonly AssetApyRow[], atMs: number): AssetApyRow[] {
  const markets = rows.length > 0 ? newestBatch(rows) : createSampleAssetApys({ now: atMs, hours: 1 });
  let id = rows.length > 0 ? rows.reduce((max, row) => Math.max(max, row.id), 0) : 107_999;
  const created_at = formatTimestamp(Math.floor(atMs) * 1000);
  const hour = Math.floor(atMs / HOUR_MS);
  return markets.map((last) => {
    id += 1;
    const values = sampleMarketValues(last.chain_id, last.ctoken_address, hour) ?? driftedValues(last, id);
    return {
      id,
      created_at,
      chain_id: last.chain_id,
      underlying_address: last.underlying_address,
      ctoken_address: last.ctoken_address,
      ...values,
    };
  });
}
