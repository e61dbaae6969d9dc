import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { InvalidParameterError } from '../../src/core/errors';
import { formatWei, parseWei } from '../../src/format/formatWei';

const ether = 10n ** 18n;

describe('formatWei (exact)', () => {
  test('keeps every digit', () => {
    expect(formatWei('1234567000000000000000')).toBe('1,234.567');
    expect(formatWei(1n)).toBe('0.000000000000000001');
    expect(formatWei(1000n * ether + 1n)).toBe('1,000.000000000000000001');
    expect(formatWei(0n)).toBe('0');
    expect(formatWei('0')).toBe('0');
  });

  test('values beyond 2^53 and 2^64 stay exact', () => {
    expect(formatWei(2n ** 64n)).toBe('18.446744073709551616');
    expect(formatWei(2n ** 64n, { decimals: 0 })).toBe('18,446,744,073,709,551,616');
    expect(formatWei('123456789012345678901234567890123456789')).toBe('123,456,789,012,345,678,901.234567890123456789');
    expect(formatWei((2n ** 53n + 1n) * ether)).toBe('9,007,199,254,740,993');
  });

  test('takes decimals and negative amounts', () => {
    expect(formatWei(1_500_000n, { decimals: 6 })).toBe('1.5');
    expect(formatWei(-1_500_000n, { decimals: 6 })).toBe('-1.5');
    expect(formatWei('-0')).toBe('0');
  });

  test('a non-zero amount cut to zero by maximumFractionDigits shows its bound, never a bare 0', () => {
    expect(formatWei(1n, { maximumFractionDigits: 2 })).toBe('<0.01');
    expect(formatWei(-1n, { maximumFractionDigits: 2 })).toBe('>-0.01');
    expect(formatWei(1n, { maximumFractionDigits: 0 })).toBe('<1');
    expect(formatWei(0n, { maximumFractionDigits: 2 })).toBe('0');
    // Every digit by default: 1 wei is exactly 0.000000000000000001.
    expect(formatWei(1n)).toBe('0.000000000000000001');
  });

  test('a locale Intl refuses falls back to the runtime default instead of throwing', () => {
    expect(formatWei(1_234n * 10n ** 18n, { locale: 'en_US' })).toBe(formatWei(1_234n * 10n ** 18n));
    expect(formatWei(1_234n * 10n ** 18n, { locale: '!!', compact: true })).toBe(
      formatWei(1_234n * 10n ** 18n, { compact: true }),
    );
  });

  test('maximumFractionDigits truncates, never rounds up', () => {
    expect(formatWei(1_999_999_999_999_999_999n, { maximumFractionDigits: 2 })).toBe('1.99');
    expect(formatWei(1_999_999_999_999_999_999n, { maximumFractionDigits: 0 })).toBe('1');
  });

  test('is locale-aware without losing digits', () => {
    expect(formatWei('1234567000000000000000', { locale: 'de-DE' })).toBe('1.234,567');
    expect(formatWei(2n ** 64n, { decimals: 0, locale: 'en-IN' })).toBe('1,84,46,74,40,73,70,95,51,616');
  });

  test("writes every digit, the fraction's included, in the locale's own digits, as Intl does for the table's APYs", () => {
    expect(formatWei(1234n * ether + ether / 2n, { locale: 'ar-EG' })).toBe(
      new Intl.NumberFormat('ar-EG').format(1234.5),
    );
    expect(formatWei(1n, { locale: 'ar-EG' })).toBe('٠٫٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠٠١');
    expect(formatWei(1234567n * 10n ** 15n, { locale: 'mr-IN' })).toBe('१,२३४.५६७');
    // Arabic as written in the Emirates keeps Latin digits: the locale decides, not the language.
    expect(formatWei(1234n * ether + ether / 2n, { locale: 'ar-AE' })).toBe('1,234.5');
  });

  test('a negative amount keeps the direction mark right-to-left locales put before the minus sign', () => {
    for (const locale of ['he-IL', 'ar-EG', 'fa-IR']) {
      expect(formatWei(-1234n * ether, { locale })).toBe(new Intl.NumberFormat(locale).format(-1234));
    }
    // Persian's minus is U+2212, after a left-to-right mark, in the bound of a tiny negative amount too.
    expect(formatWei(-1n, { locale: 'fa-IR', maximumFractionDigits: 2 })).toBe('>\u200e\u2212۰٫۰۱');
    expect(formatWei(-1n, { locale: 'en-US', maximumFractionDigits: 2 })).toBe('>-0.01');
  });

  test.each(['he-IL', 'ar-EG', 'fa-IR'])(
    '%s: a compact negative amount has one direction mark, as Intl writes it',
    (locale) => {
      const marks = (text: string) => (text.split(/[-\u2212]/)[0] ?? '').match(/[\u200e\u200f\u061c]/g) ?? [];
      const intl = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(-1500);
      expect(marks(formatWei(-1_500n * ether, { compact: true, locale }))).toEqual(marks(intl));
    },
  );
});

describe('formatWei (compact)', () => {
  test('uses K, M, B, T suffixes', () => {
    expect(formatWei(123n * ether, { compact: true })).toBe('123');
    expect(formatWei(1_234n * ether, { compact: true })).toBe('1.23K');
    expect(formatWei(4_560_000n * ether, { compact: true })).toBe('4.56M');
    expect(formatWei(1_200_000_000n * ether, { compact: true })).toBe('1.2B');
    expect(formatWei(7n * 10n ** 12n * ether, { compact: true })).toBe('7T');
    expect(formatWei(10n ** 22n * ether, { compact: true })).toBe('10,000,000,000T');
  });

  test('truncates, so it never shows more than the amount or rolls over to the next suffix', () => {
    expect(formatWei(1_239_999n * 10n ** 15n, { compact: true })).toBe('1.23K');
    expect(formatWei(999_999_999_999_999_999_999_999n, { compact: true })).toBe('999.99K');
    expect(formatWei(1_999_999_999_999_999_999n, { compact: true })).toBe('1.99');
  });

  test('shows a bound for tiny non-zero amounts and 0 for zero', () => {
    expect(formatWei(0n, { compact: true })).toBe('0');
    expect(formatWei(5n, { compact: true })).toBe('<0.01');
    expect(formatWei(-5n, { compact: true })).toBe('>-0.01');
    expect(formatWei(10n ** 16n, { compact: true })).toBe('0.01');
    expect(formatWei(5n, { compact: true, maximumFractionDigits: 4 })).toBe('<0.0001');
  });

  test('values beyond 2^64 are scaled exactly', () => {
    expect(formatWei(2n ** 64n, { compact: true })).toBe('18.44');
    expect(formatWei(2n ** 100n, { compact: true })).toBe('1.26T');
    expect(formatWei('123456789012345678901234567890', { compact: true })).toBe('123.45B');
  });

  test("uses the locale's own short forms, never English letters that mean another power", () => {
    const compact = (amount: bigint, locale: string) => formatWei(amount * ether, { compact: true, locale });
    // German shortens millions and up; thousands stay whole (and "B" would read as Billion, 10^12).
    expect(compact(1_534_200n, 'de-DE')).toBe('1,53\u00a0Mio.');
    expect(compact(1_234n, 'de-DE')).toBe('1.234');
    expect(compact(7n * 10n ** 12n, 'de-DE')).toBe('7\u00a0Bio.');
    // In Turkish "B" is a thousand.
    expect(compact(1_200_000_000n, 'tr')).toBe('1,2\u00a0Mr');
    expect(compact(1_534n, 'tr')).toBe('1,53\u00a0B');
    // Japanese, Chinese and Korean group by 10^4, Hindi names 10^5 and 10^7: their readers count in those units.
    expect(compact(1_200_000_000n, 'ja')).toBe('12億');
    expect(compact(1_234n, 'ja')).toBe('1,234');
    expect(compact(1_234_567n, 'zh-CN')).toBe('123.45万');
    expect(compact(1_234_567n, 'ko-KR')).toBe('123.45만');
    expect(compact(1_234n, 'ko-KR')).toBe('1.23천');
    expect(compact(123_456n, 'hi-IN')).toBe('1.23\u00a0लाख');
    expect(compact(12_345_678n, 'hi-IN')).toBe('1.23\u00a0क॰');
    // A unit written between the minus sign and the digits stays there.
    expect(compact(-1_234n, 'si')).toBe('-ද1.23');
    expect(compact(-12_345_678_901n, 'my')).toBe('-ဋေ\u00a0၁.၂၃\u00a0ထ');
    // Beyond the largest unit, the integer keeps every digit.
    expect(compact(98_765_432_109_876_543n, 'ko-KR')).toBe('98,765.43조');
    expect(compact(-1_534_200n, 'fr-FR')).toBe('-1,53\u00a0M');
  });

  propertyTest.prop(
    [
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
      fc.constantFrom(
        ...['en-US', 'de-DE', 'fr-FR', 'tr', 'ja', 'zh-CN', 'ko-KR', 'hi-IN', 'es-ES', 'pt-BR'],
        ...['he-IL', 'ar-EG', 'fa-IR', 'si', 'my', 'bn', 'th'],
      ),
    ],
    { numRuns: 500 },
  )('writes what Intl writes for the exact decimal amount, truncated to two digits, at any size', (wei, locale) => {
    // Amounts that truncate to zero show a bound instead.
    if (wei > -(10n ** 16n) && wei < 10n ** 16n) return;
    const decimal = formatWei(wei, { locale: 'en-US' }).replaceAll(',', '');
    const intl = new Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumFractionDigits: 2,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions);
    // Intl reads a decimal string exactly. It groups a compact number's digits only from 10,000 ("1234.56T"), the
    // library as it groups any amount ("1,234.56T"): compared without group separators.
    const group = new Intl.NumberFormat(locale).formatToParts(1_000_000).find((part) => part.type === 'group')?.value;
    const ungrouped = (text: string) => (group ? text.replaceAll(group, '') : text);
    expect(ungrouped(formatWei(wei, { compact: true, locale }))).toBe(
      ungrouped(intl.format(decimal as unknown as number)),
    );
  });

  test("takes the unit's word for the amount shown, where the locale's grammar picks it by the number", () => {
    const compact = (amount: bigint) => formatWei(amount * ether, { compact: true, locale: 'ar' });
    // Arabic: 1 000 is "ألف", 3 000 "آلاف".
    expect(compact(1_000n)).toBe('1\u00a0ألف');
    expect(compact(3_000n)).toBe('3\u00a0آلاف');
  });
});

describe('formatWei errors', () => {
  test.each([['1.5'], ['abc'], [''], ['1e18'], ['0x10'], [' - 1']])(
    'rejects %j with InvalidParameterError',
    (value) => {
      expect(() => formatWei(value)).toThrow(InvalidParameterError);
    },
  );

  test('rejects non-string, non-bigint values', () => {
    expect(() => formatWei(5 as unknown as bigint)).toThrow(InvalidParameterError);
    expect(() => formatWei(null as unknown as bigint)).toThrow(/got object/);
  });

  test('rejects bad decimals and fraction digits', () => {
    expect(() => formatWei(1n, { decimals: -1 })).toThrow(InvalidParameterError);
    expect(() => formatWei(1n, { decimals: 1.5 })).toThrow(InvalidParameterError);
    expect(() => formatWei(1n, { maximumFractionDigits: 101 })).toThrow(InvalidParameterError);
  });

  test('parseWei trims and parses decimal integer strings', () => {
    expect(parseWei(' 42 ')).toBe(42n);
    expect(parseWei(-7n)).toBe(-7n);
  });
});
