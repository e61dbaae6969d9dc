import { compareDecimals, type Decimal, parseDecimal, subtractDecimals } from '../../core/decimal';

/** `a − b` computed exactly on integers; `undefined` unless both are plain decimal strings. */
export function exactDifference(a: string | null | undefined, b: string | null | undefined): Decimal | undefined {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return left && right && subtractDecimals(left, right);
}

/**
 * The exact order of two APY strings whose numbers tie: distinct decimals can round to one double (`"5.305"` and
 * `"5.3049999999999999"`) yet show different figures. 0 when equal or not both plain decimals.
 */
export function compareApyTie(a: string | null | undefined, b: string | null | undefined): number {
  if (a === b) return 0;
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return left && right ? compareDecimals(left, right) : 0;
}
