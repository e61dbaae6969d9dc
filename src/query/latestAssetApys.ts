import type { DataTag, QueryFunctionContext, QueryKey, ThrowOnError } from '@tanstack/react-query';
import { ASSET_APY_TABLE, type AssetApyRow } from '../core/assetApys';
import type { ApyRewardsConfig } from '../core/config';
import { InvalidParameterError, NetworkError } from '../core/errors';
import type { ApyRewardsErrorType } from '../core/errorType';
import { historyByAsset, latestByAsset } from '../core/latest';
import { sanitizedCause } from '../core/redact';
import { cadenceRefetchInterval, cadenceStaleTime } from './cadence';
import { latestAssetApysKey } from './keys';
import type { LatestSpans } from './latestWindow';
import { type RetryPolicy, retryDelay, shouldRetry } from './retry';

/** Hours of history kept per market when `historyHours` is not given. */
export const DEFAULT_HISTORY_HOURS = 24;
/** A market appears in "latest" when it has a row within this many hours, when `lookbackHours` is not given. */
export const DEFAULT_LOOKBACK_HOURS = 48;

const HOUR_MS = 3_600_000;
/** About eleven years: far beyond the table's history, and a span whose start is still a valid date. */
const MAX_HOURS = 100_000;

function checkedHours(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0 || value > MAX_HOURS) {
    throw new InvalidParameterError(`${name} must be a positive number of hours, at most ${MAX_HOURS}.`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production' ? `Got ${String(value)}.` : undefined,
    });
  }
  return value;
}

/**
 * The latest window's spans in ms (defaults filled in, the lookback at least the history), checked before any request:
 * a span that is not a positive number of hours up to 100,000 throws an `InvalidParameterError`.
 */
export function latestSpans(params: Pick<LatestAssetApysParams, 'historyHours' | 'lookbackHours'>): LatestSpans {
  const historyHours = checkedHours('historyHours', params.historyHours ?? DEFAULT_HISTORY_HOURS);
  const lookbackHours = checkedHours('lookbackHours', params.lookbackHours ?? DEFAULT_LOOKBACK_HOURS);
  return { historyMs: historyHours * HOUR_MS, lookbackMs: Math.max(lookbackHours, historyHours) * HOUR_MS };
}

/** The part of the TanStack query the schedule reads. */
type LatestQuery = { state: { data: AssetApyRow[] | undefined; dataUpdatedAt: number; errorUpdatedAt: number } };

/** Parameters of the latest-APY query. */
export interface LatestAssetApysParams {
  /** Only this chain's markets; all chains when omitted. */
  chainId?: number | string | undefined;
  /** Hours of history kept per market (trends). Default 24. */
  historyHours?: number | undefined;
  /** A market appears in "latest" when it has a row within this many hours. Default 48. */
  lookbackHours?: number | undefined;
}

/** The current APY of each market and its recent history. */
export interface LatestAssetApys {
  /** Newest row per market (chain + receipt token); a market without a new row keeps its last one (see `created_at`). */
  rows: readonly AssetApyRow[];
  /**
   * Each market's rows within `historyHours`, oldest first, keyed by `assetKey`; a market with no row in that span
   * has its newest row within `lookbackHours` only.
   */
  history: ReadonlyMap<string, readonly AssetApyRow[]>;
}

/** Turns the held window (newest first) into the latest row per market plus its history. */
export function selectLatestAssetApys(windowRows: AssetApyRow[]): LatestAssetApys {
  return { rows: latestByAsset(windowRows), history: historyByAsset(windowRows) };
}

/**
 * The code of a window read, a lazy chunk (see `readLatestWindow`); `useLatestAssetApys` starts loading it beside the
 * newest-batch read. A chunk that cannot load fails as the network does (retried), before any request.
 */
export function loadLatestWindowRead(config: ApyRewardsConfig): Promise<typeof import('./latestWindowRead')> {
  return import('./latestWindowRead').catch((cause: unknown) => {
    throw new NetworkError(`${config.apyUrl}/${ASSET_APY_TABLE}`, { cause: sanitizedCause(cause, config.anonKey) });
  });
}

type LatestAssetApysKey = ReturnType<typeof latestAssetApysKey>;

/** What `latestAssetApysQueryOptions` returns; `throwOnError` is typed only, as in `AssetApysQueryOptions`. */
export interface LatestAssetApysQueryOptions {
  queryKey: DataTag<LatestAssetApysKey, AssetApyRow[], ApyRewardsErrorType>;
  queryFn: (context: QueryFunctionContext) => Promise<AssetApyRow[]>;
  staleTime: (query: LatestQuery) => number;
  refetchInterval: (query: LatestQuery) => number | false;
  retry: RetryPolicy['retry'];
  retryDelay: RetryPolicy['retryDelay'];
  throwOnError?: ThrowOnError<AssetApyRow[], ApyRewardsErrorType, AssetApyRow[], QueryKey>;
}

/**
 * Query options for the latest window: every row of the last `historyHours` plus each market's newest row within
 * `lookbackHours`, newest first (serialisable for SSR). The first read takes the whole window by time; later reads ask
 * again for the last two cadences less the ids held (rows may commit late) and merge by id, reading everything again
 * after a long pause or when the answer does not fit. Reads are scheduled from the data's own cadence (`staleTime`, `refetchInterval`); `query`
 * options passed to the hook override them.
 */
export function latestAssetApysQueryOptions(
  config: ApyRewardsConfig,
  params: LatestAssetApysParams = {},
): LatestAssetApysQueryOptions {
  const chainId = params.chainId === undefined ? undefined : String(params.chainId);
  const historyHours = params.historyHours ?? DEFAULT_HISTORY_HOURS;
  // Keyed as given: a bad value must not share the entry of the good one the history span would raise it to.
  const lookbackHours = params.lookbackHours ?? DEFAULT_LOOKBACK_HOURS;
  const queryKey = latestAssetApysKey(config.apyUrl, { chainId, historyHours, lookbackHours });
  return {
    queryKey: queryKey as DataTag<typeof queryKey, AssetApyRow[], ApyRewardsErrorType>,
    queryFn: async (context: QueryFunctionContext) => {
      // Taken now, not once the chunk is in: TanStack aborts a read whose signal was taken when its last observer goes.
      const { signal } = context;
      const spans = latestSpans(params);
      const chunk = await loadLatestWindowRead(config);
      return chunk.readLatestWindow(config, { chainId, spans }, queryKey, { ...context, signal });
    },
    staleTime: cadenceStaleTime<LatestQuery>,
    refetchInterval: cadenceRefetchInterval<LatestQuery>,
    retry: shouldRetry,
    retryDelay,
  };
}
