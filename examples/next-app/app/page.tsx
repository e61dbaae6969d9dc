import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { createConfig, latestAssetApysQueryOptions } from 'apy-rewards-kit';
import { headers } from 'next/headers';
import { LatestApys } from './LatestApys';
import { RewardsLookup } from './RewardsLookup';
import { serverEnv } from './serverEnv';

export default async function Page() {
  await headers(); // rendered per request: the CSP nonce is per request
  const { apyUrl, anonKey } = serverEnv();
  const config = createConfig({ apyUrl, anonKey, rewardsUrl: '/api/ion-rewards' });
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(latestAssetApysQueryOptions(config));
  return (
    <main>
      <h1>Lending APYs</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <LatestApys />
      </HydrationBoundary>
      <RewardsLookup />
    </main>
  );
}
