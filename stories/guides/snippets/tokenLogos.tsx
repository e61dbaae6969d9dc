import { ApyTable, type ApyTableRow } from 'apy-rewards-kit';

const tokenIcon = (row: ApyTableRow) => <img src={`/tokens/${row.underlying_address}.svg`} alt="" />;

export function MarketsWithLogos({ rows }: { rows: readonly ApyTableRow[] }) {
  return <ApyTable rows={rows} tokenIcon={tokenIcon} />;
}
