import { formatUnits } from 'viem';
import { InvalidParameterError } from '../core/errors';
import { INTL_MAX_FRACTION_DIGITS, safeLocale } from './locale';
import { memoized } from './memoized';

/** Options of `formatWei`. */
export interface FormatWeiOptions {
  /** Token decimals. Default 18. */
  decimals?: number | undefined;
  /**
   * Short view in the locale's own short forms (`"1.23K"`, `"1,53 Mio."`), cut to `maximumFractionDigits`. Default
   * false: the exact value, every digit kept.
   */
  compact?: boolean | undefined;
  /** BCP 47 locale for separators and digits (Arabic-Indic in `ar-EG`); default: the runtime's. */
  locale?: string | undefined;
  /** Cut the fraction to this many digits (truncated, never rounded up). Default: all digits, or 2 when compact. */
  maximumFractionDigits?: number | undefined;
}

const integerPattern = /^-?\d+$/;
const englishCompact = ['\0K', '\0M', '\0B', '\0T'];
const maxDecimals = 100;

/** Parses a wei amount (bigint or decimal integer string); throws `InvalidParameterError` on anything else. */
export function parseWei(wei: bigint | string): bigint {
  if (typeof wei === 'bigint') return wei;
  if (typeof wei === 'string') {
    const text = wei.trim();
    if (integerPattern.test(text)) return BigInt(text);
  }
  const shown = typeof wei === 'string' ? `"${wei.slice(0, 40)}"` : typeof wei;
  throw new InvalidParameterError(`Expected a wei amount as a bigint or a decimal integer string, got ${shown}.`);
}

/**
 * Formats a wei amount in token units. By default the exact value with every digit (`"1,234.000000000000000001"`);
 * `compact` gives the locale's short form, cut to two fraction digits: `"1.23K"`, `"4.56M"`, `"1.2B"` in English,
 * `"1,23 Mio."` in German (whose thousands stay whole: `"1.234,5"`), `"123.45만"` in Korean and `"1.23 लाख"` in Hindi, at the
 * powers the locale itself shortens to. A non-zero amount that the fraction digits would cut to zero shows
 * its bound (`"<0.01"`), never a bare `0`. Scaling is done on bigint and decimal strings, never on `Number`. A locale
 * `Intl` refuses falls back to the runtime's. Throws `InvalidParameterError` for non-integer input or bad options.
 */
export function formatWei(wei: bigint | string, options: FormatWeiOptions = {}): string {
  const value = parseWei(wei);
  const { decimals = 18, compact = false } = options;
  const locale = safeLocale(options.locale);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > maxDecimals) {
    throw new InvalidParameterError(`decimals must be an integer from 0 to ${maxDecimals}, got ${String(decimals)}.`);
  }
  const maximumFractionDigits = options.maximumFractionDigits ?? (compact ? 2 : decimals);
  if (!Number.isInteger(maximumFractionDigits) || maximumFractionDigits < 0 || maximumFractionDigits > maxDecimals) {
    throw new InvalidParameterError(`maximumFractionDigits must be an integer from 0 to ${maxDecimals}.`);
  }
  const format = (decimal: string) => formatDecimal(decimal, locale, maximumFractionDigits);
  const magnitude = value < 0n ? -value : value;
  const hiddenDigits = decimals - maximumFractionDigits;
  if (value !== 0n && hiddenDigits > 0 && magnitude < 10n ** BigInt(hiddenDigits)) {
    // Truncation would print 0 for a non-zero amount (1 wei with two digits): show the bound instead, "<0.01".
    // One unit of the last digit shown: "1", "0.01"…
    const smallest = format(formatUnits(1n, maximumFractionDigits));
    return value > 0n ? `<${smallest}` : `>${localeSymbols(locale).minus}${smallest}`;
  }
  if (!compact) return format(formatUnits(value, decimals));

  const integerDigits = (magnitude / 10n ** BigInt(decimals)).toString().length;
  // Intl's compact form of this very amount (a decimal string is read exactly), read once for its power and its words.
  let parts: Intl.NumberFormatPart[];
  try {
    parts = compactFormatter(locale, maximumFractionDigits).formatToParts(
      formatUnits(value, decimals) as unknown as number,
    );
  } catch {
    // A runtime without compact notation: English letters by thousands.
    const tier = Math.min(englishCompact.length, Math.floor((integerDigits - 1) / 3));
    const shown = format(formatUnits(value, decimals + tier * 3));
    return tier === 0 ? shown : (englishCompact[tier - 1] as string).replace('\0', shown);
  }
  // The power the locale shortens this amount to: 10^3 for "K", 10^4 for Korean 만, 10^5 for Hindi lakh, none for
  // German thousands (no unit written).
  const written = parts.reduce((count, part) => count + (part.type === 'integer' ? part.value.length : 0), 0);
  const exponent = parts.some((part) => part.type === 'compact') ? Math.max(0, integerDigits - written) : 0;
  const scaledDecimal = formatUnits(value, decimals + exponent);
  const form = exponent === 0 ? undefined : formOfAmount(parts, scaledDecimal);
  if (form === undefined) return format(formatUnits(value, decimals));
  // A form that keeps Intl's own minus sign (set apart from the digits by the unit) takes the digits unsigned.
  return form.text.replace('\0', format(form.signed ? scaledDecimal : scaledDecimal.replace('-', '')));
}

/**
 * Intl's compact notation, in Latin digits: read only for the locale's short forms, never shown as it is. It cuts to
 * the fraction digits shown (as many as Intl takes), since the unit's word follows the number written.
 */
function compactFormatter(locale: string | undefined, fractionDigits: number): Intl.NumberFormat {
  const digits = Math.min(fractionDigits, INTL_MAX_FRACTION_DIGITS);
  return memoized(
    `compact|${locale}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        notation: 'compact',
        numberingSystem: 'latn',
        maximumFractionDigits: digits,
        roundingMode: 'trunc',
      } as Intl.NumberFormatOptions),
  );
}

const numberParts = new Set(['minusSign', 'integer', 'group', 'decimal', 'fraction']);

/**
 * The short form of Intl's `parts` for this amount, with `\0` for the number: some locales pick the unit's word by the
 * number (Arabic writes 1 000 "1 ألف" but 3 000 "3 آلاف"). `signed` when `\0` stands for the signed number; otherwise
 * the form keeps Intl's minus sign where Intl put it, before the unit (Sinhala "-ද1.23"). `undefined` when Intl's
 * integer is not the scaled amount's (it cannot tell).
 */
function formOfAmount(
  parts: readonly Intl.NumberFormatPart[],
  scaledDecimal: string,
): { text: string; signed: boolean } | undefined {
  const body = parts.findIndex((part) => numberParts.has(part.type) && part.type !== 'minusSign');
  const minus = parts.findIndex((part) => part.type === 'minusSign');
  // The minus sign goes with the digits when nothing but the digits follows it.
  const signed = minus < 0 || minus === body - 1;
  // The digits Intl wrote for the integer part, and the form with `\0` where the number goes.
  let integer = '';
  let text = '';
  let placed = false;
  parts.forEach((part, index) => {
    if (part.type === 'integer') integer += part.value;
    const isNumber = numberParts.has(part.type) && (signed || part.type !== 'minusSign');
    if (!isNumber) {
      // The direction mark before a minus sign the number brings is the number's.
      const marksAreTheNumbers = signed && !placed && index < body;
      text += marksAreTheNumbers ? part.value.replace(/[\u200e\u200f\u061c]/g, '') : part.value;
    } else if (!placed) {
      text += '\0';
      placed = true;
    }
  });
  return integer === scaledDecimal.replace('-', '').split('.')[0] ? { text, signed } : undefined;
}

interface LocaleSymbols {
  integer: Intl.NumberFormat;
  decimal: string;
  /** What the locale writes before a negative number's digits: the minus sign, after a direction mark in Hebrew. */
  minus: string;
  /** The locale's digits 0–9 (Arabic-Indic in `ar-EG`), for the fraction digits appended by hand. */
  digits: string[];
}

function localeSymbols(locale: string | undefined): LocaleSymbols {
  return memoized(`wei|${locale}`, () => {
    // It formats only bigints, which have no fraction to round.
    const integer = new Intl.NumberFormat(locale);
    const parts = integer.formatToParts(-1.5);
    return {
      integer,
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      minus: parts
        .slice(
          0,
          parts.findIndex((part) => part.type === 'integer'),
        )
        .map((part) => part.value)
        .join(''),
      digits: [...new Intl.NumberFormat(locale, { useGrouping: false }).format(9876543210)].reverse(),
    };
  });
}

/**
 * Formats a decimal string exactly: Intl groups the integer part (as a bigint), the fraction digits are kept as
 * they are, cut (never rounded) to `maxFractionDigits` and without trailing zeros. Intl itself allows only 20.
 */
function formatDecimal(decimal: string, locale: string | undefined, maxFractionDigits: number): string {
  const negative = decimal.startsWith('-');
  const [integerPart = '0', fractionPart = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const fraction = fractionPart.slice(0, maxFractionDigits).replace(/0+$/, '');
  const symbols = localeSymbols(locale);
  const integer = symbols.integer.format(BigInt(integerPart));
  // The decimal comes from formatUnits, so its integer part has no leading zeros.
  const sign = negative && (integerPart !== '0' || fraction !== '') ? symbols.minus : '';
  return `${sign}${integer}${fraction && symbols.decimal + fraction.replace(/\d/g, (digit) => symbols.digits[Number(digit)] as string)}`;
}
