import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ApyRewardsMessagesInput } from '../../i18n/messages';
import { useApyRewardsLocale, useApyRewardsMessages } from '../../react/ApyRewardsProvider';
import { cx, libraryClass } from '../shared/classNames';
import { describeError } from '../shared/errorMessage';
import { useNow } from '../shared/useNow';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { SkeletonRows, VirtualFallback } from './bodyRows';
import type { CellContext } from './cells';
import { HeaderRow } from './HeaderRow';
import { Pagination } from './Pagination';
import { RowView } from './RowView';
import type {
  ApyTableColumn,
  ApyTableColumnId,
  ApyTableLayout,
  ApyTableRow,
  ApyTableSort,
  ApyTableSortColumn,
  ApyTableState,
} from './types';
import { useApyTableModel } from './useApyTableModel';

export { nextSort } from './columns';
export type * from './types';
export { DEFAULT_STALE_AFTER_MS } from './useApyTableModel';

/** Props of `ApyTable`; other props go to the root `div`. */
export interface ApyTableProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** One row per market (or per snapshot in a history view). Default `[]`. */
  rows?: readonly ApyTableRow[] | undefined;
  /** Built-in column ids and product columns, in order. Default every built-in column (trend only with `history`). */
  columns?: readonly (ApyTableColumnId | ApyTableColumn)[] | undefined;
  /** The product's page for a row's market: the market name becomes a link to it. Default none. */
  getRowHref?: ((row: ApyTableRow) => string | undefined) | undefined;
  /** Shows a skeleton while there are no rows, and `aria-busy` while true. Default false. */
  loading?: boolean | undefined;
  /** An error to report (any value; `ApyRewardsError`s get a readable message). Default none. */
  error?: unknown;
  /** Called by the error's "Try again" button; no button without it or when a retry cannot help. */
  onRetry?: (() => void) | undefined;
  /** Controlled sort; `null` keeps the given order. */
  sort?: ApyTableSort | null | undefined;
  /** Initial sort when uncontrolled. Default `null`: the given order. */
  defaultSort?: ApyTableSort | null | undefined;
  /** Called with the new sort when a header is activated. */
  onSortChange?: ((sort: ApyTableSort) => void) | undefined;
  /** The rows are one page of a larger set: shown as given, header clicks only call `onSortChange`. Default false. */
  manualSorting?: boolean | undefined;
  /** Columns whose headers sort. Default every column with a sort value. */
  sortableColumns?: readonly ApyTableSortColumn[] | undefined;
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
  /** Span of the trend, in hours before each market's newest snapshot. Default 24. */
  trendHours?: number | undefined;
  /** Reference time for "updated … ago". Default `Date.now()`, refreshed every minute. */
  now?: number | Date | undefined;
  /** Rows older than this are marked stale. Default 2 hours. */
  staleAfterMs?: number | undefined;
  /** `'absolute'` shows the date and time with the relative time as its title. Default `'relative'`. */
  timeDisplay?: 'relative' | 'absolute' | undefined;
  /** BCP 47 locale for numbers and times. Default: `ApyRewardsProvider`'s, else the runtime's. */
  locale?: string | undefined;
  /** Overrides of the text; wins over `ApyRewardsProvider`'s `messages`. */
  messages?: ApyRewardsMessagesInput | undefined;
  /** `'auto'` stacks the cells below a container width of 40rem; `'table'` / `'stacked'` force one. Default `'auto'`. */
  layout?: ApyTableLayout | undefined;
  /** Above this many rows only the visible window is rendered. Default 200. */
  virtualizeThreshold?: number | undefined;
  /** Title of the table (its accessible name). Default `messages.table.caption` ("Market APYs"). */
  caption?: ReactNode;
  /** Controls shown next to the title, e.g. a chain filter. */
  toolbar?: ReactNode;
  /** Shown when there is nothing to list. Default `messages.table.empty`. */
  emptyMessage?: ReactNode;
  /** Skeleton rows while loading. Default 5. */
  skeletonRows?: number | undefined;
  /** Drop the library class names (and decorative icons), keeping only `className` and the product's styles. */
  unstyled?: boolean | undefined;
}

/** Default of `virtualizeThreshold`. */
export const DEFAULT_VIRTUALIZE_THRESHOLD = 200;

// The virtualizer (@tanstack/react-virtual) is a chunk of its own, loaded by the first table that needs it.
const VirtualRows = lazy(() => import('./VirtualRows'));

const emptyRows: readonly ApyTableRow[] = [];

/**
 * Lending-market APYs, one row per market: token, chain, supply, total supply (with its reward part), borrow, trend
 * and freshness. Presentational, built on `useApyTableModel`; a wide table or stacked cells by container width.
 */
export function ApyTable({
  rows = emptyRows,
  columns,
  getRowHref,
  loading = false,
  error,
  onRetry,
  sort,
  defaultSort,
  onSortChange,
  manualSorting,
  sortableColumns,
  page = 0,
  pageCount = null,
  hasNextPage = false,
  onPageChange,
  tokenLabels,
  history,
  trendHours,
  now,
  staleAfterMs,
  timeDisplay = 'relative',
  locale: ownLocale,
  messages: ownMessages,
  layout = 'auto',
  virtualizeThreshold = DEFAULT_VIRTUALIZE_THRESHOLD,
  caption,
  toolbar,
  emptyMessage,
  skeletonRows = 5,
  unstyled,
  className,
  ...rest
}: ApyTableProps) {
  const id = useId();
  const titleId = `${id}title`;
  const hintId = `${id}hint`;
  const nowMs = useNow(now);
  const allMessages = useApyRewardsMessages(ownMessages);
  const text = allMessages.table;
  const locale = useApyRewardsLocale(ownLocale);
  const model = useApyTableModel({
    rows,
    columns,
    messages: text,
    locale,
    sort,
    defaultSort,
    onSortChange,
    manualSorting,
    sortableColumns,
    history,
    trendHours,
    nowMs,
    staleAfterMs,
    tokenLabels,
    getRowHref,
  });
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
  const context = useMemo<CellContext>(
    () => ({
      messages: text,
      unstyled,
      hintId,
      trendHours: model.trendHours,
      staleHours: model.staleHours,
      timeDisplay,
    }),
    [text, unstyled, hintId, model.trendHours, model.staleHours, timeDisplay],
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
  const described = describeError(error, allMessages.errors);

  let body: ReactNode;
  if (state === 'loading') {
    body = <SkeletonRows count={skeletonRows} columns={model.columns} unstyled={unstyled} />;
  } else if (rows.length === 0) {
    body = (
      <tr data-slot="empty-row">
        <td colSpan={model.columns.length} data-slot="empty" className={styled('ark-empty')}>
          {emptyMessage ?? text.empty}
        </td>
      </tr>
    );
  } else if (virtualize) {
    body = (
      <Suspense
        fallback={
          <VirtualFallback
            count={rows.length}
            columns={model.columns}
            unstyled={unstyled}
            onLoading={setChunkLoading}
          />
        }
      >
        <VirtualRows items={model.rows} columns={model.columns} context={context} scrollRef={scrollRef} />
      </Suspense>
    );
  } else {
    body = model.rows.map((item) => <RowView key={item.key} item={item} columns={model.columns} context={context} />);
  }

  return (
    <div
      data-slot="apy-table"
      {...rest}
      data-state={state}
      data-layout={layout}
      data-virtualized={virtualize || undefined}
      aria-busy={loading || (virtualize && chunkLoading) || undefined}
      className={cx(styled('ark-table'), className)}
    >
      <div data-slot="toolbar" className={styled('ark-table__bar')}>
        <div data-slot="title" id={titleId} className={styled('ark-table__title')}>
          {caption ?? text.caption}
        </div>
        {toolbar}
      </div>
      {hasError && (
        <div role="alert" data-slot="error" className={styled('ark-alert')}>
          <p data-slot="error-title" className={styled('ark-alert__title')}>
            {text.errorTitle}
          </p>
          <p data-slot="error-message" className={styled('ark-alert__text')}>
            {described.message}
          </p>
          {onRetry && described.canRetry && (
            <button type="button" data-slot="retry" className={styled('ark-button')} onClick={onRetry}>
              {allMessages.errors.retry}
            </button>
          )}
        </div>
      )}
      {state === 'loading' && (
        <div role="status" data-slot="status">
          <VisuallyHidden unstyled={unstyled}>{text.loading}</VisuallyHidden>
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
              <HeaderRow
                columns={model.columns}
                sort={model.sort}
                isSortable={model.isSortable}
                onSort={model.toggleSort}
                enabled={rows.length > 0}
                virtualized={virtualize}
                unstyled={unstyled}
              />
            </thead>
            <tbody data-slot="body">{body}</tbody>
          </table>
        </section>
      )}
      {showTable && rows.length > 0 && (
        // One description for every explorer link (`aria-describedby`), instead of hidden text in each of them.
        <span id={hintId} hidden>
          {text.explorerHint}
        </span>
      )}
      {onPageChange && (
        <Pagination
          page={page}
          pageCount={pageCount}
          hasNextPage={hasNextPage}
          onPageChange={onPageChange}
          messages={text}
          unstyled={unstyled}
        />
      )}
    </div>
  );
}
