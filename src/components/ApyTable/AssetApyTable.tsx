import { lazy, Suspense, useMemo, useState } from 'react';
import { protocolChainIds } from '../../core/chainRegistry';
import { InvalidParameterError } from '../../core/errors';
import { defaultTableMessages } from '../../i18n/tableMessages';
import { DEFAULT_HISTORY_HOURS, DEFAULT_LOOKBACK_HOURS } from '../../query/latestAssetApys';
import { useApyRewardsConfig, useMessageGroup } from '../../react/ApyRewardsProvider';
import { useLatestAssetApys } from '../../react/useLatestAssetApys';
import { ChainFilter, type ChainFilterValue, rewardsChainIds } from '../ChainFilter/ChainFilter';
import type { ConnectedQueryOptions } from '../shared/queryOptions';
import { useControllableState } from '../shared/useControllableState';
import { useHeldError } from '../shared/useHeldError';
import { useHydrated } from '../shared/useHydrated';
import { ApyTable, type ApyTableProps, type ApyTableRow, type ApyTableSort } from './ApyTable';
import { columnId } from './columns';
import { HistoryFallback, HistoryUnavailable } from './historyTable';
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
    | 'filterKey'
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

/**
 * Hours of history the `mean7d` column needs: seven days back from the newest batch, which may be hours older than
 * the service's clock (a late or missing batch), so three more.
 */
const MEAN_7D_HOURS = 7 * 24 + 3;

const bestYieldFirst: ApyTableSort = { column: 'totalSupplyApy', direction: 'descending' };

// The history view and its pager are a chunk of their own: the latest view is the first paint. Where it cannot load
// (offline, a redeploy), the view is the same table in its error state instead of taking the page down.
const AssetApyHistory = lazy(() => import('./AssetApyHistory').catch(() => ({ default: HistoryUnavailable })));

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
  // The latest view reads every chain once and filters here: the options stay every chain in the data, and a
  // market's trend is the same under any filter.
  // A trend over more hours than the history held would be labelled with a span it does not cover.
  const { trendHours } = tableProps;
  if (trendHours !== undefined && trendHours > MAX_TREND_HOURS) {
    throw new InvalidParameterError(
      `AssetApyTable trendHours must be at most ${MAX_TREND_HOURS} (30 days of hourly rows), got ${trendHours}.`,
    );
  }
  // The 7-day mean needs 7 days of each market's history: the latest window then holds them (read once, then
  // incrementally like the rest of the window).
  const meanHours = tableProps.columns?.some((column) => columnId(column) === 'mean7d') ? MEAN_7D_HOURS : 0;
  const longestHours = Math.max(trendHours ?? 0, meanHours);
  const historyHours = longestHours > DEFAULT_HISTORY_HOURS ? longestHours : undefined;
  const latest = useLatestAssetApys({ historyHours, query: { ...query, enabled: view === 'latest' } });
  const latestRows = useMemo(() => listedMarkets(latest.data?.rows, historyHours), [latest.data?.rows, historyHours]);
  const [historyRows, setHistoryRows] = useState<readonly ApyTableRow[] | undefined>();
  const offered = useMemo(() => chainsOf([latestRows, historyRows], chain), [latestRows, historyRows, chain]);
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
  const historyCaption = useMessageGroup('table', defaultTableMessages, tableProps.messages).historyCaption;
  const { apyUrl } = useApyRewardsConfig('AssetApyTable');
  const latestError = useHeldError(latest, `${apyUrl}|${historyHours}`);
  // Stale prefetched data starts a read as the page hydrates; the server's markup was not busy, so neither is the
  // hydrating render (a mismatch React would not patch), and the read shows from the next one.
  const hydrated = useHydrated();
  if (view === 'history') {
    const historyProps = { ...tableProps, defaultSort, toolbar, historyCaption };
    return (
      <Suspense fallback={<HistoryFallback {...historyProps} />}>
        <AssetApyHistory
          {...historyProps}
          chain={chain}
          pageSize={pageSize}
          query={query}
          onRowsShown={setHistoryRows}
        />
      </Suspense>
    );
  }
  return (
    <ApyTable
      {...tableProps}
      toolbar={toolbar}
      // A chain chosen outside the table (a controlled `chainId`) is said as its own filter's choice is.
      filterKey={chain}
      // A read paused while offline is still under way: the table is busy and its "Try again" inert.
      loading={latest.isPending || (hydrated && (latest.isFetching || latest.isPaused))}
      // Held while a retry or refetch runs: the alert stays mounted, its "Try again" inert (`loading` with `error`).
      error={latestError}
      onRetry={() => void latest.refetch()}
      defaultSort={
        defaultSort ??
        (tableProps.columns?.some((column) => columnId(column) === 'totalSupplyApy') === false ? null : bestYieldFirst)
      }
      // The trend column from the first render, skeleton included: it does not appear (and move the others) with data.
      columns={tableProps.columns ?? (showSparklines ? apyTableColumnIds : undefined)}
      rows={rows}
      history={showSparklines || meanHours > 0 ? latest.data?.history : undefined}
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

/** Mode, Base and every chain in the latest rows cached and the page shown, plus the chosen one. */
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
