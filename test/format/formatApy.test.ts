import { describe, expect, test } from 'vitest';
import { APY_PLACEHOLDER, formatApy } from '../../src/format/formatApy';

describe('formatApy', () => {
  test('formats percent strings as stored', () => {
    expect(formatApy('5.301877254953391')).toBe('5.30%');
    expect(formatApy('12.214642575076851')).toBe('12.21%');
    expect(formatApy('0')).toBe('0.00%');
    expect(formatApy('1234.5')).toBe('1,234.50%');
  });

  test('rounds half-expand on the decimal string, not on a binary float', () => {
    expect(formatApy('1.005')).toBe('1.01%');
    expect(formatApy('1.004999999999999999999')).toBe('1.00%');
    expect(formatApy('0.125', { maximumFractionDigits: 2 })).toBe('0.13%');
    expect(formatApy('-1.005')).toBe('-1.01%');
    expect(formatApy('2.675')).toBe('2.68%');
  });

  test('accepts numbers and exponents', () => {
    expect(formatApy(5.3)).toBe('5.30%');
    expect(formatApy('1e2')).toBe('100.00%');
    expect(formatApy('5.3E-1')).toBe('0.53%');
    expect(formatApy(' 7.5 ')).toBe('7.50%');
  });

  test('gives a dash for missing or unreadable values and never throws', () => {
    for (const value of [null, undefined, '', '   ', 'abc', '0x10', 'Infinity', 'NaN', '1.2.3', '5%']) {
      expect(formatApy(value)).toBe(APY_PLACEHOLDER);
    }
    expect(formatApy(Number.NaN)).toBe('—');
    expect(formatApy(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatApy({} as unknown as string)).toBe('—');
  });

  test('never shows infinity, NaN or a negative zero', () => {
    expect(formatApy('1e400')).toBe('—');
    expect(formatApy('-1e400')).toBe('—');
    expect(formatApy('1e-400')).toBe('0.00%');
    // An exponent of more than six digits is no APY: a dash, and no work spent on it.
    expect(formatApy('1e-1000000000')).toBe('—');
    expect(formatApy('-0')).toBe('0.00%');
    expect(formatApy('-0.001')).toBe('0.00%');
    expect(formatApy('-0.004999')).toBe('0.00%');
    expect(formatApy('-0.005')).toBe('-0.01%');
    expect(formatApy(-0)).toBe('0.00%');
    expect(formatApy('-0', { locale: 'ar-EG' })).toBe(formatApy('0', { locale: 'ar-EG' }));
    // Digits written as two UTF-16 units each (Adlam, Chakma, math digits).
    for (const locale of ['ff-Adlm', 'ccp', 'en-u-nu-mathbold']) {
      expect(formatApy('-0.001', { locale })).toBe(formatApy('0', { locale }));
    }
    expect(formatApy('9'.repeat(200))).toBe('—');
  });

  test('a locale Intl refuses falls back to the runtime default instead of a dash or a throw', () => {
    expect(formatApy('5.3', { locale: 'en_US' })).toBe(formatApy('5.3'));
    expect(formatApy('5.3', { locale: '!!' })).toBe(formatApy('5.3'));
    expect(formatApy('5.3', { locale: 42 as unknown as string })).toBe(formatApy('5.3'));
  });

  test('is locale-aware', () => {
    expect(formatApy('5.301877254953391', { locale: 'de-DE' })).toBe('5,30\u00a0%');
    expect(formatApy('1234.5', { locale: 'fr-FR' })).toBe('1\u202f234,50\u00a0%');
    expect(formatApy('5.3', { locale: 'en-IN' })).toBe('5.30%');
  });

  test.each([
    { minimumFractionDigits: -1 },
    { maximumFractionDigits: Number.NaN },
    { minimumFractionDigits: 1.5, maximumFractionDigits: -2 },
    { signDisplay: 'sometimes' as never },
  ])('an option Intl refuses (%o) keeps the default, never hiding a valid APY behind the dash', (options) => {
    expect(formatApy('5.301877254953391', { locale: 'en-US', ...options })).toBe('5.30%');
  });

  test('takes fraction digits and sign display', () => {
    expect(formatApy('5.301877', { minimumFractionDigits: 0, maximumFractionDigits: 4 })).toBe('5.3019%');
    expect(formatApy('5', { minimumFractionDigits: 0, maximumFractionDigits: 1 })).toBe('5%');
    expect(formatApy('2.5', { signDisplay: 'always' })).toBe('+2.50%');
    expect(formatApy('0', { signDisplay: 'exceptZero' })).toBe('0.00%');
    // A minimum alone raises the default maximum.
    expect(formatApy('5.301877', { minimumFractionDigits: 4 })).toBe('5.3019%');
    // A minimum above the maximum is clamped rather than throwing.
    expect(formatApy('5.3', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBe('5.3%');
  });
});
