import { ApyTable } from './ApyTable';
import type { ApyTableProps } from './ApyTableProps';
import type { AssetApyHistoryProps } from './AssetApyHistory';
import type { ApyTableSort } from './types';

const newestSort: ApyTableSort = { column: 'updated', direction: 'descending' };

// The service orders `created_at` truly (a timestamp); its APY columns are text, so only `updated` sorts a page.
export const serviceSortable = ['updated'] as const;

/** The history view's first order: a default sort on `updated` holds, any other is newest first. */
export function historySortOf(defaultSort: ApyTableSort | null | undefined): ApyTableSort {
  return defaultSort?.column === 'updated' ? defaultSort : newestSort;
}

const noPageChange = () => {};

/**
 * The history view while its chunk loads: the markup its first render has before any row arrives (skeleton rows,
 * the pager on page 1), so nothing moves when it takes over.
 */
export function HistoryFallback({
  historyCaption,
  failed,
  ...tableProps
}: ApyTableProps & { historyCaption: string; failed?: boolean }) {
  return (
    <ApyTable
      {...tableProps}
      loading={!failed}
      error={failed || undefined}
      caption={tableProps.caption ?? historyCaption}
      rows={undefined}
      manualSorting
      sortableColumns={serviceSortable}
      sort={tableProps.sort?.column === 'updated' ? tableProps.sort : historySortOf(tableProps.defaultSort)}
      timeDisplay={tableProps.timeDisplay ?? 'absolute'}
      staleAfterMs={tableProps.staleAfterMs ?? Infinity}
      page={0}
      pageCount={null}
      hasNextPage={false}
      onPageChange={noPageChange}
    />
  );
}

/** The history view where its chunk cannot load (offline, a redeploy): the same table, in its error state. */
export function HistoryUnavailable({ chain, pageSize, query, onRowsShown, ...tableProps }: AssetApyHistoryProps) {
  return <HistoryFallback {...tableProps} failed />;
}
