import {
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { assetApysPageQueryOptions } from '../../src/query/assetApys';
import { latestAssetApysQueryOptions } from '../../src/query/latestAssetApys';
import { userRewardsQueryOptions } from '../../src/query/userRewards';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { useAssetApys } from '../../src/react/useAssetApys';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';
import { ANON_KEY, configFor, makeRow, rewardsFor } from './fakeFetch';

const USER = '0xcccccccccccccccccccccccccccccccccccccccc';

function serviceFetch() {
  return vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname.startsWith('/api/rewards/')) {
      return Response.json(rewardsFor('mode', USER, '42000000000000000000'));
    }
    // Batches of the last hour and the one before: the latest window reads by time, relative to now.
    const rows = [
      makeRow({ id: 2, chain_id: '8453', created_at: new Date(Date.now() - 10 * 60_000).toISOString() }),
      makeRow({ id: 1, chain_id: '8453', created_at: new Date(Date.now() - 70 * 60_000).toISOString() }),
    ];
    return new Response(JSON.stringify(rows), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-range': '0-1/2' },
    });
  });
}

function Page() {
  const apys = useAssetApys({ chainId: 8453, pageSize: 10 });
  const latest = useLatestAssetApys({ chainId: 8453 });
  const rewards = useUserRewards({ chain: 'mode', user: USER });
  return (
    <p>
      {apys.isSuccess ? `rows ${apys.rows.length} of ${apys.total}` : 'loading rows'};{' '}
      {latest.isSuccess ? `markets ${latest.data.rows.length}` : 'loading latest'};{' '}
      {rewards.isSuccess ? `rewards ${rewards.data.totalRewards}` : 'loading rewards'}
    </p>
  );
}

describe('server prefetch and hydration', () => {
  it('prefetches on the server, survives a JSON round trip and renders on the client with no request', async () => {
    const serverFetch = serviceFetch();
    const serverConfig = configFor(serverFetch as unknown as typeof fetch);
    const serverClient = new QueryClient();
    await Promise.all([
      serverClient.prefetchQuery(assetApysPageQueryOptions(serverConfig, { chainId: 8453, page: 0, pageSize: 10 })),
      serverClient.prefetchQuery(latestAssetApysQueryOptions(serverConfig, { chainId: 8453 })),
      serverClient.prefetchQuery(userRewardsQueryOptions(serverConfig, { chain: 'mode', user: USER })),
    ]);
    // Page 0 reads its rows and the anchor (the highest id) side by side.
    expect(serverFetch).toHaveBeenCalledTimes(4);

    const html = renderToString(
      <QueryClientProvider client={serverClient}>
        <ApyRewardsProvider config={serverConfig}>
          <Page />
        </ApyRewardsProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('rows 2 of 2');

    const wire = JSON.stringify(dehydrate(serverClient));
    expect(wire).not.toContain(ANON_KEY);

    const clientFetch = serviceFetch();
    const clientConfig = configFor(clientFetch as unknown as typeof fetch);
    const browserClient = new QueryClient();
    render(
      <QueryClientProvider client={browserClient}>
        <HydrationBoundary state={JSON.parse(wire)}>
          <ApyRewardsProvider config={clientConfig}>
            <Page />
          </ApyRewardsProvider>
        </HydrationBoundary>
      </QueryClientProvider>,
    );
    expect(screen.getByText('rows 2 of 2; markets 1; rewards 42000000000000000000')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(clientFetch).not.toHaveBeenCalled();
  });

  it('works with ensureQueryData and useSuspenseQuery', async () => {
    const fetch = serviceFetch();
    const config = configFor(fetch as unknown as typeof globalThis.fetch);
    const client = new QueryClient();
    const ensured = await client.ensureQueryData(userRewardsQueryOptions(config, { chain: 'mode', user: USER }));
    expect(ensured.totalRewards).toBe('42000000000000000000');

    function Rewards() {
      const { data } = useSuspenseQuery(userRewardsQueryOptions(config, { chain: 'mode', user: USER }));
      return <span>{data.totalRewards}</span>;
    }
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback="suspended">
          <Rewards />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('42000000000000000000')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
