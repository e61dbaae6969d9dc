import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { chainById } from '../../core/chains';
import { toEpochMs } from '../../format/formatRelativeTime';
import { memoized } from '../../format/memoized';
import { useApyRewardsMessages } from '../../react/ApyRewardsProvider';
import { cx, libraryClass } from '../shared/classNames';
import { describeError } from '../shared/errorMessage';
import { useNow } from '../shared/useNow';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { ROW_HEIGHT_ESTIMATE, type RowContext, RowView, rowKey, SpacerRow, tokenLabel, toNumber } from './RowView';

/** The fields of an `asset-total-apy` row the table reads (`AssetApyRow` fits); APYs are percent decimal strings. */
export interface ApyTableRow {
  id?: number | undefined;
  created_at: string;
  chain_id: string;
  underlying_address: string;
  ctoken_address: string;
  totalSupplyApy: string | null;
  supplyApy: string | null;
  borrowApy: string | null;
}

/** Columns the table can sort by. */
export type ApyTableSortColumn = 'token' | 'chain' | 'supplyApy' | 'totalSupplyApy' | 'borrowApy' | 'updated';

/** Sort direction, named as in `aria-sort`. */
export type ApyTableSortDirection = 'ascending' | 'descending';

/** A column and a direction. */
export interface ApyTableSort {
  column: ApyTableSortColumn;
  direction: ApyTableSortDirection;
}

/** Values of the root's `data-state`. */
export type ApyTableState = 'loading' | 'error' | 'empty' | 'ready';

/** Props of `ApyTable`; other props go to the root `div`. */
export interface ApyTableProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** One row per market (or per snapshot in a history view). Default `[]`. */
  rows?: readonly ApyTableRow[] | undefined;
  /** Shows a skeleton while there are no rows, and `aria-busy` while true. Default false. */
  loading?: boolean | undefined;
  /** An error to report (any value; `ApyRewardsError`s get a readable message). Default none. */
  error?: unknown;
  /** Called by the error's "Try again" button; no button without it. */
  onRetry?: (() => void) | undefined;
  /** Controlled sort; `null` keeps the given order. */
  sort?: ApyTableSort | null | undefined;
  /** Initial sort when uncontrolled. Default `null`: the given order. */
  defaultSort?: ApyTableSort | null | undefined;
  /** Called with the new sort when a header is activated. */
  onSortChange?: ((sort: ApyTableSort) => void) | undefined;
  /** Zero-based current page. Default 0. */
  page?: number | undefined;
  /** Number of pages when known. Default unknown (`null`). */
  pageCount?: number | null | undefined;
  /** Whether a next page exists when `pageCount` is unknown. Default false. */
  hasNextPage?: boolean | undefined;
  /** Shows the pagination controls; called with the zero-based page to show. */
  onPageChange?: ((page: number) => void) | undefined;
  /** Display names by underlying-token address (any case); win over the built-in symbols. */
  tokenLabels?: Readonly<Record<string, string>> | undefined;
  /** Rows per market, oldest first, keyed by `assetKey(row)`; adds a trend column. */
  history?: ReadonlyMap<string, readonly ApyTableRow[]> | undefined;
  /** Reference time for "updated … ago". Default `Date.now()`, refreshed every minute. */
  now?: number | Date | undefined;
  /** Rows older than this are marked stale. Default 2 hours. */
  staleAfterMs?: number | undefined;
  /** BCP 47 locale for numbers and times. Default: the runtime's. */
  locale?: string | undefined;
  /** Above this many rows only the visible window is rendered. Default 200. */
  virtualizeThreshold?: number | undefined;
  /** Title of the table (its accessible name). Default "Market APYs". */
  caption?: ReactNode;
  /** Controls shown next to the title, e.g. a chain filter. */
  toolbar?: ReactNode;
  /** Shown when there is nothing to list. Default "No markets to show." */
  emptyMessage?: ReactNode;
  /** Skeleton rows while loading. Default 5. */
  skeletonRows?: number | undefined;
  /** Drop the library class names, keeping only `className` and the product's styles. Default false. */
  unstyled?: boolean | undefined;
}

/** Default of `staleAfterMs`: the table is refreshed hourly, so two hours means at least one missed snapshot. */
export const DEFAULT_STALE_AFTER_MS = 2 * 60 * 60 * 1000;
/** Default of `virtualizeThreshold`. */
export const DEFAULT_VIRTUALIZE_THRESHOLD = 200;

// The virtualizer (@tanstack/react-virtual) is a chunk of its own, loaded by the first table that needs it.
const VirtualRows = lazy(() => import('./VirtualRows'));

interface ColumnDefinition {
  id: ApyTableSortColumn | 'trend';
  label: string;
  numeric?: boolean;
}

const columns: readonly ColumnDefinition[] = [
  { id: 'token', label: 'Market' },
  { id: 'chain', label: 'Chain' },
  { id: 'supplyApy', label: 'Supply APY', numeric: true },
  { id: 'totalSupplyApy', label: 'Total supply APY', numeric: true },
  { id: 'borrowApy', label: 'Borrow APY', numeric: true },
  { id: 'trend', label: 'Trend' },
  { id: 'updated', label: 'Updated', numeric: true },
];

function sortValue(row: ApyTableRow, column: ApyTableSortColumn, labels: RowContext['labels']) {
  if (column === 'token') return tokenLabel(row, labels) ?? row.underlying_address.toLowerCase();
  if (column === 'chain') return chainById(row.chain_id)?.label ?? row.chain_id;
  if (column !== 'updated') return toNumber(row[column]);
  const updated = toEpochMs(row.created_at);
  return Number.isFinite(updated) ? updated : null;
}

// Only the sorted column's values are computed, once per row, and only while a sort is active.
function sortRows(
  rows: readonly ApyTableRow[],
  sort: ApyTableSort | null,
  locale: string | undefined,
  labels: RowContext['labels'],
): readonly ApyTableRow[] {
  if (!sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return rows
    .map((row) => ({ row, value: sortValue(row, sort.column, labels) }))
    .sort(({ value: left }, { value: right }) => {
      // Missing values go last in both directions.
      if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
      if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign;
      return collator.compare(String(left), String(right)) * sign;
    })
    .map(({ row }) => row);
}

/** The next sort after activating a column header: toggles the active column, else starts high-to-low for numbers. */
export function nextSort(current: ApyTableSort | null, column: ApyTableSortColumn): ApyTableSort {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  const numeric = columns.find((definition) => definition.id === column)?.numeric;
  return { column, direction: numeric ? 'descending' : 'ascending' };
}

/**
 * Lending-market APYs, one row per market: token, chain, supply, total supply (with its reward part), borrow, trend
 * and freshness. Presentational: pass rows, loading and error; sorting is numeric and client-side.
 */
export function ApyTable({
  rows = emptyRows,
  loading = false,
  error,
  onRetry,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  page = 0,
  pageCount = null,
  hasNextPage = false,
  onPageChange,
  tokenLabels,
  history,
  now,
  staleAfterMs = DEFAULT_STALE_AFTER_MS,
  locale,
  virtualizeThreshold = DEFAULT_VIRTUALIZE_THRESHOLD,
  caption = 'Market APYs',
  toolbar,
  emptyMessage = 'No markets to show.',
  skeletonRows = 5,
  unstyled,
  className,
  ...rest
}: ApyTableProps) {
  const id = useId();
  const titleId = `${id}title`;
  const hintId = `${id}hint`;
  const nowMs = useNow(now);
  const [uncontrolledSort, setUncontrolledSort] = useState<ApyTableSort | null>(defaultSort);
  const sort = controlledSort !== undefined ? controlledSort : uncontrolledSort;
  const hasError = error !== undefined && error !== null && error !== false;
  // True while the virtualized body's chunk loads (its fallback reports it), for `aria-busy`.
  const [chunkLoading, setChunkLoading] = useState(false);
  // True when the table is wider than its container: only then is the market column sticky (a cost on every row).
  const [scrollsSideways, setScrollsSideways] = useState(false);
  const scrollRef = useRef<HTMLElement | null>(null);
  const observeScroll = useCallback((node: HTMLElement | null) => {
    scrollRef.current = node;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrollsSideways(node.scrollWidth > node.clientWidth));
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => {
      observer.disconnect();
      scrollRef.current = null;
    };
  }, []);

  const labels = useMemo(
    () =>
      tokenLabels && Object.fromEntries(Object.entries(tokenLabels).map(([key, label]) => [key.toLowerCase(), label])),
    [tokenLabels],
  );
  const sortedRows = useMemo(() => sortRows(rows, sort, locale, labels), [rows, sort, locale, labels]);
  const visibleColumns = history ? columns : columns.filter((column) => column.id !== 'trend');
  const context = useMemo<RowContext>(
    () => ({ nowMs, staleAfterMs, locale, unstyled, labels, history, hintId, dates: dateFormatter(locale) }),
    [nowMs, staleAfterMs, locale, unstyled, labels, history, hintId],
  );

  const changeSort = useCallback(
    (column: ApyTableSortColumn) => {
      const next = nextSort(sort, column);
      if (controlledSort === undefined) setUncontrolledSort(next);
      onSortChange?.(next);
    },
    [sort, controlledSort, onSortChange],
  );

  const virtualize = rows.length > virtualizeThreshold;
  const state: ApyTableState = hasError
    ? 'error'
    : rows.length === 0 && loading
      ? 'loading'
      : rows.length === 0
        ? 'empty'
        : 'ready';
  const showTable = !(hasError && rows.length === 0);
  const styled = (name: string) => libraryClass(unstyled, name);
  const errorText = useApyRewardsMessages().errors;
  const described = describeError(error, errorText);

  let body: ReactNode;
  if (state === 'loading') {
    body = <SkeletonRows count={skeletonRows} columns={visibleColumns.length} unstyled={unstyled} />;
  } else if (rows.length === 0) {
    body = (
      <tr data-slot="empty-row">
        <td colSpan={visibleColumns.length} data-slot="empty" className={styled('ark-empty')}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else if (virtualize) {
    body = (
      <Suspense
        fallback={
          <VirtualFallback
            count={rows.length}
            columns={visibleColumns.length}
            unstyled={unstyled}
            onLoading={setChunkLoading}
          />
        }
      >
        <VirtualRows rows={sortedRows} context={context} columns={visibleColumns.length} scrollRef={scrollRef} />
      </Suspense>
    );
  } else {
    body = sortedRows.map((row) => <RowView key={rowKey(row)} row={row} context={context} />);
  }

  return (
    <div
      data-slot="apy-table"
      {...rest}
      data-state={state}
      data-virtualized={virtualize || undefined}
      aria-busy={loading || (virtualize && chunkLoading) || undefined}
      className={cx(styled('ark-table'), className)}
    >
      <div data-slot="toolbar" className={styled('ark-table__bar')}>
        <div data-slot="title" id={titleId} className={styled('ark-table__title')}>
          {caption}
        </div>
        {toolbar}
      </div>
      {hasError && (
        <div role="alert" data-slot="error" className={styled('ark-alert')}>
          <p data-slot="error-title" className={styled('ark-alert__title')}>
            Couldn’t load market APYs
          </p>
          <p data-slot="error-message" className={styled('ark-alert__text')}>
            {described.message}
          </p>
          {onRetry && described.canRetry && (
            <button type="button" data-slot="retry" className={styled('ark-button')} onClick={onRetry}>
              {errorText.retry}
            </button>
          )}
        </div>
      )}
      {state === 'loading' && (
        <div role="status" data-slot="status">
          <VisuallyHidden unstyled={unstyled}>Loading market APYs…</VisuallyHidden>
        </div>
      )}
      {showTable && (
        <section
          ref={observeScroll}
          aria-labelledby={titleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          data-slot="scroll"
          data-scroll-x={scrollsSideways || undefined}
          className={styled('ark-table__scroll')}
        >
          <table
            aria-labelledby={titleId}
            aria-rowcount={virtualize ? rows.length + 1 : undefined}
            data-slot="table"
            className={styled('ark-table__table')}
          >
            <thead data-slot="header" className={styled('ark-table__head')}>
              <tr data-slot="header-row" aria-rowindex={virtualize ? 1 : undefined}>
                {visibleColumns.map((column) => (
                  <HeaderCell
                    key={column.id}
                    column={column}
                    sort={sort}
                    onSort={changeSort}
                    sortable={rows.length > 0}
                    unstyled={unstyled}
                  />
                ))}
              </tr>
            </thead>
            <tbody data-slot="body">{body}</tbody>
          </table>
        </section>
      )}
      {showTable && rows.length > 0 && (
        // One description for every explorer link (`aria-describedby`), instead of hidden text in each of them.
        <span id={hintId} hidden>
          Opens the block explorer in a new tab
        </span>
      )}
      {onPageChange && (
        <Pagination
          page={page}
          pageCount={pageCount}
          hasNextPage={hasNextPage}
          onPageChange={onPageChange}
          unstyled={unstyled}
        />
      )}
    </div>
  );
}

const emptyRows: readonly ApyTableRow[] = [];

function dateFormatter(locale: string | undefined): Intl.DateTimeFormat {
  return memoized(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
}

function SkeletonRows({
  count,
  columns: columnCount,
  unstyled,
  height,
}: {
  count: number;
  columns: number;
  unstyled: boolean | undefined;
  height?: number;
}) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a skeleton row holds nothing focusable; the status line announces loading
    <tr
      // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
      key={index}
      aria-hidden="true"
      data-slot="skeleton-row"
      className={libraryClass(unstyled, 'ark-row')}
      style={height ? { height } : undefined}
    >
      {Array.from({ length: columnCount }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cells have no identity
        <td key={column} data-slot="cell" className={libraryClass(unstyled, 'ark-cell')}>
          <span data-slot="skeleton" className={libraryClass(unstyled, 'ark-skeleton')} />
        </td>
      ))}
    </tr>
  ));
}

/**
 * Shown while the virtualized body's chunk loads: skeleton rows as tall as real ones plus a spacer for the rest, so
 * the scroll height is already the final one and nothing jumps. Reports itself for the table's `aria-busy`.
 */
function VirtualFallback({
  count,
  columns: columnCount,
  unstyled,
  onLoading,
}: {
  count: number;
  columns: number;
  unstyled: boolean | undefined;
  onLoading: (loading: boolean) => void;
}) {
  useLayoutEffect(() => {
    onLoading(true);
    return () => onLoading(false);
  }, [onLoading]);
  const shown = Math.min(count, 8);
  return (
    <>
      <SkeletonRows count={shown} columns={columnCount} unstyled={unstyled} height={ROW_HEIGHT_ESTIMATE} />
      <SpacerRow height={(count - shown) * ROW_HEIGHT_ESTIMATE} columns={columnCount} />
    </>
  );
}

interface HeaderCellProps {
  column: ColumnDefinition;
  sort: ApyTableSort | null;
  onSort: (column: ApyTableSortColumn) => void;
  sortable: boolean;
  unstyled: boolean | undefined;
}

function HeaderCell({ column, sort, onSort, sortable, unstyled }: HeaderCellProps) {
  const id = column.id;
  const direction = sort?.column === id ? sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction}
      data-slot="column-header"
      data-column={id}
      data-numeric={column.numeric}
      className={libraryClass(unstyled, 'ark-th')}
    >
      {sortable && id !== 'trend' ? (
        <button
          type="button"
          data-slot="sort-button"
          data-direction={direction ?? 'none'}
          className={libraryClass(unstyled, 'ark-sort')}
          onClick={() => onSort(id)}
        >
          {column.label}
          <SortIcon direction={direction} />
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

function SortIcon({ direction }: { direction: ApyTableSortDirection | undefined }) {
  return (
    <svg aria-hidden="true" width="8" height="12" viewBox="0 0 8 12" data-slot="sort-icon">
      <path d="M4 1 7 5H1z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M4 11 1 7h6z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  );
}

interface PaginationProps {
  page: number;
  pageCount: number | null;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  unstyled: boolean | undefined;
}

function Pagination({ page, pageCount, hasNextPage, onPageChange, unstyled }: PaginationProps) {
  const canGoBack = page > 0;
  const canGoForward = pageCount !== null ? page + 1 < pageCount : hasNextPage;
  const buttonClass = libraryClass(unstyled, 'ark-button');
  return (
    <nav aria-label="Table pages" data-slot="pagination" className={libraryClass(unstyled, 'ark-pager')}>
      <button
        type="button"
        data-slot="previous-page"
        className={buttonClass}
        disabled={!canGoBack}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <span data-slot="page-info" aria-live="polite">
        {pageCount !== null ? `Page ${page + 1} of ${Math.max(pageCount, 1)}` : `Page ${page + 1}`}
      </span>
      <button
        type="button"
        data-slot="next-page"
        className={buttonClass}
        disabled={!canGoForward}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
