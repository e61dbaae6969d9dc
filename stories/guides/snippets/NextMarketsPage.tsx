// app/markets/page.tsx: the markets table; each row leads to its market page.
'use client';
import { AssetApyTable } from 'apy-rewards-kit';
import { marketHref } from './marketHref';

export default function MarketsPage() {
  return <AssetApyTable getRowHref={marketHref} />;
}
