import type { DataTag, QueryFunctionContext, QueryKey, ThrowOnError } from '@tanstack/react-query';
import type { AssetApyRow } from '../core/assetApys';
import type { ApyRewardsConfig } from '../core/config';
import { InvalidParameterError } from '../core/errors';
import type { ApyRewardsErrorType } from '../core/errorType';
import { historyByAsset, latestByAsset } from '../core/latest';
import { serviceClockOffsetMs } from '../core/serviceClock';
import { cadenceRefetchInterval, cadenceStaleTime, learnCadence } from './cadence';
import { commitOverlapMs, readAssetApysIncrement, readAssetApysSince, readNewestAssetApys } from './incrementalRead';
import { latestAssetApysKey } from './keys';
import { type LatestSpans, trimLatestWindow } from './latestWindow';
import { type RetryPolicy, retryDelay, shouldRetry } from './retry';

/** Hours of history kept per market when `historyHours` is not given. */
export const DEFAULT_HISTORY_HOURS = 24;
/** A market appears in "latest" when it has a row within this many hours, when `lookbackHours` is not given. */
export const DEFAULT_LOOKBACK_HOURS = 48;
/** Without a read for this many cadences (a sleeping tab), a refresh reads the whole window again. */
const FULL_READ_AFTER_CADENCES = 6;
const HOUR_MS = 3_600_000;
/** A first read that missed more of the history span than this (a device clock ahead) is made again. */
const MISSED_HISTORY_MS = 15 * 60_000;

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

/** About eleven years: far beyond the table's history, and a span whose start is still a valid date. */
const MAX_HOURS = 100_000;

function hoursParam(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0 || value > MAX_HOURS) {
    throw new InvalidParameterError(`${name} must be a positive number of hours, at most ${MAX_HOURS}.`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production' ? `Got ${String(value)}.` : undefined,
    });
  }
  return value;
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
    queryFn: async ({ signal, client }: QueryFunctionContext): Promise<AssetApyRow[]> => {
      const spans: LatestSpans = {
        historyMs: hoursParam('historyHours', historyHours) * HOUR_MS,
        lookbackMs: Math.max(hoursParam('lookbackHours', lookbackHours), historyHours) * HOUR_MS,
      };
      // Older TanStack 5 releases pass no `client`: every read is then a full one.
      const state = (client as typeof client | undefined)?.getQueryState<AssetApyRow[]>(queryKey);
      const held = state?.data;
      const startedAt = Date.now();
      // The window is cut on the service's clock, which stamps the rows; each read may correct this device's offset.
      const serviceStartedAt = () => startedAt + serviceClockOffsetMs();
      if (state && held?.length) {
        const pause = startedAt - state.dataUpdatedAt;
        const { cadenceMs } = learnCadence(held);
        // A newest row stamped ahead of the service's clock would hide every row written before its time from
        // `created_at=gt.`: then the whole window is read.
        const newestAhead = Date.parse(held[0]?.created_at as string) - serviceStartedAt() > cadenceMs;
        if (pause <= cadenceMs * FULL_READ_AFTER_CADENCES && pause <= spans.historyMs && !newestAhead) {
          const overlapMs = commitOverlapMs(cadenceMs);
          const lastReadMs = state.dataUpdatedAt + serviceClockOffsetMs();
          const merged = await readAssetApysIncrement(
            config,
            { chainId, held, sinceMs: lastReadMs - overlapMs },
            signal,
          );
          if (merged !== null) return trimLatestWindow(merged, serviceStartedAt(), spans);
        }
      }
      const readSince = (fromMs: number) =>
        readAssetApysSince(
          config,
          {
            chainId,
            from: new Date(fromMs).toISOString(),
            // A window too big for one read keeps the history span only (every market of a busy writer is in it).
            narrowTo: new Date(fromMs + spans.lookbackMs - spans.historyMs).toISOString(),
          },
          signal,
        );
      const fromMs = serviceStartedAt() - spans.lookbackMs;
      let rows = await readSince(fromMs);
      // The answer showed this device's clock so far ahead of the service's that the read missed over a quarter hour of
      // the history span.
      if (fromMs - (serviceStartedAt() - spans.historyMs) > MISSED_HISTORY_MS) {
        rows = await readSince(serviceStartedAt() - spans.lookbackMs);
      }
      // Nothing within the lookback (the writer down for longer): the last batch held, or one bounded read of it.
      if (rows.length === 0) rows = held?.length ? [...held] : await readNewestAssetApys(config, { chainId }, signal);
      return trimLatestWindow(rows, serviceStartedAt(), spans);
    },
    staleTime: (query: LatestQuery) => cadenceStaleTime(query),
    refetchInterval: (query: LatestQuery) => cadenceRefetchInterval(query),
    retry: shouldRetry,
    retryDelay,
  };
}
