import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import { formatDateUnits } from '../../src/components/ApyTable/dateUnits';
import { createSampleAssetApys } from '../../src/testing';

const at = Date.UTC(2026, 11, 1, 23, 0);
const medium = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
/** The text with "|" where a line may break (an ordinary space). */
const breaks = (text: string) => text.replace(/ /g, '|');

describe('formatDateUnits', () => {
  test('breaks between the date and the time only, never before "PM"', () => {
    expect(breaks(formatDateUnits(medium('en-US'), at))).toMatch(/^Dec\s1,\s2026,\|11:00\sPM$/u);
  });

  test.each(['de-DE', 'fr-FR', 'ja-JP'])('%s: at most one break, between the date and the time', (locale) => {
    const text = formatDateUnits(medium(locale), at);
    expect(text.replace(/\s/gu, ' ')).toBe(medium(locale).format(at).replace(/\s/gu, ' '));
    expect(text.split(' ').length).toBeLessThanOrEqual(2);
  });
});

describe('ApyTable with absolute times', () => {
  const now = Date.parse('2026-12-01T23:30:00Z');
  const rows = createSampleAssetApys({ now, hours: 1 });
  test('each time cell breaks between its date and its time only', () => {
    render(<ApyTable rows={rows} now={now} timeDisplay="absolute" locale="en-US" />);
    const times = [...document.querySelectorAll('[data-slot="updated"]')].map((time) => time.textContent ?? '');
    expect(times.length).toBeGreaterThan(0);
    for (const text of times) expect(breaks(text)).toMatch(/^\S+\s\d+,\s\d{4},\|\d+:\d{2}\s[AP]M$/u);
  });
});
