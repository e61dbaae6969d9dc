import { useVirtualizer } from '@tanstack/react-virtual';
import { type ComponentProps, memo, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { chainById, explorerAddressUrl } from '../../core/chains';
import { assetKey } from '../../core/latest';
import { APY_PLACEHOLDER, formatApy } from '../../format/formatApy';
import { formatRelativeTime, toEpochMs } from '../../format/formatRelativeTime';
import { shortenAddress } from '../../format/shortenAddress';
import { cx, libraryClass } from '../shared/classNames';
import { errorMessage } from '../shared/errorMessage';
import { useNow } from '../shared/useNow';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { rewardApy } from './rewardApy';
import { Sparkline } from './Sparkline';
import { knownTokenSymbol } from './tokenSymbols';

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

const rowHeightEstimate = 61;

const numericColumns = new Set<ApyTableSortColumn>(['supplyApy', 'totalSupplyApy', 'borrowApy', 'updated']);

interface ColumnDefinition {
  id: ApyTableSortColumn | 'trend';
  label: string;
  numeric: boolean;
}

const columns: readonly ColumnDefinition[] = [
  { id: 'token', label: 'Market', numeric: false },
  { id: 'chain', label: 'Chain', numeric: false },
  { id: 'supplyApy', label: 'Supply APY', numeric: true },
  { id: 'totalSupplyApy', label: 'Total supply APY', numeric: true },
  { id: 'borrowApy', label: 'Borrow APY', numeric: true },
  { id: 'trend', label: 'Trend', numeric: false },
  { id: 'updated', label: 'Updated', numeric: true },
];

interface PreparedRow {
  key: string;
  assetKey: string;
  row: ApyTableRow;
  tokenLabel: string | undefined;
  explorerUrl: string | undefined;
  chainName: string;
  chainLabel: string;
  sortValues: Record<ApyTableSortColumn, number | string | null>;
}

function toNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function safeExplorerUrl(chainId: string, address: string): string | undefined {
  try {
    return explorerAddressUrl(chainId, address);
  } catch {
    return undefined;
  }
}

function prepareRow(row: ApyTableRow, tokenLabels: Readonly<Record<string, string>> | undefined): PreparedRow {
  const address = row.underlying_address.toLowerCase();
  const chain = chainById(row.chain_id);
  const tokenLabel = lowercaseKeys(tokenLabels)?.[address] ?? knownTokenSymbol(row.chain_id, address);
  const key = assetKey(row);
  const updated = toEpochMs(row.created_at);
  return {
    key: row.id === undefined ? `${key}@${row.created_at}` : String(row.id),
    assetKey: key,
    row,
    tokenLabel,
    explorerUrl: safeExplorerUrl(row.chain_id, address),
    chainName: chain?.name ?? `chain-${row.chain_id}`,
    chainLabel: chain?.label ?? `Chain ${row.chain_id}`,
    sortValues: {
      token: tokenLabel ?? address,
      chain: chain?.label ?? row.chain_id,
      supplyApy: toNumber(row.supplyApy),
      totalSupplyApy: toNumber(row.totalSupplyApy),
      borrowApy: toNumber(row.borrowApy),
      updated: Number.isFinite(updated) ? updated : null,
    },
  };
}

const lowercased = new WeakMap<object, Record<string, string>>();

function lowercaseKeys(labels: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  if (!labels) return undefined;
  let result = lowercased.get(labels);
  if (!result) {
    result = Object.fromEntries(Object.entries(labels).map(([address, label]) => [address.toLowerCase(), label]));
    lowercased.set(labels, result);
  }
  return result;
}

function sortRows(rows: PreparedRow[], sort: ApyTableSort | null, locale: string | undefined): PreparedRow[] {
  if (!sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const left = a.sortValues[sort.column];
    const right = b.sortValues[sort.column];
    // Missing values go last in both directions.
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign;
    return collator.compare(String(left), String(right)) * sign;
  });
}

/** The next sort after activating a column header: toggles the active column, else starts high-to-low for numbers. */
export function nextSort(current: ApyTableSort | null, column: ApyTableSortColumn): ApyTableSort {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: numericColumns.has(column) ? 'descending' : 'ascending' };
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
  const titleId = useId();
  const nowMs = useNow(now);
  const [uncontrolledSort, setUncontrolledSort] = useState<ApyTableSort | null>(defaultSort);
  const sort = controlledSort !== undefined ? controlledSort : uncontrolledSort;
  const hasError = error !== undefined && error !== null && error !== false;

  const prepared = useMemo(() => rows.map((row) => prepareRow(row, tokenLabels)), [rows, tokenLabels]);
  const sortedRows = useMemo(() => sortRows(prepared, sort, locale), [prepared, sort, locale]);
  const showTrend = history !== undefined;
  const visibleColumns = showTrend ? columns : columns.filter((column) => column.id !== 'trend');

  const changeSort = useCallback(
    (column: ApyTableSortColumn) => {
      const next = nextSort(sort, column);
      if (controlledSort === undefined) setUncontrolledSort(next);
      onSortChange?.(next);
    },
    [sort, controlledSort, onSortChange],
  );

  const scrollRef = useRef<HTMLElement>(null);
  const virtualize = sortedRows.length > virtualizeThreshold;
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeightEstimate,
    // Without layout (jsdom, hidden containers) rows measure 0, which would pull every row into the window.
    measureElement: (element) => element.getBoundingClientRect().height || rowHeightEstimate,
    overscan: 8,
    enabled: virtualize,
    useFlushSync: false,
    getItemKey: (index) => sortedRows[index]?.key ?? index,
    // A first window before layout is measured (and for server rendering).
    initialRect: { width: 0, height: 480 },
  });

  const state: ApyTableState = hasError
    ? 'error'
    : rows.length === 0 && loading
      ? 'loading'
      : rows.length === 0
        ? 'empty'
        : 'ready';
  const showTable = !(hasError && rows.length === 0);
  const styled = (name: string) => libraryClass(unstyled, name);

  const rowProps = { nowMs, staleAfterMs, locale, unstyled, showTrend, dateFormatter: dateFormatter(locale) };
  let body: ReactNode;
  if (state === 'loading') {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a skeleton row holds nothing focusable; the status line announces loading
      <tr
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
        key={index}
        aria-hidden="true"
        data-slot="skeleton-row"
        className={styled('ark-row')}
      >
        {visibleColumns.map((column) => (
          <td key={column.id} data-slot="cell" data-column={column.id} className={styled('ark-cell')}>
            <span data-slot="skeleton" className={styled('ark-skeleton')} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr data-slot="empty-row">
        <td colSpan={visibleColumns.length} data-slot="empty" className={styled('ark-empty')}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else if (virtualize) {
    const items = virtualizer.getVirtualItems();
    const paddingTop = items[0]?.start ?? 0;
    const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
    body = (
      <>
        {paddingTop > 0 && <SpacerRow height={paddingTop} columns={visibleColumns.length} />}
        {items.map((item) => {
          const preparedRow = sortedRows[item.index];
          if (!preparedRow) return null;
          return (
            <ApyTableRowView
              key={item.key}
              prepared={preparedRow}
              series={history?.get(preparedRow.assetKey)}
              rowIndex={item.index + 2}
              measureRef={virtualizer.measureElement}
              virtualIndex={item.index}
              {...rowProps}
            />
          );
        })}
        {paddingBottom > 0 && <SpacerRow height={paddingBottom} columns={visibleColumns.length} />}
      </>
    );
  } else {
    body = sortedRows.map((preparedRow) => (
      <ApyTableRowView
        key={preparedRow.key}
        prepared={preparedRow}
        series={history?.get(preparedRow.assetKey)}
        {...rowProps}
      />
    ));
  }

  return (
    <div
      data-slot="apy-table"
      {...rest}
      data-state={state}
      data-virtualized={virtualize || undefined}
      aria-busy={loading || undefined}
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
            {errorMessage(error)}
          </p>
          {onRetry && (
            <button type="button" data-slot="retry" className={styled('ark-button')} onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      )}
      {state === 'loading' && (
        <div role="status" data-slot="status">
          <VisuallyHidden>Loading market APYs…</VisuallyHidden>
        </div>
      )}
      {showTable && (
        <section
          ref={scrollRef}
          aria-labelledby={titleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          data-slot="scroll"
          className={styled('ark-table__scroll')}
        >
          <table
            aria-labelledby={titleId}
            aria-rowcount={virtualize ? sortedRows.length + 1 : undefined}
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

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

function SpacerRow({ height, columns: columnCount }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is empty, only there to keep the scroll height
    <tr aria-hidden="true" data-slot="spacer">
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
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
  const className = libraryClass(unstyled, 'ark-th');
  if (column.id === 'trend') {
    return (
      <th scope="col" data-slot="column-header" data-column={column.id} className={className}>
        {column.label}
      </th>
    );
  }
  const id = column.id;
  const direction = sort?.column === id ? sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction}
      data-slot="column-header"
      data-column={id}
      data-numeric={column.numeric || undefined}
      className={className}
    >
      {sortable ? (
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

interface RowViewProps {
  prepared: PreparedRow;
  series: readonly ApyTableRow[] | undefined;
  showTrend: boolean;
  nowMs: number;
  staleAfterMs: number;
  locale: string | undefined;
  unstyled: boolean | undefined;
  dateFormatter: Intl.DateTimeFormat;
  rowIndex?: number;
  virtualIndex?: number;
  measureRef?: (node: HTMLTableRowElement | null) => void;
}

// Memoized: sorting reorders rows without re-rendering them, and hover is pure CSS.
const ApyTableRowView = memo(function ApyTableRowView({
  prepared,
  series,
  showTrend,
  nowMs,
  staleAfterMs,
  locale,
  unstyled,
  dateFormatter: dates,
  rowIndex,
  virtualIndex,
  measureRef,
}: RowViewProps) {
  const { row } = prepared;
  const updatedMs = prepared.sortValues.updated as number | null;
  const stale = updatedMs !== null && nowMs - updatedMs > staleAfterMs;
  const reward = rewardApy(row.totalSupplyApy, row.supplyApy);
  const styled = (name: string) => libraryClass(unstyled, name);
  const cell = (column: string, numeric = false) => ({
    'data-slot': 'cell',
    'data-column': column,
    'data-numeric': numeric || undefined,
    className: styled('ark-cell'),
  });
  return (
    <tr
      ref={measureRef}
      data-index={virtualIndex}
      aria-rowindex={rowIndex}
      data-slot="row"
      data-stale={stale || undefined}
      className={styled('ark-row')}
    >
      <th scope="row" {...cell('token')}>
        <TokenCell prepared={prepared} unstyled={unstyled} />
      </th>
      <td {...cell('chain')}>
        <span data-slot="chain" data-chain={prepared.chainName} className={styled('ark-chain')}>
          {prepared.chainLabel}
        </span>
      </td>
      <td {...cell('supplyApy', true)}>
        <ApyValue value={row.supplyApy} locale={locale} />
      </td>
      <td {...cell('totalSupplyApy', true)}>
        <ApyValue value={row.totalSupplyApy} locale={locale} />
        {reward !== null && ' '}
        {reward !== null && (
          <span data-slot="reward" className={styled('ark-reward')}>
            {`${formatApy(reward, { locale, signDisplay: 'always' })} rewards`}
          </span>
        )}
      </td>
      <td {...cell('borrowApy', true)}>
        <ApyValue value={row.borrowApy} locale={locale} />
      </td>
      {showTrend && (
        <td {...cell('trend')}>
          <TrendCell series={series} locale={locale} unstyled={unstyled} />
        </td>
      )}
      <td {...cell('updated', true)}>
        <time
          dateTime={row.created_at}
          title={updatedMs === null ? undefined : dates.format(updatedMs)}
          data-slot="updated"
        >
          {formatRelativeTime(row.created_at, { now: nowMs, locale })}
        </time>
        {stale && (
          <span data-slot="stale" className={styled('ark-stale')} title="No snapshot for over two hours">
            Stale
          </span>
        )}
      </td>
    </tr>
  );
});

function ApyValue({ value, locale }: { value: string | null; locale: string | undefined }) {
  const text = formatApy(value, { locale });
  if (text !== APY_PLACEHOLDER) return <span data-slot="apy">{text}</span>;
  return (
    <span data-slot="apy" data-empty="">
      <span aria-hidden="true">{APY_PLACEHOLDER}</span>
      <VisuallyHidden>No data</VisuallyHidden>
    </span>
  );
}

function TokenCell({ prepared, unstyled }: { prepared: PreparedRow; unstyled: boolean | undefined }) {
  const address = prepared.row.underlying_address;
  const short = shortenAddress(address);
  const styled = (name: string) => libraryClass(unstyled, name);
  const addressView = prepared.explorerUrl ? (
    <a
      href={prepared.explorerUrl}
      target="_blank"
      rel="noopener noreferrer"
      title={address}
      data-slot="explorer-link"
      className={styled('ark-address')}
    >
      {short}
      <VisuallyHidden> (opens the block explorer in a new tab)</VisuallyHidden>
    </a>
  ) : (
    <span title={address} data-slot="address" className={styled('ark-address')}>
      {short}
    </span>
  );
  return (
    <span data-slot="token" className={styled('ark-token')}>
      <span aria-hidden="true" data-slot="token-icon" className={styled('ark-token__icon')}>
        {(prepared.tokenLabel ?? '?').charAt(0).toUpperCase()}
      </span>
      <span className={styled('ark-token__text')}>
        {prepared.tokenLabel !== undefined && (
          <span data-slot="token-symbol" className={styled('ark-token__symbol')}>
            {prepared.tokenLabel}
          </span>
        )}
        {prepared.tokenLabel !== undefined && ' '}
        {addressView}
      </span>
    </span>
  );
}

function TrendCell({
  series,
  locale,
  unstyled,
}: {
  series: readonly ApyTableRow[] | undefined;
  locale: string | undefined;
  unstyled: boolean | undefined;
}) {
  const values = useMemo(() => (series ?? []).map((row) => toNumber(row.totalSupplyApy)), [series]);
  const known = series?.filter((row) => toNumber(row.totalSupplyApy) !== null) ?? [];
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last || known.length < 2) {
    return (
      <span data-slot="sparkline" data-empty="">
        <span aria-hidden="true">{APY_PLACEHOLDER}</span>
        <VisuallyHidden>No trend data</VisuallyHidden>
      </span>
    );
  }
  const label = `Total supply APY trend over ${known.length} snapshots: from ${formatApy(first.totalSupplyApy, { locale })} to ${formatApy(last.totalSupplyApy, { locale })}`;
  return <Sparkline values={values} label={label} unstyled={unstyled} />;
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
