import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { xTicks } from '../../src/components/ApyChart/chartGeometry';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('xTicks', () => {
  test.prop([fc.integer({ min: 1.7e12, max: 1.9e12 }), fc.integer({ min: 0, max: 1.5 * DAY }), fc.boolean()])(
    'keeps the ends, rises, and moves a time between them by at most a thirtieth of the span',
    (firstMs, spanMs, hours) => {
      const ticks = xTicks(firstMs, spanMs, hours);
      expect(ticks[0]).toBe(firstMs);
      expect(ticks.at(-1)).toBe(firstMs + spanMs);
      for (let i = 1; i < ticks.length; i++) expect(ticks[i]).toBeGreaterThan(ticks[i - 1] as number);
      if (spanMs > 0) expect(ticks).toHaveLength(4);
      for (const [i, tick] of ticks.slice(1, -1).entries()) {
        expect(Math.abs(tick - (firstMs + (spanMs * (i + 1)) / 3))).toBeLessThanOrEqual(spanMs / 30);
      }
    },
  );

  test.prop([fc.integer({ min: 1.7e12, max: 1.9e12 }), fc.integer({ min: 15 * HOUR, max: 1.5 * DAY })])(
    'times over 15 hours and more: on the hour of UTC between the ends',
    (firstMs, spanMs) => {
      for (const tick of xTicks(firstMs, spanMs, true).slice(1, -1)) expect(tick % HOUR).toBe(0);
    },
  );

  test('dates stay as they are: a day starts in the reader’s zone, not at a round multiple of UTC', () => {
    const firstMs = Date.UTC(2026, 10, 13, 12, 0, 5);
    expect(xTicks(firstMs, 7 * DAY, false)).toEqual([0, 1, 2, 3].map((i) => firstMs + (7 * DAY * i) / 3));
  });
});
