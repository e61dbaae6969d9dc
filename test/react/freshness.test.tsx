import { dehydrate, hydrate } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createConfig } from '../../src/core/config';
import { resetServiceClock, serviceClockOffsetMs } from '../../src/core/serviceClock';
import { latestAssetApysQueryOptions } from '../../src/query/latestAssetApys';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { createMockService, createSampleAssetApys, type MockService } from '../../src/testing';
import { createTestQueryClient, renderHookWithProviders } from '../utils';
import { clockAt, loadReadChunks } from './fakeClock';
import { isLatestBatchRead } from './fakeFetch';

// The writer's batch of 12:00 landed a few seconds past the hour; the page opens at 12:20.
const START = Date.UTC(2026, 10, 20, 12, 20);
const at = (hours: number, minutes: number, seconds = 0) => Date.UTC(2026, 10, 20, hours, minutes, seconds);
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
  setVisibility('visible');
  vi.useRealTimers();
});
afterAll(() => server.close());

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));
}

/** The window's reads (the first paint's read of the newest batch is tested in firstPaint.test.tsx). */
const reads = () =>
  service.requests
    .filter((request) => request.service === 'apy')
    .map((r) => new URL(r.url))
    .filter((url) => !isLatestBatchRead(url));

function mount() {
  return renderHookWithProviders(() => useLatestAssetApys({}), { config: createConfig(service.config) });
}

describe('refresh on the data’s own clock', () => {
  test('reads once, then only shortly after the next batch is due, and only what is new', async () => {
    const { result } = mount();
    await clockAt(START + 1000);
    // 16 markets on Mode, Base and OP Mainnet, each with its last 24 hours.
    expect(result.current.data?.rows).toHaveLength(16);
    expect([...(result.current.data?.history.values() ?? [])].every((series) => series.length === 24)).toBe(true);
    expect(reads()).toHaveLength(1);
    expect(reads()[0]?.searchParams.get('created_at')).toBe('gte.2026-11-18T12:20:00.000Z');
    await clockAt(at(12, 59, 59));
    expect(reads(), 'no reads between batches').toHaveLength(1);
    service.appendBatch(at(13, 0, 5));
    await clockAt(at(13, 2));
    expect(reads()).toHaveLength(2);
    // Only rows not held: two cadences before the last read, the held ids named, so a late commit is still found.
    expect(reads()[1]?.searchParams.get('created_at')).toBe('gt.2026-11-20T10:20:00.000Z');
    expect(reads()[1]?.searchParams.get('id')).toMatch(/^not\.in\.\(\d+(,\d+)*\)$/);
    expect(result.current.data?.rows[0]?.created_at).toBe('2026-11-20T13:00:05+00:00');
    await clockAt(at(13, 59));
    expect(reads()).toHaveLength(2);
  });

  test('a batch later than the rows show the writer is read with the next one; once shown, such lateness is re-checked', async () => {
    const { result } = mount();
    await clockAt(at(13, 0, 40));
    expect(reads()).toHaveLength(1);
    // The sample writer stamps within half a minute of the hour: the read after 13:00 is the only one until 14:00.
    await clockAt(at(13, 5));
    expect(reads()).toHaveLength(2);
    service.appendBatch(at(13, 5, 30));
    await clockAt(at(14, 0, 30));
    expect(reads()).toHaveLength(2);
    expect(result.current.data?.rows[0]?.created_at).toMatch(/^2026-11-20T12:00/);
    // The learned grid stays on the hour: the next read is shortly after 14:00, not 14:05, and finds both batches.
    service.appendBatch(at(14, 0, 4));
    await clockAt(at(14, 1, 30));
    expect(reads()).toHaveLength(3);
    expect(result.current.data?.rows[0]?.created_at).toBe('2026-11-20T14:00:04+00:00');
    expect(result.current.data?.history.values().next().value?.at(-2)?.created_at).toBe('2026-11-20T13:05:30+00:00');
    // Now the rows show a batch five and a half minutes late: a late 15:00 batch is re-checked after a minute, then
    // after as long again as it is late, up to that lateness.
    await clockAt(at(15, 3));
    expect(reads()).toHaveLength(5);
    service.appendBatch(at(15, 3));
    await clockAt(at(15, 5));
    expect(reads()).toHaveLength(6);
    expect(result.current.data?.rows[0]?.created_at).toBe('2026-11-20T15:03:00+00:00');
    await clockAt(at(15, 59, 59));
    expect(reads()).toHaveLength(6);
  });

  test('a hidden tab does not read; becoming visible catches up at once when a batch is due', async () => {
    mount();
    await clockAt(START + 1000);
    setVisibility('hidden');
    service.appendBatch(at(13, 0, 5));
    service.appendBatch(at(14, 0, 5));
    await clockAt(at(14, 30));
    expect(reads(), 'no reads while hidden').toHaveLength(1);
    setVisibility('visible');
    await clockAt(at(14, 30, 1));
    expect(reads()).toHaveLength(2);
  });

  test('focus before a batch is due reads nothing', async () => {
    mount();
    await clockAt(START + 1000);
    await clockAt(at(12, 40));
    window.dispatchEvent(new Event('focus'));
    setVisibility('visible');
    await clockAt(at(12, 41));
    expect(reads()).toHaveLength(1);
  });

  test('after a long pause the refresh reads the whole window again', async () => {
    const { result } = mount();
    await clockAt(START + 1000);
    setVisibility('hidden');
    for (let hour = 13; hour <= 20; hour++) service.appendBatch(at(hour, 0, 5));
    await clockAt(at(20, 30));
    setVisibility('visible');
    await clockAt(at(20, 30, 1));
    expect(reads()).toHaveLength(2);
    expect(reads()[1]?.searchParams.get('created_at')).toMatch(/^gte\./);
    expect(result.current.data?.rows[0]?.created_at).toBe('2026-11-20T20:00:05+00:00');
  });

  test('an option passed as undefined leaves the schedule in place', async () => {
    renderHookWithProviders(() => useLatestAssetApys({ query: { refetchInterval: undefined, staleTime: undefined } }), {
      config: createConfig(service.config),
    });
    await clockAt(START + 1000);
    service.appendBatch(at(13, 0, 5));
    await clockAt(at(13, 2));
    expect(reads()).toHaveLength(2);
  });

  test('query options still override the schedule', async () => {
    renderHookWithProviders(() => useLatestAssetApys({ query: { refetchInterval: 60_000, staleTime: 0 } }), {
      config: createConfig(service.config),
    });
    await clockAt(START + 1000);
    await clockAt(START + 5 * 60_000 + 1000);
    expect(reads()).toHaveLength(6);
  });
});

describe('a device clock that is off by hours', () => {
  const HOUR = 3_600_000;
  test.each([
    ['behind the service', 3 * HOUR, '2026-11-20T16:00', 1],
    ['ahead of the service', -3 * HOUR, '2026-11-20T10:00', 1],
    // The first paint's read of the newest batch has told the service's clock: the window is read once, from the
    // service's time, not first from this device's.
    ['a day ahead of the service', -26 * HOUR, '2026-11-19T11:00', 1],
  ])(
    'a device %s keeps 24 hours of history and reads once an hour, just after each batch',
    async (_, skew, next, first) => {
      service = createMockService({
        now: () => Date.now() + skew,
        cadenceMs: HOUR,
        assetApys: createSampleAssetApys({ now: START + skew }),
      });
      server.resetHandlers(...service.handlers);
      const { result } = mount();
      await clockAt(START + 1000);
      expect(reads()).toHaveLength(first);
      const series = [...(result.current.data?.history.values() ?? [])];
      expect(series).toHaveLength(16);
      expect(series.every((rows) => rows.length === 24)).toBe(true);
      // The service's next batch is due at the device's 13:00.
      await clockAt(at(12, 59, 30));
      expect(reads(), 'no reads between batches').toHaveLength(first);
      await clockAt(at(13, 2));
      expect(reads()).toHaveLength(first + 1);
      expect(result.current.data?.rows[0]?.created_at.startsWith(next)).toBe(true);
      await clockAt(at(13, 59, 30));
      expect(reads()).toHaveLength(first + 1);
    },
  );
});

test('a device seconds ahead reads a window of 48 hours of history once', async () => {
  service = createMockService({ now: () => Date.now() - 10_000, assetApys: createSampleAssetApys({ now: START }) });
  server.resetHandlers(...service.handlers);
  renderHookWithProviders(() => useLatestAssetApys({ historyHours: 48 }), { config: createConfig(service.config) });
  await clockAt(START + 1000);
  expect(reads()).toHaveLength(1);
});

test('rows rendered on a server are read again at once in a browser whose clock is hours behind', async () => {
  const skew = 3 * 3_600_000;
  service = createMockService({
    now: () => Date.now() + skew,
    cadenceMs: 3_600_000,
    assetApys: createSampleAssetApys({ now: START + skew }),
  });
  server.resetHandlers(...service.handlers);
  const config = createConfig(service.config);
  // The server's render: its clock is the service's.
  const onServer = createTestQueryClient();
  await act(() => onServer.prefetchQuery(latestAssetApysQueryOptions(config)));
  const state = dehydrate(onServer);
  for (const query of state.queries) query.state.dataUpdatedAt += skew;
  resetServiceClock();
  const inBrowser = createTestQueryClient();
  hydrate(inBrowser, state);
  const { result } = renderHookWithProviders(() => useLatestAssetApys({}), { config, queryClient: inBrowser });
  expect(result.current.data?.rows).toHaveLength(16);
  await clockAt(START + 5000);
  // A whole read: rows stamped hours ahead of this device's clock cannot be told from rows ahead of the service's.
  expect(reads()).toHaveLength(2);
  expect(Math.abs(serviceClockOffsetMs() - skew)).toBeLessThanOrEqual(1500);
});
