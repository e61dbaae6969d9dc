import { type ApyTableRow, chainLabel, shortenAddress } from 'apy-rewards-kit';

/** The market page of a table row: `/markets/<chain id>/<receipt token>`. */
export const marketHref = (row: ApyTableRow) => `/markets/${row.chain_id}/${row.ctoken_address}`;

/** The market page's title, from its path alone: "Market 0x2be7…b038 on Mode". */
export const marketTitle = (chainId: string, ctoken: string) =>
  `Market ${shortenAddress(ctoken)} on ${chainLabel(chainId)}`;
