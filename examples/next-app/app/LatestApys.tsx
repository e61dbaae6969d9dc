'use client';
import { chainLabel, formatApy, useLatestAssetApys } from 'apy-rewards-kit';

/** The newest APY per market, from the query the server prefetched. */
export function LatestApys() {
  const { data, isPending, isError } = useLatestAssetApys();
  if (isPending) return <p>Loading APYs…</p>;
  if (isError) return <p role="alert">APYs are unavailable.</p>;
  return (
    <ul data-testid="latest-apys">
      {data.rows.map((row) => (
        <li key={row.id} data-testid="apy-row">
          {chainLabel(row.chain_id)} {row.ctoken_address.slice(0, 10)}…{' '}
          <strong data-testid="apy-figure">{formatApy(row.totalSupplyApy)}</strong>
        </li>
      ))}
    </ul>
  );
}
