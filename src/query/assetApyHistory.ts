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
import { cadenceRefetchInterval, cadenceStaleTime, learnCadence } from './cadence';
import { type AssetApyHistoryWindowRow, mergeHistoryWindow, trimHistoryWindow } from './historyWindow';
import { commitOverlapMs, unheldSpan } from './incrementalRead';
import { assetApysKeyRoot } from './keys';
import { type RetryPolicy, retryDelay, shouldRetry } from './retry';

/** Without a read for this many cadences (a sleeping tab), a refresh reads the whole span again. */
const FULL_READ_AFTER_CADENCES = 6;

/** The key of one market's history: as given when the parameters are bad, so a bad read never shares a good one's entry. */
export const assetApyHistoryKey = (
  endpoint: string,
  params: { chainId: string; ctokenAddress: string; range: string },
) => [...assetApysKeyRoot(), 'history', { endpoint, ...params }] as const;

function keyParams(params: AssetApyHistoryParams): { chainId: string; ctokenAddress: string; range: string } {
  try {
    const { chainId, ctokenAddress, range } = assetApyHistoryTarget(params);
    return { chainId, ctokenAddress, range };
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

async function readHistory(
  config: ApyRewardsConfig,
  target: AssetApyHistoryTarget,
  held: HistoryQuery['state'] | undefined,
  signal: AbortSignal,
): Promise<AssetApyHistoryWindowRow[]> {
  const startedAt = Date.now();
  // The span is cut on the service's clock, which stamps the rows.
  const serviceNow = () => startedAt + serviceClockOffsetMs();
  const rows = held?.data;
  if (held && rows?.length) {
    const pause = startedAt - held.dataUpdatedAt;
    const { cadenceMs } = learnCadence(rows);
    const newest = rows[0]?.created_at as string;
    const newestAhead = Date.parse(newest) - serviceNow() > cadenceMs;
    if (pause <= cadenceMs * FULL_READ_AFTER_CADENCES && pause <= target.rangeMs && !newestAhead) {
      // Rows stamped before the newest held one may commit late: the overlap is asked again, less the ids held.
      const { after, known } = unheldSpan(
        rows,
        held.dataUpdatedAt + serviceClockOffsetMs() - commitOverlapMs(cadenceMs),
      );
      const fresh = await fetchAssetApyHistoryRows(config, target, { after, exceptIds: known }, { signal });
      const merged = mergeHistoryWindow(rows, fresh, target, serviceNow(), target.rangeMs);
      if (merged !== null) return merged;
    }
  }
  const from = new Date(serviceNow() - target.rangeMs).toISOString();
  const all = await fetchAssetApyHistoryRows(config, target, { from }, { signal });
  return trimHistoryWindow(all, target, serviceNow(), target.rangeMs);
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
    staleTime: (query: HistoryQuery) => cadenceStaleTime(query),
    refetchInterval: (query: HistoryQuery) => cadenceRefetchInterval(query),
    retry: shouldRetry,
    retryDelay,
  };
}
