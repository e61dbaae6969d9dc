import type { DataTag, QueryFunctionContext, QueryKey, ThrowOnError } from '@tanstack/react-query';
import { type AssetApyRow, assetApyColumns, fetchAssetApysComparing, newestFirst } from '../core/assetApys';
import { fetchAssetApysSpan } from '../core/assetApysPage';
import type { ApyRewardsConfig } from '../core/config';
import type { ApyRewardsErrorType } from '../core/errorType';
import { latestByAsset } from '../core/latest';
import { type CadenceQuery, cadenceStaleTime } from './cadence';
import { latestBatchKey } from './keys';
import { type RetryPolicy, retryDelay, shouldRetry } from './retry';

/**
 * Rows the first read asks for: a batch of 32 markets (the real writer has ~30) and part of the one before it, in
 * under 16 kB. A larger batch takes one more read per this many rows.
 */
export const LATEST_BATCH_READ_ROWS = 48;
/** Parts of one batch further apart than this are two batches (a writer stamps one batch with one `created_at`). */
const SAME_BATCH_MS = 60_000;
/** Reads one batch may take: a batch of thousands of markets, never an endless loop. */
const MAX_BATCH_READS = 50;

/** Parameters of the newest-batch query. */
export interface LatestBatchParams {
  /** Only this chain's markets; all chains when omitted. */
  chainId?: number | string | undefined;
}

type LatestBatchKey = ReturnType<typeof latestBatchKey>;

/** What `latestBatchQueryOptions` returns; `throwOnError` is typed only, as in `LatestAssetApysQueryOptions`. */
export interface LatestBatchQueryOptions {
  queryKey: DataTag<LatestBatchKey, AssetApyRow[], ApyRewardsErrorType>;
  queryFn: (context: QueryFunctionContext) => Promise<AssetApyRow[]>;
  staleTime: (query: CadenceQuery) => number;
  retry: RetryPolicy['retry'];
  retryDelay: RetryPolicy['retryDelay'];
  throwOnError?: ThrowOnError<AssetApyRow[], ApyRewardsErrorType, AssetApyRow[], QueryKey>;
}

/**
 * Reads the newest rows, newest first, until the answer reaches past the newest batch (or the rows end), and returns
 * the newest row of each market it saw: the whole newest batch, plus the markets of older rows the reads brought along.
 */
export async function readLatestBatch(
  config: ApyRewardsConfig,
  params: { chainId?: string | undefined },
  signal: AbortSignal | undefined,
): Promise<AssetApyRow[]> {
  const rows: AssetApyRow[] = [];
  for (let read = 0; read < MAX_BATCH_READS; read++) {
    const from = read * LATEST_BATCH_READ_ROWS;
    const answer = await fetchAssetApysSpan(
      fetchAssetApysComparing,
      config,
      {
        select: assetApyColumns,
        chainId: params.chainId,
        order: newestFirst,
        range: { from, to: from + LATEST_BATCH_READ_ROWS - 1 },
      },
      { signal },
    );
    rows.push(...answer.rows);
    const newest = rows[0];
    const oldest = rows.at(-1);
    if (answer.rows.length < LATEST_BATCH_READ_ROWS || newest === undefined || oldest === undefined) break;
    // A row of an earlier batch came back: the newest batch is whole.
    if (Date.parse(newest.created_at) - Date.parse(oldest.created_at) >= SAME_BATCH_MS) break;
  }
  return latestByAsset(rows);
}

/**
 * Query options for the newest batch: one small read that paints the latest view before its window (history for
 * trends) arrives. Rows newest first per market, as `latestAssetApysQueryOptions` holds them (serialisable for SSR:
 * a server may prefetch this, the window, or both).
 */
export function latestBatchQueryOptions(
  config: ApyRewardsConfig,
  params: LatestBatchParams = {},
): LatestBatchQueryOptions {
  const chainId = params.chainId === undefined ? undefined : String(params.chainId);
  const queryKey = latestBatchKey(config.apyUrl, { chainId });
  return {
    queryKey: queryKey as DataTag<typeof queryKey, AssetApyRow[], ApyRewardsErrorType>,
    queryFn: ({ signal }: QueryFunctionContext) => readLatestBatch(config, { chainId }, signal),
    staleTime: cadenceStaleTime<CadenceQuery>,
    retry: shouldRetry,
    retryDelay,
  };
}
