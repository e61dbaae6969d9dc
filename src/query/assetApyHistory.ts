import type { DataTag, QueryFunctionContext, QueryKey, ThrowOnError } from '@tanstack/react-query';
import {
  type AssetApyHistory,
  type AssetApyHistoryParams,
  type AssetApyHistoryTarget,
  assetApyHistoryOf,
  assetApyHistoryTarget,
  fetchAssetApyHistoryRows,
} from '../core/assetApyHistory';
import type { ApyRewardsConfig } from '../core/config';
import type { ApyRewardsErrorType } from '../core/errorType';
import { serviceClockOffsetMs } from '../core/serviceClock';
import { cadenceRefetchInterval, cadenceStaleTime } from './cadence';
import { type AssetApyHistoryWindowRow, trimHistoryWindow } from './historyWindow';
import { assetApysKeyRoot } from './keys';
import { type RetryPolicy, retryDelay, shouldRetry } from './retry';

/** The key of one market's history: as given when the parameters are bad, so a bad read never shares a good one's entry. */
export const assetApyHistoryKey = (
  endpoint: string,
  params: { chainId: string; ctokenAddress: string; range: string },
) => [...assetApysKeyRoot(), 'history', { endpoint, ...params }] as const;

function keyParams(params: AssetApyHistoryParams): { chainId: string; ctokenAddress: string; range: string } {
  try {
    const { rangeMs: _rangeMs, ...key } = assetApyHistoryTarget(params);
    return key;
  } catch {
    return {
      chainId: String(params?.chainId),
      ctokenAddress: String(params?.ctokenAddress),
      range: String(params?.range),
    };
  }
}

type HistoryQuery = {
  state: { data: AssetApyHistoryWindowRow[] | undefined; dataUpdatedAt: number; errorUpdatedAt: number };
};
type AssetApyHistoryKey = ReturnType<typeof assetApyHistoryKey>;

/** What `assetApyHistoryQueryOptions` returns: the held rows, newest first; `selectAssetApyHistory` makes points and stats. */
export interface AssetApyHistoryQueryOptions {
  queryKey: DataTag<AssetApyHistoryKey, AssetApyHistoryWindowRow[], ApyRewardsErrorType>;
  queryFn: (context: QueryFunctionContext) => Promise<AssetApyHistoryWindowRow[]>;
  staleTime: (query: HistoryQuery) => number;
  refetchInterval: (query: HistoryQuery) => number | false;
  retry: RetryPolicy['retry'];
  retryDelay: RetryPolicy['retryDelay'];
  throwOnError?: ThrowOnError<AssetApyHistoryWindowRow[], ApyRewardsErrorType, AssetApyHistoryWindowRow[], QueryKey>;
}

const historyOfRows = new WeakMap<readonly AssetApyHistoryWindowRow[], AssetApyHistory>();

/** Points and statistics of the held rows, made once per answer. */
export function selectAssetApyHistory(rows: readonly AssetApyHistoryWindowRow[]): AssetApyHistory {
  let history = historyOfRows.get(rows);
  if (history === undefined) {
    history = assetApyHistoryOf(rows);
    historyOfRows.set(rows, history);
  }
  return history;
}

/** The code of a refresh of held history: fetched once the first read is in, so a refresh does not wait for it. */
const loadHistoryRefresh = () => import('./historyRefresh');

async function readHistory(
  config: ApyRewardsConfig,
  target: AssetApyHistoryTarget,
  held: HistoryQuery['state'] | undefined,
  signal: AbortSignal,
): Promise<AssetApyHistoryWindowRow[]> {
  const startedAt = Date.now();
  // The span is cut on the service's clock, which stamps the rows.
  const serviceNow = () => startedAt + serviceClockOffsetMs();
  if (held?.data?.length) {
    // Should the refresh's chunk not load, the whole span is read instead.
    const refresh = await loadHistoryRefresh().catch(() => null);
    const merged = await refresh?.readHistoryIncrement(
      config,
      target,
      { data: held.data, dataUpdatedAt: held.dataUpdatedAt },
      startedAt,
      serviceNow,
      signal,
    );
    if (merged) return merged;
  }
  const from = new Date(serviceNow() - target.rangeMs).toISOString();
  const all = await fetchAssetApyHistoryRows(config, target, { from }, { signal });
  loadHistoryRefresh().catch(() => {});
  return trimHistoryWindow(all, serviceNow(), target.rangeMs);
}

/**
 * Query options for one market's history over `range` (serialisable for SSR). The first read takes the span by time;
 * later reads ask again for the last two cadences less the ids held, and merge by id as the latest view does, on the data's own
 * cadence. Bad parameters fail the query with a typed error before any request.
 */
export function assetApyHistoryQueryOptions(
  config: ApyRewardsConfig,
  params: AssetApyHistoryParams,
): AssetApyHistoryQueryOptions {
  const queryKey = assetApyHistoryKey(config.apyUrl, keyParams(params));
  return {
    queryKey: queryKey as DataTag<typeof queryKey, AssetApyHistoryWindowRow[], ApyRewardsErrorType>,
    queryFn: async ({ signal, client }: QueryFunctionContext) => {
      const target = assetApyHistoryTarget(params);
      // Older TanStack 5 releases pass no `client`: every read is then a full one.
      const state = (client as typeof client | undefined)?.getQueryState<AssetApyHistoryWindowRow[]>(queryKey);
      return readHistory(config, target, state, signal);
    },
    staleTime: cadenceStaleTime<HistoryQuery>,
    refetchInterval: cadenceRefetchInterval<HistoryQuery>,
    retry: shouldRetry,
    retryDelay,
  };
}
