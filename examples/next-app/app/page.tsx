import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { latestAssetApysQueryOptions } from 'apy-rewards-kit';
import { headers } from 'next/headers';
import { MarketsTable } from './MarketsTable';
import { serverConfig } from './serverConfig';

export default async function MarketsPage() {
  await headers(); // rendered per request: the CSP nonce is per request
  // The query AssetApyTable reads, fetched here: the figures are in the server HTML and the browser does not ask again.
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(latestAssetApysQueryOptions(serverConfig()));
  return (
    <main className="page">
      <div className="page__intro">
        <h1>Lending markets</h1>
        <p>Supply and borrow APYs of every market on Mode and Base, with ION rewards included in the total.</p>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <MarketsTable />
      </HydrationBoundary>
    </main>
  );
}
