// @vitest-environment node

import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { resetServiceClock } from '../../src/core/serviceClock';
import { isTooManyRows } from '../../src/core/tooManyRows';
import { cadenceRefetchInterval, DEFAULT_CADENCE_MS } from '../../src/query/cadence';
import { MAX_WINDOW_ROWS } from '../../src/query/incrementalRead';
import { latestAssetApysQueryOptions, selectLatestAssetApys } from '../../src/query/latestAssetApys';
import { trimLatestWindow } from '../../src/query/latestWindow';
import { createMockService, createSampleAssetApys, type MockService } from '../../src/testing';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 20, 12, 20);
const spans = { historyMs: 24 * HOUR, lookbackMs: 48 * HOUR };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  resetServiceClock();
});
afterAll(() => server.close());

/** A mock on this test's fake clock, and a reader of its latest window through a QueryClient. */
function setup(options: Parameters<typeof createMockService>[0] = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  const service = createMockService({ now: () => Date.now(), ...options });
  server.resetHandlers(...service.handlers);
  const client = new QueryClient();
  const query = latestAssetApysQueryOptions(createConfig(service.config));
  const read = async (at: number) => {
    vi.setSystemTime(at);
    return client.fetchQuery({ ...query, staleTime: 0 });
  };
  return { service, read };
}

/** What a fresh full read at `now` would hold: every committed row, trimmed. */
function fullRead(service: MockService, now: number): AssetApyRow[] {
  const visible = service.data.assetApys.filter((row) => Date.parse(row.created_at) >= now - spans.lookbackMs);
  return trimLatestWindow(visible, now, spans);
}

describe('incremental reads under late commits', () => {
  it('a batch committed in two parts with a read between them: the second part is read at the next refresh', async () => {
    const { service, read } = setup();
    await read(START);
    const batch = service.writeBatch({ at: START + 40 * 60_000 + 5_000, commitAfterMs: [0, 60_000] });
    const between = await read(START + 40 * 60_000 + 50_000);
    expect(between.filter((row) => row.created_at === batch[0]?.created_at)).toHaveLength(8);
    const after = START + HOUR + 40 * 60_000 + 50_000;
    const held = await read(after);
    expect(held).toEqual(fullRead(service, after));
    const latest = selectLatestAssetApys(held).rows;
    expect(latest.filter((row) => row.created_at === batch[0]?.created_at)).toHaveLength(16);
  });

  it('rows stamped earlier that commit after later-stamped rows were read are not lost', async () => {
    const { service, read } = setup();
    await read(START);
    const early = service.writeBatch({ at: START + 5_000, commitAfterMs: [120_000] });
    const late = service.writeBatch({ at: START + 10_000, commitAfterMs: [20_000] });
    const first = await read(START + 60_000);
    expect(first.some((row) => row.id === late[0]?.id)).toBe(true);
    expect(first.some((row) => row.id === early[0]?.id)).toBe(false);
    const next = await read(START + 10 * 60_000);
    expect(next).toEqual(fullRead(service, START + 10 * 60_000));
    expect(next.some((row) => row.id === early[0]?.id)).toBe(true);
    // One request per refresh: the held ids of the overlap are named, so only the unseen rows come back.
    const last = service.requests.at(-1)?.url ?? '';
    expect(decodeURIComponent(last)).toContain('id=not.in.(');
  });

  it('a read brings only rows it lacked: held rows of the overlap are not downloaded again', async () => {
    const { service, read } = setup();
    await read(START);
    service.writeBatch({ at: START + 5_000 });
    let served = 0;
    server.events.on('response:mocked', async ({ response }) => {
      served += ((await response.clone().json()) as unknown[]).length;
    });
    await read(START + 60_000);
    await read(START + 120_000);
    server.events.removeAllListeners();
    expect(served).toBe(16);
  });
});

/** A writer every ~51 s over 48 h: more rows than one read takes. */
function busyTable(): AssetApyRow[] {
  const hourly = createSampleAssetApys({ now: START, hours: 48 });
  const rows = hourly.flatMap((row) =>
    Array.from({ length: 70 }, (_, k) => ({
      ...row,
      created_at: new Date(Date.parse(row.created_at) + k * 51_000).toISOString().replace('Z', '+00:00'),
    })),
  );
  rows.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return rows.map((row, index) => ({ ...row, id: 1 + index }));
}

describe('a window too large for one read', () => {
  const table = busyTable();

  it('narrows to the history span after the first count: two requests before the rows', async () => {
    expect(table.length).toBeGreaterThan(MAX_WINDOW_ROWS);
    const { service, read } = setup({ assetApys: table });
    const held = await read(START);
    const [first, second] = service.requests.map((request) => decodeURIComponent(request.url));
    expect(first).toContain(`created_at=gte.${new Date(START - 48 * HOUR).toISOString()}`);
    expect(second).toContain(`created_at=gte.${new Date(START - 24 * HOUR).toISOString()}`);
    expect(held.length).toBeLessThan(MAX_WINDOW_ROWS);
    expect(selectLatestAssetApys(held).rows).toHaveLength(16);
  }, 120_000);

  it('fails with a typed error after one request when the history span itself is too large, retried once a cadence', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const service = createMockService({ now: () => Date.now(), assetApys: table });
    server.resetHandlers(...service.handlers);
    const options = latestAssetApysQueryOptions(createConfig(service.config), { historyHours: 48 });
    const client = new QueryClient();
    const error = await client.fetchQuery({ ...options, retry: options.retry }).catch((caught: unknown) => caught);
    expect(isTooManyRows(error)).toBe(true);
    expect(service.requests).toHaveLength(1);
    const state = { data: undefined, dataUpdatedAt: 0, errorUpdatedAt: START, errorUpdateCount: 1, error };
    expect(cadenceRefetchInterval({ state })).toBe(DEFAULT_CADENCE_MS);
  });

  it('is not a Content-Range that does not add up: that first read is tried again a minute later, not a cadence', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const service = createMockService({
      now: () => Date.now(),
      faults: { apy: { status: 200, body: [], headers: { 'Content-Range': '0-9/10' } } },
    });
    server.resetHandlers(...service.handlers);
    const options = latestAssetApysQueryOptions(createConfig(service.config));
    const error = await new QueryClient().fetchQuery({ ...options, retry: false }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ResponseValidationError', issues: [{ path: 'Content-Range' }] });
    expect(isTooManyRows(error)).toBe(false);
    const state = { data: undefined, dataUpdatedAt: 0, errorUpdatedAt: START, errorUpdateCount: 1, error };
    expect(cadenceRefetchInterval({ state })).toBe(60_000);
  });
});

describe('an outage longer than the lookback', () => {
  it('keeps the last batch on screen, with its age, after a full read finds nothing', async () => {
    const { service, read } = setup();
    const last = await read(START);
    const newest = last[0]?.created_at;
    // The tab sleeps through three days of outage: the refresh is a full read, then the newest rows in one read.
    const later = START + 72 * HOUR;
    const held = await read(later);
    const latest = selectLatestAssetApys(held).rows;
    expect(latest).toHaveLength(16);
    for (const row of latest) expect(row.created_at).toBe(newest);
    // A fresh client (a reload): the full read finds nothing and one bounded read brings the last batch.
    const reload = setup({ assetApys: service.data.assetApys });
    const fresh = await reload.read(later);
    expect(selectLatestAssetApys(fresh).rows.map((row) => row.id)).toEqual(latest.map((row) => row.id));
    expect(reload.service.requests).toHaveLength(2);
  });
});
