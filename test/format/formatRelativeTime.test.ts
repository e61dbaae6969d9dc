import { expect, test } from 'vitest';
import { formatRelativeTime, toEpochMs } from '../../src/format/formatRelativeTime';

const now = Date.parse('2024-07-12T12:00:00Z');

test('minutes, hours and days ago', () => {
  expect(formatRelativeTime('2024-07-12T11:55:00.123+00:00', { now, locale: 'en' })).toBe('4 min. ago');
  expect(formatRelativeTime('2024-07-12T11:59:30+00:00', { now, locale: 'en' })).toBe('this minute');
  expect(formatRelativeTime('2024-07-12T09:00:00+00:00', { now, locale: 'en' })).toBe('3 hr. ago');
  expect(formatRelativeTime('2024-07-09T12:00:00+00:00', { now, locale: 'en' })).toBe('3 days ago');
});

test('is locale-aware and takes a style', () => {
  expect(formatRelativeTime(now - 5 * 60_000, { now, locale: 'de', style: 'long' })).toBe('vor 5 Minuten');
});

test('counts whole days, never a calendar word: 71 hours is not "the day before yesterday"', () => {
  const ago71h = now - 71 * 3_600_000;
  expect(formatRelativeTime(ago71h, { now, locale: 'de-DE', style: 'long' })).toBe('vor 2 Tagen');
  expect(formatRelativeTime(ago71h, { now, locale: 'fr-FR', style: 'long' })).toBe('il y a 2 jours');
  expect(formatRelativeTime(ago71h, { now, locale: 'en' })).toBe('2 days ago');
});

test('future timestamps count as now; unreadable ones give a dash', () => {
  expect(formatRelativeTime(now + 60_000, { now, locale: 'en' })).toBe('this minute');
  expect(formatRelativeTime('yesterday', { now })).toBe('—');
  expect(toEpochMs(new Date(now))).toBe(now);
  expect(toEpochMs(null)).toBeNaN();
});

test('a locale or style Intl refuses falls back to the defaults instead of throwing', () => {
  const expected = formatRelativeTime(now - 5 * 60_000, { now });
  expect(formatRelativeTime(now - 5 * 60_000, { now, locale: 'en_US' })).toBe(expected);
  expect(formatRelativeTime(now - 5 * 60_000, { now, style: 'huge' as never })).toBe(expected);
});
