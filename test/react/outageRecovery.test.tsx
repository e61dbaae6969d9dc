import { act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { createConfig } from '../../src/core/config';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { createMockService, createSampleAssetApys, type MockService } from '../../src/testing';
import { renderHookWithProviders } from '../utils';
import { clockAt, loadReadChunks } from './fakeClock';
import { isLatestBatchRead } from './fakeFetch';

// The page opens at 12:20 while the APY service answers 503.
const START = Date.UTC(2026, 10, 20, 12, 20);
const server = setupServer();
let service: MockService;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadReadChunks();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: START });
  service = createMockService({ now: () => Date.now(), assetApys: createSampleAssetApys({ now: START }) });
  server.resetHandlers(...service.handlers);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => server.close());

/** The window's reads (the first paint's read of the newest batch is tested in firstPaint.test.tsx). */
const reads = () =>
  service.requests
    .filter((request) => request.service === 'apy')
    .map((r) => new URL(r.url))
    .filter((url) => !isLatestBatchRead(url));

test('a page opened during an outage recovers on its own: the failed first read is tried again a minute later', async () => {
  service.setFaults({ apy: { status: 503 } });
  // The fields are read while rendering, as a component reads what it shows. TanStack re-renders only for the fields
  // read so far, and the hook itself reads `dataUpdatedAt`: a 503 answered before the test first looked at `error`
  // would otherwise never reach `result.current`.
  const { result } = renderHookWithProviders(
    () => {
      const { data, error } = useLatestAssetApys({ query: { retry: false } });
      return { data, error };
    },
    { config: createConfig(service.config) },
  );
  await clockAt(START + 1000);
  await act(() => vi.waitFor(() => expect(result.current.error?.name).toBe('HttpError'), { timeout: 30_000 }));
  expect(reads()).toHaveLength(1);
  service.setFaults({});
  await clockAt(START + 62_000);
  expect(reads()).toHaveLength(2);
  expect(result.current.data?.rows.length).toBeGreaterThan(0);
  expect(result.current.error).toBeNull();
}, 40_000);
