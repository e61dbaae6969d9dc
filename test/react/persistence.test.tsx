import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { act, render, screen } from '@testing-library/react';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../../src/core/config';
import { resetServiceClock } from '../../src/core/serviceClock';
import { APY_REWARDS_CACHE_BUSTER } from '../../src/query/persistence';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { createMockService, createSampleAssetApys, type MockService } from '../../src/testing';
import { createTestQueryClient } from '../utils';
import { isLatestBatchRead } from './fakeFetch';

// The 12:00 batch landed a few seconds past the hour; the page first opens at 12:20 and is reloaded at 12:30.
const START = Date.UTC(2026, 10, 20, 12, 20);
const at = (hours: number, minutes: number, seconds = 0) => Date.UTC(2026, 10, 20, hours, minutes, seconds);
let service: MockService;

beforeEach(() => {
  // Only the clock is fake: a reload is a new render, so no timer has to run across the 10 minutes it skips.
  vi.useFakeTimers({ toFake: ['Date'], now: START, shouldAdvanceTime: true });
  service = createMockService({ now: () => Date.now(), assetApys: createSampleAssetApys({ now: START }) });
  window.localStorage.clear();
  resetServiceClock();
});
afterEach(() => {
  vi.useRealTimers();
  resetServiceClock();
});

/** Sets the clock to `time` and lets reads, the persister's save (throttled by a second) and renders run. */
async function clockAt(time: number) {
  vi.setSystemTime(time);
  // Each act flushes one round of renders; a read that starts after a render needs the next.
  for (let round = 0; round < 12; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

const reads = () => service.requests.filter((request) => request.service === 'apy').map((r) => new URL(r.url));

/** One page load: a fresh runtime (no clock learnt yet) and QueryClient, restoring from `localStorage`. */
function load() {
  resetServiceClock();
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { gcTime: 24 * 3_600_000 } });
  const persister = createSyncStoragePersister({ storage: window.localStorage });
  return render(
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, buster: APY_REWARDS_CACHE_BUSTER, maxAge: 24 * 3_600_000 }}
    >
      <ApyRewardsProvider
        config={createConfig({
          ...service.config,
          fetch: async (input, init) => (await getResponse(service.handlers, new Request(input, init))) as Response,
        })}
      >
        <AssetApyTable />
      </ApyRewardsProvider>
    </PersistQueryClientProvider>,
  );
}

const trends = () => document.querySelectorAll('[data-slot="sparkline"]:not([data-empty])').length;

describe('a persisted cache', { timeout: 30_000 }, () => {
  test('a reload before the next batch renders from storage with no request; at the batch it reads only what is new', async () => {
    const first = load();
    await clockAt(START + 5000);
    expect(trends()).toBe(16);
    expect(reads().filter((url) => !isLatestBatchRead(url))).toHaveLength(1);
    first.unmount();

    const stored = window.localStorage.getItem('REACT_QUERY_OFFLINE_CACHE') ?? '';
    expect(stored).toContain(APY_REWARDS_CACHE_BUSTER);
    expect(stored).toContain('"created_at":"2026-11-20T12:00:');
    expect(stored).not.toContain(service.config.anonKey);
    // Wire strings only: every value of every stored row is a string or null, the id a number.
    const cached = JSON.parse(stored).clientState.queries as { queryKey: unknown[]; state: { data: unknown } }[];
    const rows = cached.flatMap((query) => (Array.isArray(query.state.data) ? query.state.data : []));
    expect(rows.length).toBeGreaterThan(16 * 24);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        expect(column === 'id' ? typeof value : value === null ? 'string' : typeof value).toBe(
          column === 'id' ? 'number' : 'string',
        );
      }
    }

    const before = reads().length;
    await clockAt(at(12, 30));
    load();
    await clockAt(at(12, 30, 5));
    expect(screen.getAllByText('AERO').length).toBeGreaterThan(0);
    expect(trends()).toBe(16);
    await clockAt(at(12, 59, 59));
    expect(reads().length - before, 'no request before the next batch is due').toBe(0);

    service.appendBatch(at(13, 0, 5));
    // Only the clock is fake, so the half-hour timer TanStack set does not fire: the reader comes back to the tab.
    await clockAt(at(13, 2));
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await clockAt(at(13, 2, 1));
    const after = reads().slice(before);
    expect(after).toHaveLength(1);
    // Only rows not held: the overlap before the last read (two cadences) with the held ids named, so the answer is the
    // new batch alone.
    expect(after[0]?.searchParams.get('created_at')).toMatch(/^gt\.2026-11-20T10:20:/);
    expect(after[0]?.searchParams.get('id')).toMatch(/^not\.in\.\(\d+(,\d+)*\)$/);
  });

  test('a restore with a different buster starts from the service again', async () => {
    const first = load();
    await clockAt(START + 5000);
    first.unmount();
    const stored = JSON.parse(window.localStorage.getItem('REACT_QUERY_OFFLINE_CACHE') ?? '{}');
    window.localStorage.setItem('REACT_QUERY_OFFLINE_CACHE', JSON.stringify({ ...stored, buster: 'older-data' }));
    const before = reads().length;
    await clockAt(at(12, 30));
    load();
    await clockAt(at(12, 30, 5));
    expect(reads().length - before).toBe(2);
  });
});
