import { memoized } from './memoized';

/** Options of `formatApy`. */
export interface FormatApyOptions {
  /** BCP 47 locale; default: the runtime's. */
  locale?: string | undefined;
  /** Default 2. */
  minimumFractionDigits?: number | undefined;
  /** Default 2. */
  maximumFractionDigits?: number | undefined;
  /** Passed to `Intl.NumberFormat`; default `'auto'`. */
  signDisplay?: Intl.NumberFormatOptions['signDisplay'] | undefined;
}

/** What `formatApy` shows for a missing or unreadable value. */
export const APY_PLACEHOLDER = '—';

const decimalPattern = /^([+-]?)(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?$/;

/**
 * Formats an APY stored in percent (`"5.301877254953391"` → `"5.30%"`), locale-aware. `null`, `undefined`, empty
 * and non-numeric values give `"—"`; it never throws.
 */
export function formatApy(value: string | number | null | undefined, options: FormatApyOptions = {}): string {
  const fraction = toPercentFraction(value);
  if (fraction === undefined) return APY_PLACEHOLDER;
  const { minimumFractionDigits = 2, maximumFractionDigits = 2 } = options;
  try {
    const formatter = percentFormatter(
      options.locale,
      Math.min(minimumFractionDigits, maximumFractionDigits),
      maximumFractionDigits,
      options.signDisplay,
    );
    // Intl reads a decimal string exactly (no binary float), so rounding is decimal half-expand.
    return formatter.format(fraction as unknown as number);
  } catch {
    return APY_PLACEHOLDER;
  }
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

/** The value divided by 100 as an exact decimal string (`"5.3"` → `"5.3e-2"`), or `undefined` when unreadable. */
function toPercentFraction(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  const match = decimalPattern.exec(text);
  if (!match) return undefined;
  const [, sign = '', digits = '', exponent = '0'] = match;
  return `${sign}${digits}e${Number(exponent) - 2}`;
}
