import type { DataTag, InfiniteData, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import {
  type AssetApyColumn,
  type AssetApyRowOf,
  type AssetApysParams,
  type AssetApysResult,
  fetchAssetApys,
} from '../core/assetApys';
import type { ApyRewardsConfig } from '../core/config';
import type { ApyRewardsError } from '../core/errors';
import { type AssetApysKeyParams, apyRewardsKeys } from './keys';
import { retryDelay, shouldRetry } from './retry';

/** The table gains a row per market every hour; five minutes keeps screens fresh without refetch storms. */
export const ASSET_APYS_STALE_TIME_MS = 5 * 60_000;

/** Rows per page when a paged hook gets no `pageSize`. */
export const DEFAULT_PAGE_SIZE = 25;

type Select = readonly AssetApyColumn[] | undefined;

/** The key parameters of an APY read: what the query function reads, with `chainId` as the string it is sent as. */
function assetApysKeyParams(params: AssetApysParams<Select>): AssetApysKeyParams {
  return {
    select: params.select,
    chainId: params.chainId === undefined ? undefined : String(params.chainId),
    filter: params.filter,
    order: params.order,
    range: params.range,
    count: params.count,
  };
}

/** Query options for one read of `asset-total-apy` (a page when `range` is set). */
export function assetApysQueryOptions<const S extends Select = undefined>(
  config: ApyRewardsConfig,
  params: AssetApysParams<S> = {},
) {
  type Data = AssetApysResult<AssetApyRowOf<S>>;
  return {
    queryKey: apyRewardsKeys.assetApysList(config.apyUrl, assetApysKeyParams(params)) as DataTag<
      ReturnType<typeof apyRewardsKeys.assetApysList>,
      Data,
      ApyRewardsError
    >,
    queryFn: ({ signal }: QueryFunctionContext): Promise<Data> => fetchAssetApys(config, params, { signal }),
    staleTime: ASSET_APYS_STALE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
  };
}

/** Parameters of the infinite APY list: the read parameters less `range`, plus a page size; `count` defaults to `'exact'`. */
export type AssetApysInfiniteParams<S extends Select = Select> = Omit<AssetApysParams<S>, 'range'> & {
  /** Rows per page. */
  pageSize: number;
};

/** Infinite-query options: pages follow each other by row offset, the next one read from `Content-Range`. */
export function assetApysInfiniteQueryOptions<const S extends Select = undefined>(
  config: ApyRewardsConfig,
  params: AssetApysInfiniteParams<S>,
) {
  type Page = AssetApysResult<AssetApyRowOf<S>>;
  const { pageSize, ...read } = params;
  const count = read.count ?? 'exact';
  const { range: _range, ...keyParams } = assetApysKeyParams({ ...read, count });
  return {
    queryKey: apyRewardsKeys.assetApysInfinite(config.apyUrl, { ...keyParams, pageSize }) as DataTag<
      ReturnType<typeof apyRewardsKeys.assetApysInfinite>,
      InfiniteData<Page, number>,
      ApyRewardsError
    >,
    queryFn: ({ pageParam, signal }: QueryFunctionContext<QueryKey, number>) =>
      fetchAssetApys(
        config,
        { ...read, count, range: { from: pageParam, to: pageParam + pageSize - 1 } },
        { signal },
      ) as Promise<Page>,
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page): number | undefined => nextOffset(lastPage, pageSize),
    staleTime: ASSET_APYS_STALE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
  };
}

/** Offset of the row after `page`, or `undefined` at the end. Trusts the count over the row count, since the gateway caps pages. */
export function nextOffset(page: AssetApysResult<unknown>, pageSize: number): number | undefined {
  if (page.range === null) return undefined;
  const next = page.range.to + 1;
  if (page.total !== null) return next < page.total ? next : undefined;
  return page.rows.length < pageSize ? undefined : next;
}
