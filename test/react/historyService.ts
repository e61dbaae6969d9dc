import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createMockService, createSampleAssetApys, type MockService, sampleMarkets } from '../../src/testing';
import { loadReadChunks } from './fakeClock';

/** The fake clock's start: 12:20 on the day of the sample's newest batch. */
export const HISTORY_START = Date.UTC(2026, 10, 20, 12, 20);
/** A time on that day. */
export const at = (hours: number, minutes: number, seconds = 0) => Date.UTC(2026, 10, 20, hours, minutes, seconds);
/** The market the history tests read. */
export const historyMarket = sampleMarkets[0] as (typeof sampleMarkets)[number];

/**
 * Registers the file's hooks: a fake clock from `HISTORY_START` and a mock service with `hours` of sample batches on
 * that clock, served through MSW. `service()` is the current test's service.
 */
export function withHistoryService(hours: number): { service: () => MockService } {
  const server = setupServer();
  let current: MockService;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await loadReadChunks();
  });
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      now: HISTORY_START,
    });
    current = createMockService({
      now: () => Date.now(),
      assetApys: createSampleAssetApys({ now: HISTORY_START, hours }),
    });
    server.resetHandlers(...current.handlers);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());
  return { service: () => current };
}

/** The APY service's requests so far, as URLs. */
export const apyReads = (service: MockService) =>
  service.requests.filter((request) => request.service === 'apy').map((request) => new URL(request.url));
