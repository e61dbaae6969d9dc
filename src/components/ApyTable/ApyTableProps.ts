import type { ComponentProps, ReactNode } from 'react';
import type { ApyRewardsMessagesInput } from '../../i18n/messages';
import type {
  ApyTableColumn,
  ApyTableColumnId,
  ApyTableLayout,
  ApyTableRow,
  ApyTableSort,
  ApyTableSortColumn,
} from './types';

/** Props of `ApyTable` over the product's row type; other props go to the root `div`. */
export interface ApyTableProps<Row extends ApyTableRow = ApyTableRow> extends Omit<ComponentProps<'div'>, 'children'> {
  /** One row per market (or per snapshot in a history view). Default `[]`. */
  rows?: readonly Row[] | undefined;
  /** Built-in column ids and product columns, in order. Default every built-in column (trend only with `history`). */
  columns?: readonly (ApyTableColumnId | ApyTableColumn<Row>)[] | undefined;
  /** The product's page for a row's market: the market name becomes a link to it. Default none. */
  getRowHref?: ((row: Row) => string | undefined) | undefined;
  /** Shows a skeleton while there are no rows, and `aria-busy` on the rows' box while true. Default false. */
  loading?: boolean | undefined;
  /** An error to report (any value; `ApyRewardsError`s get a readable message). Default none. */
  error?: unknown | undefined;
  /** Called by the error's "Try again"; no button without it or when a retry cannot help. Inert while `loading`. */
  onRetry?: (() => void) | undefined;
  /** Controlled sort; `null` keeps the given order. */
  sort?: ApyTableSort | null | undefined;
  /** Initial sort when uncontrolled. Default `null`: the given order. */
  defaultSort?: ApyTableSort | null | undefined;
  /** Called with the new sort when a header is activated. */
  onSortChange?: ((sort: ApyTableSort) => void) | undefined;
  /** The rows are one page of a larger set: shown as given, header clicks only call `onSortChange`. Default false. */
  manualSorting?: boolean | undefined;
  /** Columns whose headers sort. Default every column with a sort value; with `manualSorting`, a listed column needs none. */
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
  /** The product's token logo before the market name (decorative: the name says which market). Default none. */
  tokenIcon?: ((row: Row) => ReactNode) | undefined;
  /** Rows per market, oldest first, keyed by `assetKey(row)`; adds a trend column. */
  history?: ReadonlyMap<string, readonly ApyTableRow[]> | undefined;
  /** Span of the trend, in hours before each market's newest snapshot. Default 24. */
  trendHours?: number | undefined;
  /** Reference time for "updated … ago". Default: now on the APY service's clock (`serviceNow()`), refreshed every minute. */
  now?: number | Date | undefined;
  /** Rows older than this are marked stale. Default 2 hours; the connected history view's default is never. */
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
  caption?: ReactNode | undefined;
  /** Controls shown next to the title, e.g. a chain filter. */
  toolbar?: ReactNode | undefined;
  /**
   * What a filter placed outside the table chose (a chain, a search): when it changes, the status region says how many
   * rows are shown once other rows are in (`messages.table.rowsShown`), as after a choice in a `ChainFilter` in
   * `toolbar`. A change whose rows are the same array is said when the rows next change.
   */
  filterKey?: string | number | undefined;
  /** Shown when there is nothing to list. Default `messages.table.empty`. */
  emptyMessage?: ReactNode | undefined;
  /** Skeleton rows while loading. Default 5. */
  skeletonRows?: number | undefined;
  /** Drop the library class names, keeping only `className` and the product's styles. */
  unstyled?: boolean | undefined;
}
