import { useMemo, useState } from 'react';
import { type AssetApyColumn, newestFirst } from '../../core/assetApys';
import { protocolChainIds } from '../../core/chainRegistry';
import { InvalidParameterError } from '../../core/errors';
import type { OrderBy } from '../../core/postgrest';
import { DEFAULT_HISTORY_HOURS, DEFAULT_LOOKBACK_HOURS } from '../../query/latestAssetApys';
import { useApyRewardsConfig, useApyRewardsMessages } from '../../react/ApyRewardsProvider';
import { useAssetApys } from '../../react/useAssetApys';
import { useLatestAssetApys } from '../../react/useLatestAssetApys';
import { ChainFilter, type ChainFilterValue, rewardsChainIds } from '../ChainFilter/ChainFilter';
import type { ConnectedQueryOptions } from '../shared/queryOptions';
import { useControllableState } from '../shared/useControllableState';
import { useHeldError } from '../shared/useHeldError';
import { useHydrated } from '../shared/useHydrated';
import { ApyTable, type ApyTableProps, type ApyTableRow, type ApyTableSort } from './ApyTable';
import { columnId } from './columns';
import { apyTableColumnIds } from './tableDefaults';

/** Props of `AssetApyTable`; other props go to `ApyTable`. */
export interface AssetApyTableProps
  extends Omit<
    ApyTableProps,
    | 'rows'
    | 'loading'
    | 'error'
    | 'onRetry'
    | 'history'
    | 'page'
    | 'pageCount'
    | 'hasNextPage'
    | 'onPageChange'
    | 'manualSorting'
    | 'sortableColumns'
  > {
  /** Controlled chain: any numeric chain id, or `'all'`; hides the built-in chain filter unless `showChainFilter`. */
  chainId?: ChainFilterValue | undefined;
  /** Initial chain of the built-in filter. Default `'all'`. */
  defaultChainId?: ChainFilterValue | undefined;
  /** Called when the built-in filter changes. */
  onChainIdChange?: ((chainId: ChainFilterValue) => void) | undefined;
  /** Show the chain filter (All plus every chain in the data). Default: true unless `chainId` is controlled. */
  showChainFilter?: boolean | undefined;
  /** `'latest'`: the current APY of each market; `'history'`: every snapshot, newest first, paged. Default `'latest'`. */
  view?: 'latest' | 'history' | undefined;
  /** Rows per page in the history view. Default 25. */
  pageSize?: number | undefined;
  /** Trend sparklines from each market's recent history (latest view). Default true. */
  showSparklines?: boolean | undefined;
  /** TanStack options for the underlying query (retry, polling…). */
  query?: ConnectedQueryOptions | undefined;
}

const bestYieldFirst: ApyTableSort = { column: 'totalSupplyApy', direction: 'descending' };
const newestSort: ApyTableSort = { column: 'updated', direction: 'descending' };
// The service orders `created_at` truly (a timestamp); its APY columns are text, so only `updated` sorts a page.
const serviceSortable = ['updated'] as const;

/** The history view's ascending order: `created_at`, ties broken by `id` (descending is `newestFirst`). */
const oldestFirst: readonly OrderBy<AssetApyColumn>[] = [
  { column: 'created_at', ascending: true },
  { column: 'id', ascending: true },
];

/** The APY table wired to the service: latest APY per market with trends, or the paged history, with a chain filter. */
export function AssetApyTable({
  chainId,
  defaultChainId = 'all',
  onChainIdChange,
  showChainFilter,
  view = 'latest',
  pageSize,
  showSparklines = true,
  query,
  defaultSort,
  ...tableProps
}: AssetApyTableProps) {
  // Any other value would wait for a read that neither view starts.
  if (view !== 'latest' && view !== 'history') {
    throw new InvalidParameterError(
      `AssetApyTable view must be 'latest' or 'history', got "${String(view).slice(0, 40)}".`,
    );
  }
  const [chain, setChain] = useControllableState(chainId, defaultChainId, onChainIdChange);
  // The service orders the history by time only (APYs are text there): a sort or default sort on `updated` holds.
  const [ownHistorySort, setHistorySort] = useState<ApyTableSort>(() =>
    defaultSort?.column === 'updated' ? defaultSort : newestSort,
  );
  const historySort = tableProps.sort?.column === 'updated' ? tableProps.sort : ownHistorySort;
  // The page belongs to one chain, page size and order: one changed from outside (a controlled prop) starts at 0.
  const pagingKey = `${chain}:${pageSize}:${historySort.direction}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 0 });
  if (paging.key !== pagingKey) setPaging({ key: pagingKey, page: 0 });
  const page = paging.key === pagingKey ? paging.page : 0;
  const setPage = (next: (asked: number) => number) =>
    setPaging((current) => ({ key: pagingKey, page: next(current.key === pagingKey ? current.page : 0) }));
  // The latest view reads every chain once and filters here: the options stay every chain in the data, and a
  // market's trend is the same under any filter.
  // A trend over more hours than the history held would be labelled with a span it does not cover.
  const { trendHours } = tableProps;
  if (trendHours !== undefined && trendHours > MAX_TREND_HOURS) {
    throw new InvalidParameterError(
      `AssetApyTable trendHours must be at most ${MAX_TREND_HOURS} (30 days of hourly rows), got ${trendHours}.`,
    );
  }
  const historyHours = trendHours !== undefined && trendHours > DEFAULT_HISTORY_HOURS ? trendHours : undefined;
  const latest = useLatestAssetApys({ historyHours, query: { ...query, enabled: view === 'latest' } });
  const history = useAssetApys({
    chainId: chain === 'all' ? undefined : chain,
    order: historySort.direction === 'descending' ? newestFirst : oldestFirst,
    page,
    pageSize,
    query: { ...query, enabled: view === 'history' },
  });
  const latestRows = useMemo(() => listedMarkets(latest.data?.rows, historyHours), [latest.data?.rows, historyHours]);
  const offered = useMemo(() => chainsOf([latestRows, history.rows], chain), [latestRows, history.rows, chain]);
  const rows = useMemo(
    () => (chain === 'all' ? latestRows : latestRows?.filter((row) => row.chain_id === String(chain))),
    [latestRows, chain],
  );
  const filter = (showChainFilter ?? chainId === undefined) && (
    <ChainFilter
      chains={offered}
      value={chain}
      onValueChange={setChain}
      messages={tableProps.messages}
      unstyled={tableProps.unstyled}
    />
  );
  // One element type in one place for every state, so the filter keeps its DOM (and focus) across data changes.
  const toolbar = (
    <>
      {tableProps.toolbar}
      {filter}
    </>
  );
  const historyCaption = useApyRewardsMessages(tableProps.messages).table.historyCaption;
  const result = view === 'history' ? history : latest;
  const { apyUrl } = useApyRewardsConfig('AssetApyTable');
  const latestError = useHeldError(latest, `${apyUrl}|${historyHours}`);
  const historyError = useHeldError(history, `${apyUrl}|${pagingKey}:${page}`);
  const shownPage = history.rowsPage ?? page;
  // Stale prefetched data starts a read as the page hydrates; the server's markup was not busy, so neither is the
  // hydrating render (a mismatch React would not patch), and the read shows from the next one.
  const hydrated = useHydrated();
  const common = {
    ...tableProps,
    toolbar,
    // A read paused while offline is still under way: the table is busy and its "Try again" inert.
    loading: result.isPending || (hydrated && (result.isFetching || result.isPaused)),
    // Held while a retry or refetch runs: the alert stays mounted, its "Try again" inert (`loading` with `error`).
    error: view === 'history' ? historyError : latestError,
    onRetry: () => void result.refetch(),
  };
  return view === 'history' ? (
    <ApyTable
      {...common}
      caption={tableProps.caption ?? historyCaption}
      rows={history.rows}
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
  ) : (
    <ApyTable
      {...common}
      defaultSort={
        defaultSort ??
        (tableProps.columns?.some((column) => columnId(column) === 'totalSupplyApy') === false ? null : bestYieldFirst)
      }
      // The trend column from the first render, skeleton included: it does not appear (and move the others) with data.
      columns={tableProps.columns ?? (showSparklines ? apyTableColumnIds : undefined)}
      rows={rows}
      history={showSparklines ? latest.data?.history : undefined}
    />
  );
}

/** The longest trend the latest view reads history for: 30 days of hourly rows stay well within one read. */
const MAX_TREND_HOURS = 720;

/**
 * The markets the latest view lists: a longer history (a long `trendHours`) reads further back, but a market whose
 * newest row is older than the default lookback, counted from the newest batch, is still not listed.
 */
function listedMarkets(rows: readonly ApyTableRow[] | undefined, historyHours: number | undefined) {
  if (rows === undefined || historyHours === undefined || historyHours <= DEFAULT_LOOKBACK_HOURS) return rows;
  const times = rows.map((row) => Date.parse(row.created_at));
  const since = Math.max(...times) - DEFAULT_LOOKBACK_HOURS * 3_600_000;
  return rows.filter((_, index) => (times[index] as number) >= since);
}

/** Mode, Base and every chain in the latest data, plus the chosen one; the history view offers the registry's too. */
function chainsOf(sources: readonly (readonly ApyTableRow[] | undefined)[], chosen: ChainFilterValue): number[] {
  // Mode and Base are offered before any data arrives too; the other chains only as the data holds them (the latest
  // rows, in the cache after the latest view, and the page shown): every chain the protocol ever listed led to
  // "No markets".
  const ids = new Set<number>(rewardsChainIds);
  for (const rows of sources) for (const row of rows ?? []) ids.add(Number(row.chain_id));
  // As a number: a chain id read from a URL ("4242") is still offered, and checked.
  if (chosen !== 'all') ids.add(Number(chosen));
  // Registry order first (Mode, Base, …), then unknown ids numerically.
  const unknown = [...ids].filter((id) => Number.isSafeInteger(id) && !protocolChainIds.includes(id));
  return [...protocolChainIds.filter((id) => ids.has(id)), ...unknown.sort((left, right) => left - right)];
}
