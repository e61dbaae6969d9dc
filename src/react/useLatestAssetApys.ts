import { hashKey, type QueryKey, replaceEqualDeep, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { AssetApyRow } from '../core/assetApys';
import { HttpError } from '../core/errors';
import type { ApyRewardsErrorType } from '../core/errorType';
import {
  type LatestAssetApys,
  type LatestAssetApysParams,
  latestAssetApysQueryOptions,
  latestSpans,
  loadLatestWindowRead,
  selectLatestAssetApys,
} from '../query/latestAssetApys';
import { latestBatchQueryOptions } from '../query/latestBatch';
import { retryDelay, shouldRetry } from '../query/retry';
import { adoptNotedServiceClock, noteServiceClock } from '../query/serviceClockNote';
import { useApyRewardsConfig, useRequiredQueryClient } from './ApyRewardsProvider';
import { mergeQueryOptions, type QueryPassThrough, useMountedRead } from './queryPassThrough';

/** Parameters of `useLatestAssetApys`. */
export type UseLatestAssetApysParams<Data = LatestAssetApys> = LatestAssetApysParams & {
  /** TanStack options passed through; `select` receives `{ rows, history }`. */
  query?:
    | (Omit<QueryPassThrough<AssetApyRow[], Data>, 'select'> & { select?: (latest: LatestAssetApys) => Data })
    | undefined;
};

/** The grouping of each answer, made once: an inline `select` runs on every render, and would rebuild it each time. */
const latestOfAnswer = new WeakMap<AssetApyRow[], LatestAssetApys>();
/** Groupings and their row lists, handed out as they are (never copied by structural sharing). */
const groupings = new WeakSet<object>();
/** Answers of the newest-batch read standing in for the window: their markets have no history yet. */
const batchAnswers = new WeakSet<AssetApyRow[]>();

function latestOf(rows: AssetApyRow[]): LatestAssetApys {
  let latest = latestOfAnswer.get(rows);
  if (latest === undefined) {
    latest = batchAnswers.has(rows) ? { rows, history: new Map() } : selectLatestAssetApys(rows);
    if (typeof process === 'object' && process.env.NODE_ENV !== 'production') {
      // Every component reading the query and every `select` is handed this one grouping: a change in place
      // (`latest.rows.sort()`) would reorder the others' rows, so development builds refuse it where it happens.
      Object.freeze(latest.rows);
      for (const series of latest.history.values()) Object.freeze(series);
    }
    latestOfAnswer.set(rows, latest);
    groupings.add(latest).add(latest.rows);
  }
  return latest;
}

/**
 * TanStack's structural sharing, but not for a grouping or its rows (a `select` may return them): shared, they would be
 * copies (no longer frozen, the rows no longer those of `history`) after the first answer that changes them.
 */
const shareAllButGroupings = (previous: unknown, next: unknown) =>
  typeof next === 'object' && next !== null && groupings.has(next) ? next : replaceEqualDeep(previous, next);

/**
 * The current APY of every market (newest row per chain + receipt token) and each market's recent history. With no
 * window held, one small read of the newest batch paints first (`isPlaceholderData`, `history` empty); the window
 * follows. A `query.initialData` (rows, as the query reads them) serves only the chain and spans the hook mounted with.
 */
export function useLatestAssetApys<Data = LatestAssetApys>(
  params: UseLatestAssetApysParams<Data> = {},
): UseQueryResult<Data, ApyRewardsErrorType> {
  const config = useApyRewardsConfig('useLatestAssetApys');
  const queryClient = useRequiredQueryClient('useLatestAssetApys');
  // Before any read is scheduled: rows restored from storage were read by this device, on the clock it noted then.
  adoptNotedServiceClock(queryClient, config.apyUrl);
  const { query, ...read } = params;
  const { select: userSelect, ...passThrough } = query ?? {};
  const select = useCallback(
    (rows: AssetApyRow[]): Data => {
      const latest = latestOf(rows);
      return userSelect ? userSelect(latest) : (latest as Data);
    },
    [userSelect],
  );
  const options = latestAssetApysQueryOptions(config, read);
  const sharing = passThrough.structuralSharing ?? queryClient.getDefaultOptions().queries?.structuralSharing ?? true;
  const mountedRead = useMountedRead(hashKey(options.queryKey));
  const windowHeld =
    queryClient.getQueryData(options.queryKey) !== undefined || (mountedRead && passThrough.initialData !== undefined);
  // A product's `enabled` callback is about the window's query: the batch read then waits for the window. Bad spans
  // fail the window's query before any request, and send no batch read either.
  const batchWanted =
    !windowHeld && (passThrough.enabled === undefined || passThrough.enabled === true) && spansValid(read);
  // Retries turned off by the product (`query.retry`) or the client's defaults are off for the batch read too.
  const clientRetry = queryClient.getDefaultOptions().queries?.retry;
  const retriesOff = [passThrough.retry, clientRetry].some((retry) => retry === false || retry === 0);
  const batch = useQuery(
    {
      ...latestBatchQueryOptions(config, { chainId: read.chainId }),
      // A shortcut to the first paint: when it fails, the window's read (with its retries) goes at once, unless the
      // service asked for a wait (`Retry-After`): the small read is then asked again after it, and the window waits.
      retry: (failures: number, error: ApyRewardsErrorType) =>
        !retriesOff && error instanceof HttpError && error.retryAfterMs !== undefined && shouldRetry(failures, error),
      retryDelay: (failures: number, error: ApyRewardsErrorType) =>
        error instanceof HttpError && error.retryAfterMs !== undefined ? retryDelay(failures, error) : 0,
      enabled: batchWanted,
    },
    queryClient,
  );
  // The window waits for the small read, so the first paint does not share the connection with it.
  const batchSettled = !batchWanted || batch.data !== undefined || batch.isError;
  const merged = mergeQueryOptions({ ...options, enabled: batchSettled }, passThrough, queryClient, mountedRead);
  const ownPlaceholder = (merged as { placeholderData?: unknown }).placeholderData as PlaceholderOption;
  const result = useQuery<AssetApyRow[], ApyRewardsErrorType, Data, QueryKey>(
    {
      ...merged,
      // Sharing turned off (`false`) or a product's own function, here or as the client's default, is kept.
      ...(sharing === true && { structuralSharing: shareAllButGroupings }),
      placeholderData: (previous, previousQuery) => {
        const own = typeof ownPlaceholder === 'function' ? ownPlaceholder(previous, previousQuery) : ownPlaceholder;
        if (own !== undefined || !batch.data?.length) return own;
        batchAnswers.add(batch.data);
        return batch.data;
      },
      select,
    },
    queryClient,
  );
  // The window's read is a lazy chunk: it loads while the newest batch is read, so the window read need not wait for it.
  useEffect(() => {
    loadLatestWindowRead(config).catch(() => {});
  }, [config]);
  // On the device only (effects never run on a server): a restored cache then knows the clock its rows were read on.
  useEffect(() => {
    if (result.dataUpdatedAt > 0 || batch.dataUpdatedAt > 0) noteServiceClock(queryClient, config.apyUrl);
  }, [queryClient, config.apyUrl, result.dataUpdatedAt, batch.dataUpdatedAt]);
  return result;
}

function spansValid(params: LatestAssetApysParams): boolean {
  try {
    latestSpans(params);
    return true;
  } catch {
    return false;
  }
}

type PlaceholderOption =
  | AssetApyRow[]
  | ((previous: AssetApyRow[] | undefined, previousQuery: unknown) => AssetApyRow[] | undefined)
  | undefined;
