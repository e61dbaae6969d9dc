import { formatUnits } from 'viem';
import { InvalidParameterError } from '../core/errors';

/** Options of `formatWei`. */
export interface FormatWeiOptions {
  /** Token decimals. Default 18. */
  decimals?: number | undefined;
  /** Short view with K/M/B/T suffixes (`"1.23K"`). Default false: the exact value, every digit kept. */
  compact?: boolean | undefined;
  /** BCP 47 locale for separators; default: the runtime's. */
  locale?: string | undefined;
  /** Cut the fraction to this many digits (truncated, never rounded up). Default: all digits, or 2 when compact. */
  maximumFractionDigits?: number | undefined;
}

const integerPattern = /^-?\d+$/;
const compactSuffixes = ['', 'K', 'M', 'B', 'T'] as const;
// Intl.NumberFormat accepts at most 100 fraction digits.
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
 * `compact` gives `"1.23K"`, `"4.56M"`, `"1.2B"`. Scaling is done on bigint and decimal strings, never on `Number`.
 * Throws `InvalidParameterError` for non-integer input or bad options.
 */
export function formatWei(wei: bigint | string, options: FormatWeiOptions = {}): string {
  const value = parseWei(wei);
  const { decimals = 18, compact = false, locale } = options;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > maxDecimals) {
    throw new InvalidParameterError(`decimals must be an integer from 0 to ${maxDecimals}, got ${String(decimals)}.`);
  }
  const maximumFractionDigits = options.maximumFractionDigits ?? (compact ? 2 : decimals);
  if (!Number.isInteger(maximumFractionDigits) || maximumFractionDigits < 0 || maximumFractionDigits > maxDecimals) {
    throw new InvalidParameterError(`maximumFractionDigits must be an integer from 0 to ${maxDecimals}.`);
  }
  const formatter = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits,
    roundingMode: 'trunc',
  });
  // Intl formats decimal strings exactly; the cast is only because lib.dom types `format` as number | bigint.
  const format = (decimal: string) => formatter.format(decimal as unknown as number);
  if (!compact) return format(formatUnits(value, decimals));

  const magnitude = value < 0n ? -value : value;
  const integerDigits = (magnitude / 10n ** BigInt(decimals)).toString().length;
  const tier =
    magnitude >= 1000n * 10n ** BigInt(decimals)
      ? Math.min(compactSuffixes.length - 1, Math.floor((integerDigits - 1) / 3))
      : 0;
  const hiddenDigits = decimals - maximumFractionDigits;
  if (tier === 0 && value !== 0n && hiddenDigits > 0 && magnitude < 10n ** BigInt(hiddenDigits)) {
    // Truncation would print 0 for a non-zero amount: show the bound instead.
    const smallest = format(`1e-${maximumFractionDigits}`);
    return value > 0n ? `<${smallest}` : `>-${smallest}`;
  }
  return `${format(formatUnits(value, decimals + tier * 3))}${compactSuffixes[tier] ?? ''}`;
}
