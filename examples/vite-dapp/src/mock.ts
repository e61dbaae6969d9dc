import { MAX_RETRIES } from 'apy-rewards-kit';
import { createMockService, createSampleAssetApys, type MockService } from 'apy-rewards-kit/testing';
import { setupWorker } from 'msw/browser';

declare global {
  interface Window {
    /** The running mock service, for tests and the console (mock mode only). */
    __mock?: MockService;
  }
}

/**
 * Starts the mock service in a Service Worker on same-origin paths, with data ending at the current hour.
 * `?fault=apy500` (or `rewards503`, …) makes that service answer with the status for the first load and every
 * retry of it (`&times=N` to choose how many requests), so the error state and "Try again" can be seen.
 */
export async function startMockService(): Promise<MockService> {
  const mock = createMockService({
    apyUrl: '/rest/v1',
    rewardsUrl: '/api/ion-rewards',
    assetApys: createSampleAssetApys({ now: Date.now() }),
    latencyMs: 120,
  });
  const params = new URLSearchParams(window.location.search);
  const fault = /^(apy|rewards)(\d{3})$/.exec(params.get('fault') ?? '');
  if (fault) {
    const service = fault[1] as 'apy' | 'rewards';
    // A query makes 1 + MAX_RETRIES attempts; the rewards badges run one query per chain. The latest table first
    // asks once for the newest batch, then reads its window. In development React's StrictMode mounts twice, and the
    // first mount's request (aborted) takes one answer of each query too.
    const strict = import.meta.env.DEV ? 1 : 0;
    const attempts = service === 'rewards' ? (MAX_RETRIES + 1 + strict) * 2 : 1 + MAX_RETRIES + 1 + 2 * strict;
    const times = Number(params.get('times') ?? attempts);
    mock.setFaults({ [service]: { status: Number(fault[2]), times } });
  }
  const worker = setupWorker(...mock.handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__mock = mock;
  return mock;
}
