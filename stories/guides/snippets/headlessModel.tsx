import { type ApyTableRow, defaultMessages, serviceNow, useApyTableModel } from 'apy-rewards-kit';

// `rows` and `history` as `useLatestAssetApys()` gives them: without `history` there is no trend.
export function MarketCards(props: {
  rows: readonly ApyTableRow[];
  history: ReadonlyMap<string, readonly ApyTableRow[]>;
}) {
  const { rows, history } = props;
  const model = useApyTableModel({
    rows,
    history,
    nowMs: serviceNow(),
    messages: defaultMessages.table,
    defaultSort: { column: 'totalSupplyApy', direction: 'descending' },
  });
  return model.rows.map((item) => (
    <article key={item.key}>
      {item.token} · {item.chain}: {item.totalSupplyApy} ({item.trend?.trend ?? 'no trend'})
    </article>
  ));
}
