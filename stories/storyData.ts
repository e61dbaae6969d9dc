import type { AssetApyRow } from '../src/core/assetApys';
import { chainById } from '../src/core/chains';
import { historyByAsset, latestByAsset } from '../src/core/latest';
import { sampleAssetApys } from '../src/testing';

/** Sample rows of the supported chains only (the table also holds a few of chain 10). */
export const supportedRows: readonly AssetApyRow[] = sampleAssetApys.filter((row) => chainById(row.chain_id));

/** The newest row per market. */
export const latestRows: readonly AssetApyRow[] = latestByAsset(supportedRows);

/** Every market's series, oldest first: the last 24 hours, as the latest view reads them. */
export const dayOfHistory = historyByAsset(supportedRows.slice(-24 * 14));

const newest = Math.max(...latestRows.map((row) => Date.parse(row.created_at)));

/** A reference time a few minutes after the newest snapshot, so the sample reads as fresh. */
export const sampleNow = newest + 7 * 60_000;

/** `count` distinct-looking rows for the virtualization story. */
export function manyRows(count: number): AssetApyRow[] {
  return Array.from({ length: count }, (_, index) => {
    const template = latestRows[index % latestRows.length] as AssetApyRow;
    const supply = 1 + ((index * 7919) % 1500) / 100;
    return {
      ...template,
      id: index + 1,
      ctoken_address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
      supplyApy: String(supply),
      totalSupplyApy: String(supply + ((index * 104729) % 400) / 100),
    };
  });
}

/** Testing Library options that find the pager's position text alone (the status region may say the same words). */
export const pageInfo = { selector: '[data-slot="page-info"]' };
