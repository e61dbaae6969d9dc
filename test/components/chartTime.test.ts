import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPointTime, spansYears } from '../../src/components/ApyChart/chartTime';
import type { AssetApyHistoryPoint } from '../../src/core/assetApyHistory';

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

  test('the zone sits where the locale puts it beside a time, in the date style of the times around it', () => {
    process.env.TZ = 'Europe/Berlin';
    // 25 October 2026, 3:00 summer time turns back to 2:00 winter time in Berlin. (Locales no other test here uses:
    // formatters are cached by locale, and these must be made in this zone.)
    const hours = (locale: string) => [-1, 0, 1, 2].map((hour) => formatPointTime(Date.UTC(2026, 9, 25, hour), locale));
    expect(hours('de-DE')).toEqual([
      '25.10.2026, 01:00',
      '25.10.2026, 02:00 MESZ',
      '25.10.2026, 02:00 MEZ',
      '25.10.2026, 03:00',
    ]);
    expect(hours('zh-CN').slice(1, 3)).toEqual(['2026年10月25日 GMT+2 02:00', '2026年10月25日 GMT+1 02:00']);
    expect(hours('vi').slice(1, 3)).toEqual(['02:00 GMT+2 25 thg 10, 2026', '02:00 GMT+1 25 thg 10, 2026']);
    expect(hours('fa-IR')[1]).toBe('۳ آبان ۱۴۰۵، ۲:۰۰ (\u200e+۲ گرینویچ)');
    // A word that ends the time stays with it, once.
    expect(hours('bg-u-hc-h23')[1]).toBe('25.10.2026 г., 02:00 ч. Гринуич+2');
    expect(hours('hsb')[1]).toBe('25.10.2026 2:00 hodź. MESZ');
    // So does a bracket of the time's own: the zone never takes it.
    expect(hours('uz-u-ca-persian-hc-h12')[1]).toBe('3-obon, 1405 (forsiy), 2:00 (TO) GMT+2');
    // In every locale the two 2:00s differ, and each holds the plain time's text (its date style) around its zone.
    for (const locale of ['en-CA', 'ja-JP', 'ko-KR', 'zh-TW', 'ar-EG', 'he-IL', 'hi-IN', 'eu', 'my', 'is', 'el']) {
      const [, first, second] = hours(locale);
      expect(first, locale).not.toBe(second);
      const plain = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
      for (const { type, value } of plain.formatToParts(Date.UTC(2026, 9, 25, 0)))
        if (type !== 'literal') expect(first, `${locale} ${type}`).toContain(value);
    }
    process.env.TZ = 'America/New_York';
  });

  test('without its year, the hour a clock turns back still says its zone', () => {
    const hours = [4, 5, 6, 7].map((hour) => formatPointTime(Date.UTC(2026, 10, 1, hour), 'en-US', false));
    expect(hours).toEqual(['Nov 1, 12:00 AM', 'Nov 1, 1:00 AM EDT', 'Nov 1, 1:00 AM EST', 'Nov 1, 2:00 AM']);
    process.env.TZ = 'Europe/Berlin';
    expect(formatPointTime(Date.UTC(2026, 9, 25, 1), 'de', false)).toBe('25. Okt., 2:00 MEZ');
    process.env.TZ = 'America/New_York';
  });

  test("points span years by the locale's calendar, in the reader's zone", () => {
    const at = (...ms: number[]) => ms.map((timeMs) => ({ timeMs }) as AssetApyHistoryPoint);
    // 1 January 2027, 01:00 UTC is still 31 December in New York.
    expect(spansYears(at(Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 1, 1)), 'en-US')).toBe(false);
    expect(spansYears(at(Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 1, 6)), 'en-US')).toBe(true);
    // The Persian calendar's year turns at Nowruz, 21 March 2026.
    const nowruz = at(Date.UTC(2026, 2, 18), Date.UTC(2026, 2, 24));
    expect(spansYears(nowruz, 'fa')).toBe(true);
    expect(spansYears(nowruz, 'en-US')).toBe(false);
    expect(spansYears([], 'en-US')).toBe(false);
  });

  test('any other hour is said without its zone', () => {
    expect(formatPointTime(Date.UTC(2026, 10, 20, 17), 'en-US')).toBe('Nov 20, 2026, 12:00 PM');
    expect(formatPointTime(Date.UTC(2026, 2, 8, 7), 'en-US')).toBe('Mar 8, 2026, 3:00 AM');
  });
});
