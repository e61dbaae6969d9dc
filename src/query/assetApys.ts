import type { DataTag, InfiniteData, QueryFunctionContext, QueryKey, ThrowOnError } from '@tanstack/react-query';
import {
  type AssetApyColumn,
  type AssetApyRow,
  type AssetApyRowOf,
  type AssetApysParams,
  type AssetApysResult,
  fetchAssetApys,
} from '../core/assetApys';
import { fetchAssetApysAnchor, fetchAssetApysFiltering, fetchAssetApysSpan } from '../core/assetApysPage';
import type { ApyRewardsConfig } from '../core/config';
import { InvalidParameterError, RangeNotSatisfiableError } from '../core/errors';
import type { ApyRewardsErrorType } from '../core/errorType';
import { type AssetApysKeyParams, apyRewardsKeys, assetApysInfiniteKey, assetApysPageKey } from './keys';
import { type RetryPolicy, retryDelay, shouldRetry } from './retry';

/** The table gains a row per market every hour; five minutes keeps screens fresh without refetch storms. */
export const ASSET_APYS_STALE_TIME_MS = 5 * 60_000;

/**
 * An infinite list whose pages count different totals (rows committed between two page reads) is read again from its
 * first page at most once this long: a writer committing between every page would otherwise be read without end.
 */
export const SHIFTED_REREAD_GAP_MS = ASSET_APYS_STALE_TIME_MS;

/** Rows per page when a paged hook gets no `pageSize`. */
export const DEFAULT_PAGE_SIZE = 25;

type Select = readonly AssetApyColumn[] | undefined;

/** The key parameters of an APY read: what the query function reads, with `chainId` as the string it is sent as. */
function assetApysKeyParams(params: AssetApysParams<Select>): Omit<AssetApysKeyParams, 'range'> {
  return {
    select: params.select,
    chainId: params.chainId === undefined ? undefined : String(params.chainId),
    filter: params.filter,
    order: params.order,
    count: params.count,
    ...(params.maxId === undefined ? {} : { maxId: params.maxId }),
  };
}

type AssetApysListKey = ReturnType<typeof apyRewardsKeys.assetApysList>;
type AssetApysInfiniteKey = ReturnType<typeof assetApysInfiniteKey>;

/**
 * What `assetApysQueryOptions` returns. Named, so a product's declaration files can name it. `throwOnError` is
 * never set; it is typed so that TanStack's `useQueries` reads the library's error type from it, as `useQuery` does
 * from `retry`.
 */
export interface AssetApysQueryOptions<S extends Select = undefined> {
  queryKey: DataTag<AssetApysListKey, AssetApysResult<AssetApyRowOf<S>>, ApyRewardsErrorType>;
  queryFn: (context: QueryFunctionContext) => Promise<AssetApysResult<AssetApyRowOf<S>>>;
  staleTime: number;
  retry: RetryPolicy['retry'];
  retryDelay: RetryPolicy['retryDelay'];
  throwOnError?: ThrowOnError<
    AssetApysResult<AssetApyRowOf<S>>,
    ApyRewardsErrorType,
    AssetApysResult<AssetApyRowOf<S>>,
    QueryKey
  >;
}

/** What `assetApysInfiniteQueryOptions` returns; named for the same reasons as `AssetApysQueryOptions`. */
export interface AssetApysInfiniteQueryOptions<S extends Select = undefined> {
  queryKey: DataTag<AssetApysInfiniteKey, InfiniteData<AssetApysResult<AssetApyRowOf<S>>, number>, ApyRewardsErrorType>;
  queryFn: (context: QueryFunctionContext<QueryKey, number>) => Promise<AssetApysResult<AssetApyRowOf<S>>>;
  initialPageParam: number;
  getNextPageParam: (lastPage: AssetApysResult<AssetApyRowOf<S>>) => number | undefined;
  /** Reads the list again from its first page when its pages count different totals, at most once a gap. */
  refetchInterval: (query: ShiftedListQuery) => number | false;
  staleTime: number;
  retry: RetryPolicy['retry'];
  retryDelay: RetryPolicy['retryDelay'];
}

export function assetApysQueryOptions<const S extends Select = undefined>(
  config: ApyRewardsConfig,
  params: AssetApysParams<S> = {},
): AssetApysQueryOptions<S> {
  type Data = AssetApysResult<AssetApyRowOf<S>>;
  return {
    queryKey: apyRewardsKeys.assetApysList(config.apyUrl, {
      ...assetApysKeyParams(params),
      range: params.range,
    }) as DataTag<AssetApysListKey, Data, ApyRewardsErrorType>,
    queryFn: ({ signal }: QueryFunctionContext): Promise<Data> => fetchAssetApys(config, params, { signal }),
    staleTime: ASSET_APYS_STALE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
  };
}

/** Parameters of the infinite APY list: the read parameters less `range`, plus a page size; `count` defaults to `'exact'`. */
export type AssetApysInfiniteParams<S extends Select = Select> = Omit<AssetApysParams<S>, 'range' | 'maxId'> & {
  /** Rows per page. */
  pageSize: number;
};

/** Infinite-query options: pages follow each other by row offset, the next one read from `Content-Range`. */
export function assetApysInfiniteQueryOptions<const S extends Select = undefined>(
  config: ApyRewardsConfig,
  params: AssetApysInfiniteParams<S>,
): AssetApysInfiniteQueryOptions<S> {
  type Page = AssetApysResult<AssetApyRowOf<S>>;
  const { pageSize, ...read } = params;
  const count = read.count ?? 'exact';
  const keyParams = assetApysKeyParams({ ...read, count });
  return {
    queryKey: assetApysInfiniteKey(config.apyUrl, { ...keyParams, pageSize }) as DataTag<
      AssetApysInfiniteKey,
      InfiniteData<Page, number>,
      ApyRewardsErrorType
    >,
    queryFn: async ({ pageParam, signal }: QueryFunctionContext<QueryKey, number>): Promise<Page> => {
      try {
        return (await fetchAssetApysFiltering(
          config,
          { ...read, count, range: { from: pageParam, to: pageParam + pageSize - 1 } },
          { signal },
        )) as Page;
      } catch (error) {
        // Without an exact count the list goes on until the rows end; past the end is that end, not a failure.
        if (pageParam > 0 && count !== 'exact' && error instanceof RangeNotSatisfiableError) {
          return { rows: [], range: null, total: error.total };
        }
        throw error;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page): number | undefined => nextOffset(lastPage, count === 'exact'),
    refetchInterval: (query: ShiftedListQuery) => (count === 'exact' ? shiftedReread(query) : false),
    staleTime: ASSET_APYS_STALE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
  };
}

/** The part of an infinite list's query `shiftedReread` reads. */
export interface ShiftedListQuery {
  state: {
    data: { pages: readonly AssetApysResult<unknown>[] } | undefined;
    dataUpdatedAt: number;
    fetchStatus: string;
  };
}

/** The re-read each shifted list has planned: for which answer (its `dataUpdatedAt`), and when it is due. */
const plannedRereads = new WeakMap<object, { answer: number; due: number }>();

/**
 * TanStack `refetchInterval` of an infinite list with an exact count. A page counting another total than the first saw
 * rows committed between the two reads (a new batch, or rows committing late below rows already shown): offsets
 * shifted, so a late row could fall before the page read and never show. The list is then read again from its first
 * page, each page after the one before it (TanStack's refetch of an infinite query): at once, and while the totals
 * still differ (a writer committing between every page) at most once every `SHIFTED_REREAD_GAP_MS`.
 */
export function shiftedReread(query: ShiftedListQuery): number | false {
  const { data, dataUpdatedAt, fetchStatus } = query.state;
  const pages = data?.pages ?? [];
  if (!pages.some((page) => page.total !== pages[0]?.total)) return false;
  let planned = plannedRereads.get(query);
  // TanStack asks again on every change of the query: each answer plans one re-read, a gap after the one before.
  if (planned?.answer !== dataUpdatedAt) {
    const due = planned === undefined ? dataUpdatedAt : Math.max(dataUpdatedAt, planned.due + SHIFTED_REREAD_GAP_MS);
    planned = { answer: dataUpdatedAt, due };
    plannedRereads.set(query, planned);
  }
  // While a read runs its answer plans the next one; TanStack reads no interval of 0, so 1 ms is "at once".
  return fetchStatus === 'fetching' ? SHIFTED_REREAD_GAP_MS : Math.max(1, planned.due - Date.now());
}

/**
 * Offset of the row after the span `page` returned, or `undefined` at the end. The gateway caps pages, so a short
 * page is not the end: an exact total is, and without one (no count, or an estimate) only an empty page is.
 */
export function nextOffset(page: AssetApysResult<unknown>, exactTotal = true): number | undefined {
  if (page.range === null || page.rows.length === 0) return undefined;
  const next = page.range.to + 1;
  if (exactTotal && page.total !== null) return next < page.total ? next : undefined;
  return next;
}

/** One numbered page as the paged hook holds it: the rows of a full span, its page number and the walk's anchor. */
export type AssetApysPage<Row = AssetApyRow> = AssetApysResult<Row> & {
  /** Zero-based page these rows belong to. */
  page: number;
  /**
   * Highest row id when the first page was read (`null`: no rows); later pages read only rows up to it. A later page
   * whose count under it differs from page 0's was re-read under a new anchor, given here.
   */
  maxId: number | null;
};

/** Parameters of `assetApysPageQueryOptions`: a read without `range` (`count` defaults to `'exact'`), a page, a page size and, after page 0, the anchor. */
export type AssetApysPageParams<S extends Select = Select> = Omit<AssetApysParams<S>, 'range' | 'maxId'> & {
  /** Zero-based page number. */
  page: number;
  pageSize: number;
  /** The anchor from page 0 (`AssetApysPage.maxId`); required after page 0 and ignored on it. */
  maxId?: number | null | undefined;
  /** Page 0's exact total under that anchor: a later page counting another one re-anchors. Ignored on page 0. */
  total?: number | null | undefined;
};

/**
 * Query options for one numbered page. Page 0 reads its span and, alongside, the highest row id (the anchor) with the
 * same exact count; when the counts differ (a batch landed between the two reads), or without an exact count, page 0
 * is read under the anchor. Later pages read only rows up to that id, so a batch written between two pages neither
 * shifts nor repeats rows. Each page is read whole, following the returned range when the gateway caps responses.
 */
export function assetApysPageQueryOptions<const S extends Select = undefined>(
  config: ApyRewardsConfig,
  params: AssetApysPageParams<S>,
) {
  type Data = AssetApysPage<AssetApyRowOf<S>>;
  const { page, pageSize, maxId, total: walkTotal, ...rest } = params;
  const read = { ...rest, count: rest.count ?? 'exact' };
  const anchor = page === 0 ? undefined : maxId;
  const expectedTotal = page === 0 || read.count !== 'exact' ? null : (walkTotal ?? null);
  const { maxId: _maxId, ...keyParams } = assetApysKeyParams(read);
  return {
    queryKey: assetApysPageKey(config.apyUrl, {
      ...keyParams,
      page,
      pageSize,
      ...(page === 0 ? {} : { maxId: anchor ?? null }),
      ...(expectedTotal === null ? {} : { total: expectedTotal }),
    }) as DataTag<ReturnType<typeof assetApysPageKey>, Data, ApyRewardsErrorType>,
    queryFn: async ({ signal }: QueryFunctionContext): Promise<Data> => {
      if (!Number.isSafeInteger(page) || page < 0 || !Number.isSafeInteger(pageSize) || pageSize < 1) {
        throw new InvalidParameterError('page must be an integer ≥ 0 and pageSize an integer ≥ 1.', {
          details:
            typeof process === 'object' && process.env.NODE_ENV !== 'production'
              ? `Got page=${String(page)}, pageSize=${String(pageSize)}.`
              : undefined,
        });
      }
      const range = { from: page * pageSize, to: (page + 1) * pageSize - 1 };
      let walkAnchor = anchor ?? null;
      if (page === 0) {
        if (read.count === 'exact') {
          const [{ grew, ...span }, highest] = await Promise.all([
            fetchAssetApysSpan(fetchAssetApysFiltering, config, { ...read, range }, { signal }),
            fetchAssetApysAnchor(config, read, true, { signal }),
          ]);
          // The same total: both reads saw the same rows, so the anchor covers the page and nothing beyond it.
          if (!grew && span.total === highest.total) return { ...span, page, maxId: highest.maxId };
          walkAnchor = highest.maxId;
        } else {
          walkAnchor = (await fetchAssetApysAnchor(config, read, false, { signal })).maxId;
        }
      }
      // A batch landed between the two reads, or no exact count tells: page 0 is read (again) under the anchor.
      const { grew, ...span } = await fetchAssetApysSpan(
        fetchAssetApysFiltering,
        config,
        { ...read, range, maxId: walkAnchor ?? undefined },
        { signal },
      );
      if (expectedTotal === null || (!grew && span.total === expectedTotal))
        return { ...span, page, maxId: walkAnchor };
      // Rows under the anchor committed after page 0 was read (ids are taken before commit): the pages of the walk
      // shifted. Re-anchored on the table as it is now, this page agrees with the new total; the hook re-reads page 0.
      const fresh = await fetchAssetApysAnchor(config, read, true, { signal });
      const { grew: _regrew, ...reanchored } = await fetchAssetApysSpan(
        fetchAssetApysFiltering,
        config,
        { ...read, range, maxId: fresh.maxId ?? undefined },
        { signal },
      );
      return { ...reanchored, page, maxId: fresh.maxId };
    },
    staleTime: ASSET_APYS_STALE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
  };
}
