'use client';
import { AssetApyTable } from 'apy-rewards-kit';
import { marketHref } from './marketHref';

/** Every market's latest APYs, from the query the server prefetched; each market links to its own page. */
export function MarketsTable() {
  return <AssetApyTable getRowHref={marketHref} />;
}
