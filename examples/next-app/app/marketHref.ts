import type { ApyTableRow } from 'apy-rewards-kit';

/** This app's page for one market: `/market/<chain id>/<receipt token address>`. */
export function marketHref(row: Pick<ApyTableRow, 'chain_id' | 'ctoken_address'>): string {
  return `/market/${row.chain_id}/${row.ctoken_address}`;
}
