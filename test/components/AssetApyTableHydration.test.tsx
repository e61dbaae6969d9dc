import { dehydrate, HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../../src/core/config';
import { latestAssetApysQueryOptions } from '../../src/query/latestAssetApys';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { serveMockService } from '../testing/mswService';

const mock = serveMockService();

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

test('server HTML served from a cache three hours later hydrates without a mismatch, then reads', async () => {
  const config = createConfig(mock.service.config);
  const page = (client: QueryClient, state?: unknown) => (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state as never}>
        <ApyRewardsProvider config={config}>
          <AssetApyTable locale="en-US" />
        </ApyRewardsProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
  const serverClient = new QueryClient();
  await serverClient.prefetchQuery(latestAssetApysQueryOptions(config));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page(serverClient));
  const state = JSON.parse(JSON.stringify(dehydrate(serverClient)));
  vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3 * 3_600_000);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const requestsBefore = mock.service.requests.length;
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(new QueryClient(), state));
  });
  expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 120))).toEqual([]);
  expect(mock.service.requests.length).toBeGreaterThan(requestsBefore);
  act(() => root?.unmount());
});
