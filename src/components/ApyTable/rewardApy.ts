interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** A decimal string as `units × 10^-scale` with `scale ≥ 0`, exactly; `undefined` when it is not a number. */
function parseDecimal(value: string | null | undefined): ScaledDecimal | undefined {
  const match = decimalPattern.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const units = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
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
