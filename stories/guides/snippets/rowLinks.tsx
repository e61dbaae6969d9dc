import { ApyTable, type ApyTableRow } from 'apy-rewards-kit';

const marketHref = (row: ApyTableRow) => `/markets/${row.chain_id}/${row.ctoken_address}`;

export function LinkedMarkets({ rows }: { rows: readonly ApyTableRow[] }) {
  return <ApyTable rows={rows} getRowHref={marketHref} />;
}
