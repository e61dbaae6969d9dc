interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function parseDecimal(value: string | null | undefined): ScaledDecimal | undefined {
  const match = decimalPattern.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const scale = fraction.length - Number(exponent);
  let units = BigInt(`${whole}${fraction}` || '0');
  if (sign === '-') units = -units;
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

function toDecimalString({ units, scale }: ScaledDecimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * The reward part of a market's supply APY, `totalSupplyApy − supplyApy`, as an exact decimal string in percent.
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
  // Hidden below 0.005 %, which would round to "+0.00%".
  if (difference * 1000n < 5n * 10n ** BigInt(scale)) return null;
  return toDecimalString({ units: difference, scale });
}
