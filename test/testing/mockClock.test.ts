// @vitest-environment node

import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createMockService, createSampleAssetApys } from '../../src/testing';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 20, 12, 30);

describe('createMockService with a clock', () => {
  it('builds its default rows up to the clock, and appendBatch adds one batch of every market with one created_at', () => {
    const service = createMockService({ now: START });
    expect(service.now()).toBe(START);
    expect(service.data.assetApys).toEqual(createSampleAssetApys({ now: START }));
    const before = service.data.assetApys.length;
    const lastId = service.data.assetApys.at(-1)?.id ?? 0;
    const batch = service.appendBatch(START + 5_000);
    expect(batch).toHaveLength(16);
    expect(service.data.assetApys).toHaveLength(before + 16);
    expect(new Set(batch.map((row) => row.created_at))).toEqual(new Set(['2026-11-20T12:30:05+00:00']));
    expect(batch.map((row) => row.id)).toEqual(Array.from({ length: 16 }, (_, i) => lastId + 1 + i));
    expect(new Set(batch.map((row) => row.chain_id))).toEqual(new Set(['34443', '8453', '10']));
    for (const row of batch) {
      if (row.borrowApy !== null) expect(Number(row.borrowApy)).toBeGreaterThan(0);
      if (row.supplyApy !== null && row.totalSupplyApy !== null) {
        expect(Number(row.totalSupplyApy)).toBeGreaterThanOrEqual(Number(row.supplyApy));
      }
    }
  });

  it('drifts markets outside the sample from their last row, keeping zeros and nulls', () => {
    const last = {
      id: 7,
      created_at: '2026-11-20T11:00:04+00:00',
      chain_id: '1135',
      underlying_address: '0x4200000000000000000000000000000000000006' as const,
      ctoken_address: '0x1111111111111111111111111111111111111111' as const,
      totalSupplyApy: '5.5',
      supplyApy: '4',
      borrowApy: null,
    };
    const paused = {
      ...last,
      id: 8,
      ctoken_address: '0x2222222222222222222222222222222222222222' as const,
      totalSupplyApy: '0',
      supplyApy: '0',
    };
    const service = createMockService({ now: START, assetApys: [last, paused] });
    const [next, nextPaused] = service.appendBatch();
    expect(next?.id).toBe(9);
    expect(Math.abs(Number(next?.supplyApy) - 4)).toBeLessThan(0.1);
    expect(Number(next?.totalSupplyApy) - Number(next?.supplyApy)).toBeCloseTo(1.5, 6);
    expect(next?.borrowApy).toBeNull();
    expect(nextPaused).toMatchObject({ totalSupplyApy: '0', supplyApy: '0', borrowApy: null });
  });

  it('appends the batches that fall due as a manual clock advances, and reset() rewinds it', () => {
    const service = createMockService({ now: START, cadenceMs: HOUR });
    const newest = service.data.assetApys.at(-1)?.created_at as string;
    expect(service.advanceTime(10 * 60_000)).toEqual([]);
    const appended = service.advanceTime(2 * HOUR);
    const stamps = [...new Set(appended.map((row) => row.created_at))].map(Date.parse);
    expect(stamps).toHaveLength(2);
    // On the hourly grid, each batch stamped a few seconds to ~30 s past its hour, a different delay each run.
    for (const stamp of [Date.parse(newest), ...stamps]) expect(stamp % HOUR).toBeGreaterThanOrEqual(3000);
    for (const stamp of [Date.parse(newest), ...stamps]) expect(stamp % HOUR).toBeLessThan(31_000);
    expect(Math.round(((stamps[0] as number) - Date.parse(newest)) / HOUR)).toBe(1);
    service.reset();
    expect(service.now()).toBe(START);
    expect(service.data.assetApys.at(-1)?.created_at).toBe(newest);
  });

  it('reads a function clock on every request and appends the due batches before answering', async () => {
    let now = START;
    const service = createMockService({ now: () => now, cadenceMs: HOUR });
    expect(() => service.advanceTime(1)).toThrow(TypeError);
    expect(() => createMockService({ cadenceMs: 0 })).toThrow(RangeError);
    const server = setupServer(...service.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const newest = async () => {
        const reply = await fetch(`${service.config.apyUrl}/asset-total-apy?select=created_at&order=id.desc&limit=1`, {
          headers: { apikey: service.config.anonKey, Authorization: `Bearer ${service.config.anonKey}` },
        });
        return ((await reply.json()) as { created_at: string }[])[0]?.created_at as string;
      };
      const first = await newest();
      now += 3 * HOUR;
      expect(Math.round((Date.parse(await newest()) - Date.parse(first)) / HOUR)).toBe(3);
    } finally {
      server.close();
    }
  });
});

describe('the mock writer stamps batches as the real one does', () => {
  it('a few seconds to ~30 s past the hour, spread over that whole range', () => {
    const offsets = new Set<number>();
    const service = createMockService({ now: START, cadenceMs: HOUR });
    service.advanceTime(72 * HOUR);
    for (const row of service.data.assetApys) offsets.add(Math.floor((Date.parse(row.created_at) % HOUR) / 1000));
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(30);
    expect(Math.max(...offsets) - Math.min(...offsets)).toBeGreaterThan(15);
  });
});
