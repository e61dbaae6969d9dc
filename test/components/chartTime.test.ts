import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPointTime } from '../../src/components/ApyChart/chartTime';

// The reader's zone is the runtime's: this file reads the chart's times in New York, where 1 November 2026 turns the
// clocks back from 2:00 EDT to 1:00 EST.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('formatPointTime', () => {
  test('the hour a clock turns back says its zone, so its two points never read the same', () => {
    const hours = [4, 5, 6, 7].map((hour) => formatPointTime(Date.UTC(2026, 10, 1, hour), 'en-US'));
    expect(hours).toEqual([
      'Nov 1, 2026, 12:00 AM',
      'Nov 1, 2026, 1:00 AM EDT',
      'Nov 1, 2026, 1:00 AM EST',
      'Nov 1, 2026, 2:00 AM',
    ]);
  });

  test('a clock turned back by half an hour (Lord Howe) says its zone too, for half-hourly points', () => {
    process.env.TZ = 'Australia/Lord_Howe';
    // 5 April 2026, 2:00 daylight time turns back to 1:30 standard time: 1:30 happens twice. (Another locale than
    // the other tests: formatters are cached by locale, and this one must be made in this zone.)
    const times = [14, 14.5, 15, 15.5].map((hour) =>
      formatPointTime(Date.UTC(2026, 3, 4, 0) + hour * 3_600_000, 'en-AU'),
    );
    expect(new Set(times).size).toBe(4);
    process.env.TZ = 'America/New_York';
  });

  test("the zone follows the time in its locale's own date style", () => {
    process.env.TZ = 'Europe/Berlin';
    // 25 October 2026, 3:00 summer time turns back to 2:00 winter time in Berlin.
    const hours = [-1, 0, 1, 2].map((hour) => formatPointTime(Date.UTC(2026, 9, 25, hour), 'de-DE'));
    expect(hours).toEqual([
      '25.10.2026, 01:00',
      '25.10.2026, 02:00 MESZ',
      '25.10.2026, 02:00 MEZ',
      '25.10.2026, 03:00',
    ]);
    process.env.TZ = 'America/New_York';
  });

  test('any other hour is said without its zone', () => {
    expect(formatPointTime(Date.UTC(2026, 10, 20, 17), 'en-US')).toBe('Nov 20, 2026, 12:00 PM');
    expect(formatPointTime(Date.UTC(2026, 2, 8, 7), 'en-US')).toBe('Mar 8, 2026, 3:00 AM');
  });
});
