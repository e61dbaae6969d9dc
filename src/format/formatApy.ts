import { INTL_MAX_FRACTION_DIGITS, safeLocale } from './locale';
import { memoized } from './memoized';

/** Options of `formatApy`. */
export interface FormatApyOptions {
  /** BCP 47 locale; default: the runtime's. */
  locale?: string | undefined;
  /** Default 2; at most 20 are shown. */
  minimumFractionDigits?: number | undefined;
  /** Default 2, or `minimumFractionDigits` when that is higher; at most 20 are shown. */
  maximumFractionDigits?: number | undefined;
  /** Passed to `Intl.NumberFormat`; default `'auto'`. */
  signDisplay?: Intl.NumberFormatOptions['signDisplay'] | undefined;
}

/** What `formatApy` shows for a missing or unreadable value. */
export const APY_PLACEHOLDER = '—';

// Intl's infinity sign, and NaN as most locales spell it; a hit sends the value through the parts check.
const nonFinite = /∞|NaN/;
const decimalPattern = /^([+-]?)(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d{1,6}))?$/;
/** Longest text read; the wire caps APY strings at 64 characters, and `rewardApy` of two of them writes up to 130. */
const MAX_INPUT_LENGTH = 160;

/**
 * Formats an APY stored in percent (`"5.301877254953391"` → `"5.30%"`), locale-aware. `null`, `undefined`, empty,
 * non-numeric and out-of-range values (`"1e400"`) give `"—"`; the output is never `∞`, `NaN` or a negative zero
 * (`"-0"` and `"-0.001"` show `0.00%`); a locale `Intl` refuses falls back to the runtime's, and fraction digits or a
 * `signDisplay` it refuses to the defaults; it never throws.
 */
export function formatApy(value: string | number | null | undefined, options: FormatApyOptions = {}): string {
  const fraction = toPercentFraction(value);
  if (fraction === undefined) return APY_PLACEHOLDER;
  const minimumFractionDigits = fractionDigits(options.minimumFractionDigits, 2);
  // A minimum alone raises the default maximum rather than being lowered to it.
  const maximumFractionDigits = fractionDigits(options.maximumFractionDigits, Math.max(2, minimumFractionDigits));
  try {
    const formatter = percentFormatter(
      safeLocale(options.locale),
      Math.min(minimumFractionDigits, maximumFractionDigits),
      maximumFractionDigits,
      signDisplays.has(options.signDisplay as string) ? options.signDisplay : undefined,
    );
    // Intl reads a decimal string exactly (no binary float), so rounding is decimal half-expand.
    if (fraction.charCodeAt(0) !== 45 /* '-' */) {
      // No sign to drop from a zero: the plain string, unless Intl still gave ∞ or NaN (checked on parts below).
      const text = formatter.format(fraction as unknown as number);
      if (!nonFinite.test(text)) return text;
    }
    const parts = formatter.formatToParts(fraction as unknown as number);
    if (parts.some((part) => part.type === 'infinity' || part.type === 'nan')) return APY_PLACEHOLDER;
    if (parts.some((part) => part.type === 'minusSign') && roundsToZero(parts, formatter)) {
      return formatter.format(0);
    }
    return parts.map((part) => part.value).join('');
  } catch {
    return APY_PLACEHOLDER;
  }
}

/** A fraction-digit option `Intl` takes, else the default: a bad option must not hide a valid APY behind the dash. */
function fractionDigits(given: number | undefined, fallback: number): number {
  return Number.isInteger(given) && (given as number) >= 0
    ? Math.min(given as number, INTL_MAX_FRACTION_DIGITS)
    : fallback;
}

const signDisplays: ReadonlySet<string> = new Set(['auto', 'never', 'always', 'exceptZero', 'negative']);

/** Whether every digit shown is a zero (in the formatter's own numbering system). */
function roundsToZero(parts: Intl.NumberFormatPart[], formatter: Intl.NumberFormat): boolean {
  const zero = formatter.formatToParts(0).find((part) => part.type === 'integer')?.value ?? '0';
  return (
    parts
      .filter((part) => part.type === 'integer' || part.type === 'fraction')
      // By code point: some numbering systems (Adlam, Chakma, math digits) write each digit as two UTF-16 units.
      .every((part) => [...part.value].every((digit) => digit === zero))
  );
}

function percentFormatter(
  locale: string | undefined,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
  signDisplay: FormatApyOptions['signDisplay'],
): Intl.NumberFormat {
  return memoized(
    `percent|${locale}|${minimumFractionDigits}|${maximumFractionDigits}|${signDisplay}`,
    () =>
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits, maximumFractionDigits, signDisplay }),
  );
}

/** The value `formatApy` shows as a number (for sorting and charts), `null` where it shows the dash. */
export function apyNumber(value: string | number | null | undefined): number | null {
  return toPercentFraction(value) === undefined ? null : Number(value);
}

/** The value divided by 100 as an exact decimal string (`"5.3"` → `"5.3e-2"`), or `undefined` when unreadable. */
function toPercentFraction(value: unknown): string | undefined {
  let text: string;
  // NaN and ±Infinity print as words, which the pattern refuses.
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string' && value.length <= MAX_INPUT_LENGTH) text = value.trim();
  else return undefined;
  const match = decimalPattern.exec(text);
  // Beyond a double's range the value cannot be meant: a dash, never "∞%".
  if (!match || !Number.isFinite(Number(text))) return undefined;
  const [, sign = '', digits = '', exponent = '0'] = match;
  return `${sign}${digits}e${Number(exponent) - 2}`;
}
