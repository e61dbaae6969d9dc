import { ApyTable, type ApyTableColumn, type ApyTableRow } from 'apy-rewards-kit';

export function Markets({ rows, onSupply }: { rows: readonly ApyTableRow[]; onSupply: (ctoken: string) => void }) {
  const supply: ApyTableColumn = {
    id: 'supply',
    header: 'Action',
    align: 'end',
    cell: (row) => (
      <button type="button" onClick={() => onSupply(row.ctoken_address)}>
        Supply
      </button>
    ),
  };
  return <ApyTable rows={rows} columns={['token', 'totalSupplyApy', 'borrowApy', supply]} />;
}
