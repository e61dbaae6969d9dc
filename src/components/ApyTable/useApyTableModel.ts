import { use, useCallback, useMemo, useRef } from 'react';
import { chainLabelInfo } from '../../core/chainRegistry';
import { InvalidParameterError } from '../../core/errors';
import { formatRelativeTime, toEpochMs } from '../../format/formatRelativeTime';
import { safeLocale } from '../../format/locale';
import { memoized } from '../../format/memoized';
import { shortenAddress } from '../../format/shortenAddress';
import type { ApyTableMessages } from '../../i18n/tableMessages';
import { sameEntries, sameItems, useStableValue } from '../../react/useStableValue';
import { useControllableState } from '../shared/useControllableState';
import { nextSort, type ResolvedColumn, resolveColumns, sortRows } from './columns';
import { formatDateUnits } from './dateUnits';
import { loadMean } from './meanLoader';
import { type ApyTableModelRow, type LazyContext, ModelRow } from './modelRow';
import { explorerUrl, rowKey, type TokenLabels, tokenLabel } from './rowValues';
import { apyTableColumnIds, DEFAULT_STALE_AFTER_MS } from './tableDefaults';
import { DEFAULT_TREND_HOURS } from './trend';
import type { ApyTableColumn, ApyTableColumnId, ApyTableRow, ApyTableSort, ApyTableSortColumn } from './types';

/** Options of `useApyTableModel` (the data and behaviour props of `ApyTable`), over the product's row type. */
export interface ApyTableModelOptions<Row extends ApyTableRow = ApyTableRow> {
  rows: readonly Row[];
  /** Built-in ids and product columns, in order. Default every built-in column (the trend only with `history`). */
  columns?: readonly (ApyTableColumnId | ApyTableColumn<Row>)[] | undefined;
  messages: ApyTableMessages;
  locale?: string | undefined;
  sort?: ApyTableSort | null | undefined;
  defaultSort?: ApyTableSort | null | undefined;
  onSortChange?: ((sort: ApyTableSort) => void) | undefined;
  /** The rows are one page of a larger set: no client sorting, header clicks only call `onSortChange`. */
  manualSorting?: boolean | undefined;
  /** Columns whose headers sort. Default every column with a sort value. */
  sortableColumns?: readonly ApyTableSortColumn[] | undefined;
  history?: ReadonlyMap<string, readonly ApyTableRow[]> | undefined;
  trendHours?: number | undefined;
  nowMs: number;
  staleAfterMs?: number | undefined;
  tokenLabels?: Readonly<Record<string, string>> | undefined;
  getRowHref?: ((row: Row) => string | undefined) | undefined;
}

/** What `useApyTableModel` returns: columns, rows in display order, sorting and helpers. */
export interface ApyTableModel<Row extends ApyTableRow = ApyTableRow> {
  columns: ResolvedColumn[];
  rows: readonly ApyTableModelRow<Row>[];
  /** The order the rows are in (`aria-sort`): as given with `manualSorting`, else only on a column with a sort value. */
  sort: ApyTableSort | null;
  isSortable: (column: string) => boolean;
  toggleSort: (column: string) => void;
  trendHours: number;
  staleMinutes: number;
  locale: string | undefined;
}

const chainSlugs: ReadonlyMap<string, string> = new Map([
  ['34443', 'mode'],
  ['8453', 'base'],
]);

function dateFormatter(locale: string | undefined): Intl.DateTimeFormat {
  return memoized(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
}

/**
 * The table's model without markup: columns, sorting (client-side, or manual when rows are one page of a larger set),
 * trend and staleness per row and formatted cells. `ApyTable` renders it; products can render their own markup.
 */
export function useApyTableModel<Row extends ApyTableRow = ApyTableRow>(
  productOptions: ApyTableModelOptions<Row>,
): ApyTableModel<Row> {
  // The product's functions only ever receive the product's own rows, so widening them to the base row is sound,
  // though TypeScript cannot see it (parameters are contravariant); `ApyTableModelRow<Row>.row` narrows again.
  const options = productOptions as unknown as ApyTableModelOptions;
  const { rows, messages, history, nowMs, manualSorting, getRowHref } = options;
  // The 7-day mean's code is a chunk of its own: a model with rows and history to average waits for it (React `use`;
  // `ApyTable` loads it first, in its loading state). `use` on every such render, loaded or not: a replay after the
  // wait that skipped it would not match the render that waited (React fails hydration then).
  const meanOverDays = history && rows.length > 0 && options.columns?.includes('mean7d') ? use(loadMean()) : undefined;
  // A product's inline labels or list of built-in columns, equal to the last, keep the rows and their formatting.
  const tokenLabels = useStableValue(options.tokenLabels, sameEntries);
  // Every formatter, the date formatter and the collator included, takes a malformed locale as the runtime's.
  const locale = safeLocale(options.locale);
  const trendHours = options.trendHours ?? DEFAULT_TREND_HOURS;
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  // Both are spoken in the table's hints and titles ("over 24 hours"): NaN or Infinity there would be read out.
  if (!(trendHours > 0 && trendHours < Infinity)) {
    throw new InvalidParameterError(`trendHours must be a positive number, got ${String(trendHours)}.`);
  }
  if (!(staleAfterMs > 0)) {
    throw new InvalidParameterError(`staleAfterMs must be positive, got ${String(staleAfterMs)}.`);
  }
  const columnsOption = useStableValue(options.columns, sameItems);
  const columns = useMemo(
    () =>
      resolveColumns(
        columnsOption ?? (history ? apyTableColumnIds : apyTableColumnIds.filter((id) => id !== 'trend')),
        messages,
      ),
    [columnsOption, history, messages],
  );
  const labels = useMemo<TokenLabels>(
    () =>
      tokenLabels && Object.fromEntries(Object.entries(tokenLabels).map(([key, label]) => [key.toLowerCase(), label])),
    [tokenLabels],
  );

  type Fields = Readonly<Record<string, unknown>>;
  // The last pass's model rows by source row: a row whose shown time and stale mark are unchanged keeps its model row,
  // so the minute's clock and a narrower filter of the same rows re-render only what changed.
  const lastPass = useRef<{
    inputs: unknown[];
    byRow: WeakMap<ApyTableRow, { model: ApyTableModelRow; fields: Fields }>;
    rows: ApyTableModelRow[];
  }>(undefined);
  const modelRows = useMemo(() => {
    const inputs = [labels, locale, history, trendHours, staleAfterMs, getRowHref, meanOverDays];
    const last = lastPass.current && sameItems(lastPass.current.inputs, inputs) ? lastPass.current : undefined;
    const byRow = last?.byRow ?? new WeakMap<ApyTableRow, { model: ApyTableModelRow; fields: Fields }>();
    const dates = dateFormatter(locale);
    // Rows repeat markets and batch times (one `created_at` per hourly batch): format each once per pass.
    const markets = new Map<
      string,
      Pick<ApyTableModelRow, 'token' | 'chain' | 'chainSlug' | 'shortAddress' | 'explorerUrl'>
    >();
    const times = new Map<
      string,
      Pick<ApyTableModelRow, 'updatedMs' | 'updatedRelative' | 'updatedAbsolute' | 'stale'>
    >();
    const context: LazyContext = { locale, history, trendHours, getRowHref, meanOverDays };
    const repeats = new Map<string | number, number>();
    const made = rows.map((row): ApyTableModelRow => {
      const marketKey = `${row.chain_id}|${row.underlying_address}`;
      let market = markets.get(marketKey);
      if (!market) {
        market = {
          token: tokenLabel(row, labels),
          chain: chainLabelInfo(row.chain_id).label,
          chainSlug: chainSlugs.get(String(row.chain_id)) ?? `chain-${row.chain_id}`,
          shortAddress: shortenAddress(row.underlying_address),
          explorerUrl: explorerUrl(row.chain_id, row.underlying_address),
        };
        markets.set(marketKey, market);
      }
      let time = times.get(row.created_at);
      if (!time) {
        const updatedMs = toEpochMs(row.created_at);
        time = {
          updatedMs,
          updatedRelative: formatRelativeTime(updatedMs, { now: nowMs, locale }),
          updatedAbsolute: Number.isFinite(updatedMs) ? formatDateUnits(dates, updatedMs) : undefined,
          stale: nowMs - updatedMs > staleAfterMs,
        };
        times.set(row.created_at, time);
      }
      // Ids are the service's primary key, but a product's rows (two reads joined) may repeat one: React keys may not.
      // The nth repeat of an id is keyed by n alone, so a row added elsewhere leaves its key (and its focus) in place.
      const id = rowKey(row);
      const repeat = repeats.get(id) ?? 0;
      repeats.set(id, repeat + 1);
      const key = repeat ? `${id}#${repeat}` : id;
      // Kept while the row's own fields are those it was made from: a product may change a row in place.
      const kept = byRow.get(row);
      const model = kept?.model;
      if (
        model?.key === key &&
        model.updatedRelative === time.updatedRelative &&
        model.stale === time.stale &&
        sameEntries(kept?.fields, row as unknown as Fields)
      ) {
        return model;
      }
      const made = new ModelRow(row, key, market, time, context);
      byRow.set(row, { model: made, fields: { ...row } as unknown as Fields });
      return made;
    });
    const result = last && sameItems(last.rows, made) ? last.rows : made;
    lastPass.current = { inputs, byRow, rows: result };
    return result;
  }, [rows, labels, locale, history, trendHours, nowMs, staleAfterMs, getRowHref, meanOverDays]);

  const [sort, setSort] = useControllableState<ApyTableSort | null, ApyTableSort>(
    options.sort,
    options.defaultSort ?? null,
    options.onSortChange,
  );
  const sortColumn = columns.find((column) => column.id === sort?.column);
  if (typeof process === 'object' && process.env.NODE_ENV !== 'production' && !manualSorting && sort && !sortColumn) {
    warnMissingSortColumn(sort.column, columns);
  }
  const sorted = useMemo(
    () => (manualSorting ? modelRows : sortRows(modelRows, sort, sortColumn, locale, labels)),
    [manualSorting, modelRows, sort, sortColumn, locale, labels],
  );

  const { sortableColumns } = options;
  const isSortable = useCallback(
    (id: string) => {
      const column = columns.find((candidate) => candidate.id === id);
      // Sorted by the service, a listed column needs no value of its own.
      if (!column || !(column.sortValue || (manualSorting && sortableColumns))) return false;
      return sortableColumns ? sortableColumns.includes(id) : true;
    },
    [columns, sortableColumns, manualSorting],
  );
  // A new function on every render: the sort setter is one too.
  const toggleSort = (id: string) => {
    if (isSortable(id)) setSort(nextSort(sort, id, columns.find((column) => column.id === id)?.numeric));
  };

  return {
    columns,
    rows: sorted as readonly ApyTableModelRow<Row>[],
    sort: manualSorting || sortColumn?.sortValue ? sort : null,
    isSortable,
    toggleSort,
    trendHours,
    // Whole minutes, down: the pill says "over N", which must hold for every row it marks.
    staleMinutes: Math.floor(staleAfterMs / 60_000),
    locale,
  };
}

const warnedSortColumns = new Set<string>();

/** The type of a sort column admits any string (a custom column's id), so a typo compiles: it is named once here. */
function warnMissingSortColumn(id: string, columns: readonly ResolvedColumn[]) {
  if (warnedSortColumns.has(id)) return;
  warnedSortColumns.add(id);
  console.warn(
    `apy-rewards-kit: the table is sorted by "${id}", which is none of its columns (${columns.map((column) => column.id).join(', ')}); the rows keep their given order.`,
  );
}
