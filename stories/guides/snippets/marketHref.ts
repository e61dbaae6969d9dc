import type { ApyTableRow } from 'apy-rewards-kit';

/** The market page of a table row: `/markets/<chain id>/<receipt token>`. */
export const marketHref = (row: ApyTableRow) => `/markets/${row.chain_id}/${row.ctoken_address}`;
