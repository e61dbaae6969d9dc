'use client';
import { chainLabel, formatApy, useApyRewardsLocale, useLatestAssetApys } from 'apy-rewards-kit';

/** The newest APY per market, from the query the server prefetched, in the provider's locale. */
export function LatestApys() {
  const locale = useApyRewardsLocale();
  const { data, isPending, isError } = useLatestAssetApys();
  if (isPending) return <p>Loading APYs…</p>;
  if (isError) return <p role="alert">APYs are unavailable.</p>;
  return (
    <ul data-testid="latest-apys">
      {data.rows.map((row) => (
        <li key={row.id} data-testid="apy-row">
          {chainLabel(row.chain_id)} {row.ctoken_address.slice(0, 10)}…{' '}
          <strong data-testid="apy-figure">{formatApy(row.totalSupplyApy, { locale })}</strong>
        </li>
      ))}
    </ul>
  );
}
