// @vitest-environment node

import { fc, test } from '@fast-check/vitest';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { assetKey } from '../../src/core/latest';
import { latestAssetApysQueryOptions, selectLatestAssetApys } from '../../src/query/latestAssetApys';
import { type LatestSpans, mergeLatestWindow, trimLatestWindow } from '../../src/query/latestWindow';
import { createMockService, createSampleAssetApys } from '../../src/testing';
import { nextBatch } from '../../src/testing/batches';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 20, 12, 20);
const spans: LatestSpans = { historyMs: 24 * HOUR, lookbackMs: 48 * HOUR };

/** What a full read at `now` returns: every row written by then within the lookback, trimmed. */
function fullRead(table: readonly AssetApyRow[], now: number, windowSpans = spans): AssetApyRow[] {
  const written = table.filter((row) => Date.parse(row.created_at) <= now);
  const present = written.filter((row) => Date.parse(row.created_at) >= now - windowSpans.lookbackMs);
  // Nothing within the lookback: the read of the newest rows.
  return trimLatestWindow(present.length > 0 ? present : written, now, windowSpans);
}

/** A market's row that stopped 30 hours before `START`, as when the writer drops a market. */
function withRetiredMarket(): AssetApyRow[] {
  const rows = createSampleAssetApys({ now: START - 30 * HOUR, hours: 10 }).filter((row) => row.chain_id === '10');
  const current = createSampleAssetApys({ now: START, hours: 30 }).filter((row) => row.chain_id !== '10');
  return [...rows, ...current.map((row, index) => ({ ...row, id: 200_000 + index }))];
}

describe('trimLatestWindow', () => {
  it('keeps a market whose last row is 30 h old (as its latest row, with that old created_at), not its older rows', () => {
    const window = fullRead(withRetiredMarket(), START);
    const { rows, history } = selectLatestAssetApys(window);
    const retired = rows.filter((row) => row.chain_id === '10');
    expect(retired).toHaveLength(2);
    for (const row of retired) {
      expect(START - Date.parse(row.created_at)).toBeGreaterThan(29 * HOUR);
      expect(history.get(assetKey(row))).toEqual([row]);
    }
    expect(rows).toHaveLength(16);
    // Beyond the lookback the market is gone.
    expect(fullRead(withRetiredMarket(), START, { historyMs: 24 * HOUR, lookbackMs: 29 * HOUR })).not.toContainEqual(
      retired[0],
    );
  });
});

describe('mergeLatestWindow', () => {
  const table = createSampleAssetApys({ now: START, hours: 60 });
  const held = fullRead(table, START);

  it('merges by id: a held row once, a late commit below the newest held row kept, a contradiction refused', () => {
    const next = nextBatch(table, START + HOUR);
    expect(mergeLatestWindow(held, next, START + HOUR, spans)).toEqual(fullRead([...table, ...next], START + HOUR));
    expect(mergeLatestWindow(held, [held[3] as AssetApyRow], START, spans)).toEqual(held);
    const twin = { ...(next[0] as AssetApyRow), supplyApy: '99' };
    expect(mergeLatestWindow(held, [...next, twin], START + HOUR, spans)).toBeNull();
    expect(mergeLatestWindow(held, [{ ...(held[3] as AssetApyRow), supplyApy: '99' }], START, spans)).toBeNull();
    // Stamped an hour ago with an id below every held one, committed only now: it belongs to the window.
    const late: AssetApyRow = { ...(held[20] as AssetApyRow), id: 5, ctoken_address: `0x${'cd'.repeat(20)}` };
    expect(mergeLatestWindow(held, [late], START, spans)).toContainEqual(late);
    expect(mergeLatestWindow([], next, START + HOUR, spans)).toBeNull();
  });

  const event = fc.oneof(
    fc.record({ kind: fc.constant('batch' as const), jitterMs: fc.integer({ min: -5 * 60_000, max: 5 * 60_000 }) }),
    fc.record({ kind: fc.constant('read' as const), afterMs: fc.integer({ min: 0, max: 3 * HOUR }) }),
    fc.record({ kind: fc.constant('restart' as const), afterMs: fc.integer({ min: 0, max: 30 * HOUR }) }),
    fc.record({ kind: fc.constant('drop' as const), market: fc.nat(15) }),
  );

  test.prop([fc.array(event, { minLength: 1, maxLength: 40 })], { numRuns: 60 })(
    'merged reads over random schedules, late batches, dropped markets and restarts equal a fresh full read',
    (events) => {
      const rows = [...table];
      let now = START;
      let hour = Math.floor(START / HOUR);
      let window = fullRead(rows, now);
      let dropNext: number | undefined;
      for (const step of events) {
        if (step.kind === 'batch') {
          hour += 1;
          const at = Math.max(hour * HOUR + step.jitterMs, Date.parse(rows.at(-1)?.created_at as string) + 1000);
          const batch = nextBatch(rows, at);
          // The writer stops computing one market: later batches, built from this one, leave it out too.
          if (dropNext !== undefined && batch.length > 1) batch.splice(dropNext % batch.length, 1);
          dropNext = undefined;
          rows.push(...batch);
          continue;
        }
        if (step.kind === 'drop') {
          dropNext = step.market;
          continue;
        }
        now = Math.max(now + step.afterMs, Date.parse(rows.at(-1)?.created_at as string));
        if (step.kind === 'restart') {
          window = fullRead(rows, now);
          continue;
        }
        const newest = window[0]?.created_at;
        const fresh = newest === undefined ? [] : rows.filter((row) => row.created_at > newest);
        window = mergeLatestWindow(window, fresh, now, spans) ?? fullRead(rows, now);
        expect(window).toEqual(fullRead(rows, now));
      }
    },
  );
});

describe('latestAssetApysQueryOptions against the mock service', () => {
  const service = createMockService({ now: START, assetApys: withRetiredMarket() });
  const server = setupServer(...service.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('gives each market the same history under every chain and one chain, and keeps the 30 h old market', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    try {
      const config = createConfig(service.config);
      const client = new QueryClient();
      const all = selectLatestAssetApys(await client.fetchQuery(latestAssetApysQueryOptions(config)));
      const base = selectLatestAssetApys(
        await client.fetchQuery(latestAssetApysQueryOptions(config, { chainId: 8453 })),
      );
      const optimism = selectLatestAssetApys(
        await client.fetchQuery(latestAssetApysQueryOptions(config, { chainId: 10 })),
      );
      expect(base.rows).toHaveLength(7);
      for (const row of base.rows) {
        expect(base.history.get(assetKey(row))).toHaveLength(24);
        expect(base.history.get(assetKey(row))).toEqual(all.history.get(assetKey(row)));
      }
      expect(optimism.rows).toHaveLength(2);
      expect(all.rows.filter((row) => row.chain_id === '10')).toEqual(optimism.rows);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('latestAssetApysQueryOptions with a row stamped ahead of this clock', () => {
  const table = createSampleAssetApys({ now: START, hours: 30 }).filter((row) => row.chain_id === '8453');
  const ahead: AssetApyRow = {
    ...(table[0] as AssetApyRow),
    id: 900_000,
    ctoken_address: `0x${'ab'.repeat(20)}`,
    created_at: new Date(START + 24 * HOUR).toISOString().replace('Z', '+00:00'),
  };
  const service = createMockService({ now: START, assetApys: [...table, ahead] });
  const server = setupServer(...service.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('still shows the batches written before that time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    try {
      const options = latestAssetApysQueryOptions(createConfig(service.config), { chainId: 8453 });
      const client = new QueryClient();
      await client.fetchQuery(options);
      const batch = nextBatch(table, START + HOUR).map((row, index) => ({ ...row, id: 1_000_000 + index }));
      service.data.assetApys.push(...batch);
      vi.setSystemTime(START + HOUR + 60_000);
      const { rows } = selectLatestAssetApys(await client.fetchQuery({ ...options, staleTime: 0 }));
      const current = rows.filter((row) => row.id !== ahead.id);
      expect(current.length).toBeGreaterThan(0);
      for (const row of current) expect(row.created_at).toBe(batch[0]?.created_at);
    } finally {
      vi.useRealTimers();
    }
  });
});
