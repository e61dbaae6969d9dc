import { isPlainDecimal } from './wireFields';

/** An exact decimal: `units × 10^-scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** Fraction digits of a mean: exact division rarely ends, so it stops here, rounded half to even. */
export const MEAN_FRACTION_DIGITS = 18;

/** A plain decimal string (the wire contract) as an exact `Decimal`; `undefined` for anything else. */
export function parseDecimal(value: string | null | undefined): Decimal | undefined {
  if (!isPlainDecimal(value)) return undefined;
  const [whole = '', fraction = ''] = value.split('.');
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** `a + b`, exactly. */
export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

/** `a − b`, exactly. */
export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  return addDecimals(a, { units: -b.units, scale: b.scale });
}

/** The sign of `a − b`. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const difference = subtractDecimals(a, b).units;
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}

/** `sum / count` to `MEAN_FRACTION_DIGITS` fraction digits, rounded half to even. */
export function divideDecimal(sum: Decimal, count: number): Decimal {
  const scale = MEAN_FRACTION_DIGITS;
  // sum × 10^scale / count = units / (10^sum.scale × count)
  const numerator = sum.units * 10n ** BigInt(scale);
  const denominator = 10n ** BigInt(sum.scale) * BigInt(count);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twiceRemainder = (magnitude % denominator) * 2n;
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale };
}
