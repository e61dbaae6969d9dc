import type { ApyTableRow } from '../../../src/index';

/** The market page of a table row: `/markets/<chain id>/<receipt token>`. */
export const marketHref = (row: ApyTableRow) => `/markets/${row.chain_id}/${row.ctoken_address}`;
