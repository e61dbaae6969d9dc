// Loaded with `React.lazy` only when an `AssetApyTable` shows its history view: the latest view is the first paint,
// so the paged read and its pager stay out of an app's first load.
import { useLayoutEffect, useState } from 'react';
import { type AssetApyColumn, newestFirst } from '../../core/assetApys';
import type { OrderBy } from '../../core/postgrest';
import { useApyRewardsConfig } from '../../react/ApyRewardsProvider';
import { useAssetApys } from '../../react/useAssetApys';
import type { ChainFilterValue } from '../ChainFilter/ChainFilter';
import type { ConnectedQueryOptions } from '../shared/queryOptions';
import { useHeldError } from '../shared/useHeldError';
import { useHydrated } from '../shared/useHydrated';
import { ApyTable, type ApyTableProps, type ApyTableSort } from './ApyTable';
import { historySortOf, serviceSortable } from './historyTable';
import type { ApyTableRow } from './types';

/** What `AssetApyTable` hands its history view: the table props it was given, its chain and its read options. */
export interface AssetApyHistoryProps extends ApyTableProps {
  chain: ChainFilterValue;
  pageSize: number | undefined;
  query: ConnectedQueryOptions | undefined;
  /** The history view's own title, from the messages. */
  historyCaption: string;
  /** Told the rows shown, so the chain filter above offers the chains in the data. */
  onRowsShown: (rows: readonly ApyTableRow[] | undefined) => void;
}

/** The history view's ascending order: `created_at`, ties broken by `id` (descending is `newestFirst`). */
const oldestFirst: readonly OrderBy<AssetApyColumn>[] = [
  { column: 'created_at', ascending: true },
  { column: 'id', ascending: true },
];

/** Every snapshot, newest first, paged by the service; the order follows the `updated` column. */
export default function AssetApyHistory({
  chain,
  pageSize,
  query,
  historyCaption,
  onRowsShown,
  defaultSort,
  ...tableProps
}: AssetApyHistoryProps) {
  // The service orders the history by time only (APYs are text there): a sort or default sort on `updated` holds.
  const [ownHistorySort, setHistorySort] = useState<ApyTableSort>(() => historySortOf(defaultSort));
  const historySort = tableProps.sort?.column === 'updated' ? tableProps.sort : ownHistorySort;
  // The page belongs to one chain, page size and order: one changed from outside (a controlled prop) starts at 0.
  const pagingKey = `${chain}:${pageSize}:${historySort.direction}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 0 });
  if (paging.key !== pagingKey) setPaging({ key: pagingKey, page: 0 });
  const page = paging.key === pagingKey ? paging.page : 0;
  const setPage = (next: (asked: number) => number) =>
    setPaging((current) => ({ key: pagingKey, page: next(current.key === pagingKey ? current.page : 0) }));
  const history = useAssetApys({
    chainId: chain === 'all' ? undefined : chain,
    order: historySort.direction === 'descending' ? newestFirst : oldestFirst,
    page,
    pageSize,
    query,
  });
  // Before paint, so the filter never shows without the chains of the rows on screen.
  useLayoutEffect(() => onRowsShown(history.rows), [onRowsShown, history.rows]);
  const { apyUrl } = useApyRewardsConfig('AssetApyTable');
  const error = useHeldError(history, `${apyUrl}|${pagingKey}:${page}`);
  const shownPage = history.rowsPage ?? page;
  // Stale prefetched data starts a read as the page hydrates; the server's markup was not busy, so neither is the
  // hydrating render (a mismatch React would not patch), and the read shows from the next one.
  const hydrated = useHydrated();
  return (
    <ApyTable
      {...tableProps}
      // A read paused while offline is still under way: the table is busy and its "Try again" inert.
      loading={history.isPending || (hydrated && (history.isFetching || history.isPaused))}
      // Held while a retry or refetch runs: the alert stays mounted, its "Try again" inert (`loading` with `error`).
      error={error}
      onRetry={() => void history.refetch()}
      caption={tableProps.caption ?? historyCaption}
      rows={history.rows}
      filterKey={chain}
      manualSorting
      sortableColumns={serviceSortable}
      sort={historySort}
      onSortChange={(next) => {
        setPage(() => 0);
        setHistorySort(next);
        tableProps.onSortChange?.(next);
      }}
      timeDisplay={tableProps.timeDisplay ?? 'absolute'}
      // A snapshot of an earlier hour is history, not a market whose data stopped arriving.
      staleAfterMs={tableProps.staleAfterMs ?? Infinity}
      // The label names the rows on screen (the previous page stands in while the next loads); a click moves from
      // the page asked for, so quick clicks add up.
      page={shownPage}
      pageCount={history.pageCount}
      hasNextPage={history.hasNextPage}
      onPageChange={(next) => setPage((asked) => Math.max(0, asked + next - shownPage))}
    />
  );
}
