import { isPlainDecimal } from '../core/wireFields';

/**
 * An APY string as a number for sorting and charts, read by the same rule the wire contract uses: a plain decimal
 * (`"5.30"`, `"-0.5"`); anything else (`"0x10"`, `"1e3"`, `" 1"`, `null`) is `null`, exactly what `formatApy` shows
 * as a dash. `"-0"` reads as `0`.
 */
export function parseApy(value: unknown): number | null {
  if (!isPlainDecimal(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number + 0 : null;
}
