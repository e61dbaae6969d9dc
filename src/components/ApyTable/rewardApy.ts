import { exactDifference } from './exactApy';

/**
 * The reward part of a market's supply APY, `totalSupplyApy − supplyApy`, in percent, computed exactly on
 * integers and returned in scientific notation (`"1232122745046609e-15"`), which `formatApy` reads exactly.
 * `null` when either value is missing or when the part would display as 0.00 % or less.
 */
export function rewardApy(
  totalSupplyApy: string | null | undefined,
  supplyApy: string | null | undefined,
): string | null {
  const exact = exactDifference(totalSupplyApy, supplyApy);
  if (!exact) return null;
  const { units: difference, scale } = exact;
  // Hidden below 0.005 %, which would display as "+0.00%".
  if (difference * 1000n < 5n * 10n ** BigInt(scale)) return null;
  return `${difference}e-${scale}`;
}
