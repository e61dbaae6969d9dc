// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { createMockService } from '../../src/testing';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 20, 12, 30);

describe('the mock writer model', () => {
  it('takes ids and created_at at write start and shows each part only once it commits', () => {
    const service = createMockService({ now: START });
    const before = service.data.assetApys.length;
    const lastId = service.data.assetApys.at(-1)?.id ?? 0;
    const batch = service.writeBatch({ at: START, commitAfterMs: [0, 30_000] });
    expect(batch.map((row) => row.id)).toEqual(Array.from({ length: 16 }, (_, i) => lastId + 1 + i));
    expect(service.data.assetApys).toHaveLength(before + 8);
    expect(service.uncommitted().map((row) => row.id)).toEqual(batch.slice(8).map((row) => row.id));
    expect(service.advanceTime(29_999)).toEqual([]);
    expect(service.advanceTime(1).map((row) => row.id)).toEqual(batch.slice(8).map((row) => row.id));
    expect(service.uncommitted()).toEqual([]);
    expect(new Set(batch.map((row) => row.created_at)).size).toBe(1);
  });

  it('lets a later writer commit first: its ids are higher, its rows visible earlier', () => {
    const service = createMockService({ now: START });
    const early = service.writeBatch({ at: START, commitAfterMs: [60_000] });
    const late = service.writeBatch({ at: START + 5_000, commitAfterMs: [10_000] });
    expect(Math.min(...late.map((row) => row.id))).toBeGreaterThan(Math.max(...early.map((row) => row.id)));
    const firstCommit = service.advanceTime(15_000);
    expect(firstCommit.map((row) => row.id)).toEqual(late.map((row) => row.id));
    expect(service.advanceTime(45_000).map((row) => row.id)).toEqual(early.map((row) => row.id));
  });

  it('runs on the cadence with parts committing late, skips an outage, and resumes after it', () => {
    const outage: [number, number] = [START + 2 * HOUR, START + 6 * HOUR];
    const service = createMockService({
      now: START,
      cadenceMs: HOUR,
      writer: { commitAfterMs: (slot) => (slot % (2 * HOUR) === 0 ? [0, 120_000] : [90_000, 0]), outages: [outage] },
    });
    const committed = service.advanceTime(8 * HOUR);
    const times = [...new Set(committed.map((row) => Date.parse(row.created_at)))];
    expect(times.some((time) => time >= outage[0] && time < outage[1])).toBe(false);
    expect(times.length).toBe(4);
    // Parts of one batch commit apart: rows with lower ids are still invisible while higher ones are read.
    const fast = createMockService({ now: START, cadenceMs: 10_000, writer: { commitAfterMs: [20_000, 0] } });
    fast.advanceTime(60_000);
    const lowestUncommitted = Math.min(...fast.uncommitted().map((row) => row.id));
    expect(Math.max(...fast.data.assetApys.map((row) => row.id))).toBeGreaterThan(lowestUncommitted);
  });

  it('refuses a bad commit delay', () => {
    const service = createMockService({ now: START });
    expect(() => service.writeBatch({ commitAfterMs: [] })).toThrow(RangeError);
    expect(() => service.writeBatch({ commitAfterMs: [-1] })).toThrow(RangeError);
  });
});
