import { isPlainDecimal } from '../../core/wireFields';

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

/**
 * The reward part of a market's supply APY, `totalSupplyApy − supplyApy`, in percent, computed exactly on
 * integers and returned in scientific notation (`"1232122745046609e-15"`), which `formatApy` reads exactly.
 * `null` when either value is missing or when the part would display as 0.00 % or less.
 */
export function rewardApy(
  totalSupplyApy: string | null | undefined,
  supplyApy: string | null | undefined,
): string | null {
  const total = parseDecimal(totalSupplyApy);
  const supply = parseDecimal(supplyApy);
  if (!total || !supply) return null;
  const scale = Math.max(total.scale, supply.scale);
  const difference =
    total.units * 10n ** BigInt(scale - total.scale) - supply.units * 10n ** BigInt(scale - supply.scale);
  // Hidden below 0.005 %, which would display as "+0.00%".
  if (difference * 1000n < 5n * 10n ** BigInt(scale)) return null;
  return `${difference}e-${scale}`;
}
