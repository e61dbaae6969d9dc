// apy.test.ts (Vitest)
import { createConfig, fetchAssetApys } from 'apy-rewards-kit';
import { createMockService } from 'apy-rewards-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

const mock = createMockService(); // options: assetApys, rewards, anonKey, latencyMs, maxRows, faults
const server = setupServer(...mock.handlers);
// In component tests, a QueryClient with retries off (TanStack's advice) turns the retries of the library's hooks
// and components off too: new QueryClient({ defaultOptions: { queries: { retry: false } } }) (or `retry: 0`). Options
// from a builder (`useQuery(assetApysQueryOptions(…))`) carry the library's policy: pass `retry: false` beside them.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset()); // initial data and faults, empty request log
afterAll(() => server.close());

test('pages the Base markets', async () => {
  const config = createConfig(mock.config);
  const { rows, total } = await fetchAssetApys(config, { chainId: 8453, range: { from: 0, to: 9 }, count: 'exact' });
  expect(rows).toHaveLength(10);
  expect(total).toBe(504);
});

test('survives an outage', async () => {
  // Or { kind: 'hang' | 'reset' | 'malformed' | 'empty' | 'html' | 'wrongType' | 'extraField' }.
  mock.setFaults({ apy: { status: 503, times: 1 } });
  const config = createConfig(mock.config);
  // The fetchers make one attempt: the fault is the error. Hooks retry it, so with retries on use `times: 4`.
  await expect(fetchAssetApys(config, { chainId: 8453 })).rejects.toMatchObject({ name: 'HttpError', status: 503 });
  // The fault is used up: the next read succeeds (your "Try again").
  await expect(fetchAssetApys(config, { chainId: 8453 })).resolves.toHaveProperty('rows');
});
