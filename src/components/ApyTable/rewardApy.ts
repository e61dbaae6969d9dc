import { formatUnits, parseUnits } from 'viem';

// Fixed point with more fraction digits than any APY the service sends, so the difference is exact.
const DIGITS = 40;
// Parts below 0.005 % would display as "+0.00%".
const SMALLEST_SHOWN = 5n * 10n ** BigInt(DIGITS - 3);

function toFixedPoint(value: string | null | undefined): bigint | undefined {
  const text = value?.trim();
  if (!text || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  return parseUnits(text.replace(/^\+/, ''), DIGITS);
}

/**
 * The reward part of a market's supply APY, `totalSupplyApy − supplyApy`, as an exact decimal string in percent.
 * `null` when either value is missing or not a plain decimal, or when the part would display as 0.00 % or less.
 */
export function rewardApy(
  totalSupplyApy: string | null | undefined,
  supplyApy: string | null | undefined,
): string | null {
  const total = toFixedPoint(totalSupplyApy);
  const supply = toFixedPoint(supplyApy);
  if (total === undefined || supply === undefined || total - supply < SMALLEST_SHOWN) return null;
  return formatUnits(total - supply, DIGITS);
}
