import { isPlainDecimal } from '../../core/wireFields';
import { formatApy } from '../../format/formatApy';

/**
 * A point's value as the tooltip, the announcement and the points table say it: what is no plain decimal (the wire
 * contract) is missing there too, as in the plot and the stats, never what `formatApy` would read into it.
 */
export function formatPointValue(value: string | null, locale: string | undefined): string {
  return formatApy(isPlainDecimal(value) ? value : null, { locale });
}
