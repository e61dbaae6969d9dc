import { formatUnits } from 'viem';
import type { Decimal } from './decimal';

/**
 * The canonical plain decimal string: no trailing fraction zeros, no `-0`. viem's `formatUnits` writes exactly that;
 * it sits apart from `decimal.ts` so the readers that never print a decimal do not import viem for it.
 */
export function formatDecimal(value: Decimal): string {
  return formatUnits(value.units, value.scale);
}
