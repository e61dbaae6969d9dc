import { type DehydratedState, dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { formatApy, latestAssetApysQueryOptions, useLatestAssetApys } from 'apy-rewards-kit';
import { config } from './config';

// Server (route handler, loader, RSC): plain JSON, no anon key inside.
export async function prefetchMarkets(): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(latestAssetApysQueryOptions(config, { chainId: 8453 }));
  return dehydrate(queryClient);
}

// Client: the same builder and parameters, so it renders at once with no request on mount (one if the render is
// over a minute old or this clock is off).
export function Markets({ state }: { state: DehydratedState }) {
  return (
    <HydrationBoundary state={state}>
      <BaseMarkets />
    </HydrationBoundary>
  );
}

function BaseMarkets() {
  const latest = useLatestAssetApys({ chainId: 8453 });
  return (
    <ul>
      {latest.data?.rows.map((row) => (
        <li key={row.ctoken_address}>{formatApy(row.totalSupplyApy)}</li>
      ))}
    </ul>
  );
}
