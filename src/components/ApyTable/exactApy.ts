import { isPlainDecimal } from '../../core/wireFields';

/** `units × 10^-scale`. */
interface ScaledDecimal {
  units: bigint;
  scale: number;
}

/**
 * A plain decimal string (the wire contract: no exponent, at most 64 characters) as `units × 10^-scale`, exactly;
 * `undefined` for anything else. The bounded form keeps the integers small whatever the input.
 */
function parseDecimal(value: string | null | undefined): ScaledDecimal | undefined {
  if (!isPlainDecimal(value)) return undefined;
  const [whole = '', fraction = ''] = value.split('.');
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

/** `a − b` computed exactly on integers; `undefined` unless both are plain decimal strings. */
export function exactDifference(a: string | null | undefined, b: string | null | undefined): ScaledDecimal | undefined {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (!left || !right) return undefined;
  const scale = Math.max(left.scale, right.scale);
  return {
    units: left.units * 10n ** BigInt(scale - left.scale) - right.units * 10n ** BigInt(scale - right.scale),
    scale,
  };
}

/**
 * The exact order of two APY strings whose numbers tie: distinct decimals can round to one double (`"5.305"` and
 * `"5.3049999999999999"`) yet show different figures. 0 when equal or not both plain decimals.
 */
export function compareApyTie(a: string | null | undefined, b: string | null | undefined): number {
  if (a === b) return 0;
  const units = exactDifference(a, b)?.units ?? 0n;
  return units > 0n ? 1 : units < 0n ? -1 : 0;
}
