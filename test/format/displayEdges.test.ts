import { expect, test } from 'vitest';
import { rewardApy } from '../../src/components/ApyTable/rewardApy';
import { formatApy } from '../../src/format/formatApy';
import { formatRelativeTime } from '../../src/format/formatRelativeTime';
import { formatWei } from '../../src/format/formatWei';
import { shortenAddress } from '../../src/format/shortenAddress';

test('the reward part of two valid 64-character wire values is shown, not a dash', () => {
  const part = rewardApy(`0.${'0'.repeat(61)}1`, `-${'9'.repeat(63)}`);
  expect(formatApy(part, { locale: 'en-US', signDisplay: 'always' })).toBe(`+${'999,'.repeat(20)}999.00%`);
});

test('more than 20 fraction digits show 20, as Intl on Node 20 and in browsers alike can', () => {
  const value = '1.23456789012345678901234';
  expect(formatApy(value, { locale: 'en-US', maximumFractionDigits: 21 })).toBe('1.23456789012345678901%');
  expect(formatApy('0.1', { locale: 'en-US', minimumFractionDigits: 22 })).toBe(`0.1${'0'.repeat(19)}%`);
});

test("a compact amount takes the unit's word for the number as shown, with the fraction digits asked for", () => {
  const intl = (amount: number, digits: number) =>
    new Intl.NumberFormat('ar-EG', {
      notation: 'compact',
      maximumFractionDigits: digits,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions).format(amount);
  const wei = (units: bigint) => units * 10n ** 18n;
  expect(formatWei(wei(3500n), { compact: true, locale: 'ar-EG', maximumFractionDigits: 0 })).toBe(intl(3500, 0));
  expect(formatWei(wei(3001n), { compact: true, locale: 'ar-EG', maximumFractionDigits: 3 })).toBe(intl(3001, 3));
});

test('shortenAddress with a non-finite chars keeps the default 4', () => {
  expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678', { chars: Number.NaN })).toBe('0x1234…5678');
});

test('a numeric time outside the Date range is unreadable, a dash', () => {
  expect(formatRelativeTime(-Number.MAX_VALUE, { now: 0, locale: 'en' })).toBe('—');
});
