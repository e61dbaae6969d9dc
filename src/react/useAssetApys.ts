import {
  hashKey,
  type QueryKey,
  QueryObserver,
  type QueryObserverResult,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { AssetApyColumn, AssetApyRowOf, AssetApysParams } from '../core/assetApys';
import { RangeNotSatisfiableError } from '../core/errors';
import type { ApyRewardsErrorType } from '../core/errorType';
import { type AssetApysPage, assetApysPageQueryOptions, DEFAULT_PAGE_SIZE } from '../query/assetApys';
import { useApyRewardsConfig, useRequiredQueryClient } from './ApyRewardsProvider';
import { keepPreviousPage, pagingOf, readOf } from './assetApysPaging';
import { mergeQueryOptions, type QueryPassThrough, useMountedRead } from './queryPassThrough';
import { withFields } from './withFields';

type Select = readonly AssetApyColumn[] | undefined;

/** One empty list for every render without rows, so effects keyed on `rows` do not run again for nothing. */
const noRows: never[] = [];

/** Parameters of `useAssetApys`: the read parameters less `range`, plus zero-based paging. */
export type UseAssetApysParams<S extends Select = undefined, Data = AssetApysPage<AssetApyRowOf<S>>> = Omit<
  AssetApysParams<S>,
  'range' | 'maxId'
> & {
  /** Zero-based page number: page 2 of size 10 sends `Range: 20-29`. Default 0. */
  page?: number | undefined;
  /** Rows per page. Default 25. */
  pageSize?: number | undefined;
  /** TanStack options passed through (`select`, `staleTime`, `enabled`…). */
  query?: QueryPassThrough<AssetApysPage<AssetApyRowOf<S>>, Data> | undefined;
};

interface WithRaw<Raw, Data> {
  raw: Raw;
  data: Data;
}

/** What `useAssetApys` returns: TanStack's query result over the page (its status still narrows `data` and `error`) and the paging state. */
export type UseAssetApysResult<S extends Select = undefined, Data = AssetApysPage<AssetApyRowOf<S>>> = UseQueryResult<
  Data,
  ApyRewardsErrorType
> & {
  /** The rows of the page shown. */
  rows: AssetApyRowOf<S>[];
  /** Rows matching the read, from the count; `null` before it is known. */
  total: number | null;
  page: number;
  /** Zero-based page the `rows` belong to: differs from `page` while the previous page stands in; `null` before any. */
  rowsPage: number | null;
  pageSize: number;
  pageCount: number | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};

/** A page query's result as the hook shows it: the product's data, not the page kept beside it. */
function withoutRaw<Raw, Data>(
  observed: QueryObserverResult<WithRaw<Raw, Data>, ApyRewardsErrorType>,
): QueryObserverResult<Data, ApyRewardsErrorType> {
  return { ...observed, data: observed.data?.data } as QueryObserverResult<Data, ApyRewardsErrorType>;
}

/**
 * One page of APY rows over `Range`, with the exact count, page count and a prefetched next page. Page 0 captures
 * the highest row id; later pages read only rows up to it, so an hourly batch landing mid-walk neither shifts nor
 * repeats rows. Each page is read whole even when the gateway caps responses.
 */
export function useAssetApys<const S extends Select = undefined, Data = AssetApysPage<AssetApyRowOf<S>>>(
  params: UseAssetApysParams<S, Data> = {},
): UseAssetApysResult<S, Data> {
  type Raw = AssetApysPage<AssetApyRowOf<S>>;
  const config = useApyRewardsConfig('useAssetApys');
  const queryClient = useRequiredQueryClient('useAssetApys');
  const { page = 0, pageSize = DEFAULT_PAGE_SIZE, query, ...read } = params;
  const { select: userSelect, placeholderData, ...passThrough } = query ?? {};
  const count = read.count ?? 'exact';
  const pageOptions = (pageNumber: number, maxId: number | null | undefined, total?: number | null) =>
    assetApysPageQueryOptions<S>(config, {
      ...(read as Omit<AssetApysParams<S>, 'range' | 'maxId'>),
      count,
      page: pageNumber,
      pageSize,
      maxId,
      total,
    });

  const needsAnchor = Number.isSafeInteger(page) && page > 0;
  // Later pages need page 0's anchor: read it quietly (no refetch on focus or interval, which would move it mid-walk).
  const firstPage = pageOptions(0, undefined);
  const firstPageKeyRef = useRef(firstPage.queryKey);
  firstPageKeyRef.current = firstPage.queryKey;
  const pageOptionsRef = useRef(pageOptions);
  pageOptionsRef.current = pageOptions;
  const anchorQuery = useQuery(
    {
      // Initial data given for the page shown is not page 0's, which the anchor read caches.
      ...mergeQueryOptions(firstPage, passThrough, queryClient, false),
      enabled: needsAnchor ? (passThrough.enabled ?? true) : false,
      // Page 0's count also tells a later page's total before (or without) its own rows: the pager keeps its pages.
      select: (first: Raw) => [first.maxId, first.total] as const,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    },
    queryClient,
  );
  // An anchor held from an earlier read still serves when a refetch of page 0 failed since.
  const anchorReady = !needsAnchor || anchorQuery.data !== undefined;
  const options = needsAnchor
    ? pageOptions(page, anchorQuery.data?.[0] ?? null, anchorQuery.data?.[1])
    : pageOptions(page, undefined);

  const select = useCallback(
    (raw: Raw): WithRaw<Raw, Data> => ({
      raw,
      data: userSelect ? (userSelect as (raw: Raw) => Data)(raw) : (raw as unknown as Data),
    }),
    [userSelect],
  );
  // The page number counts: a page's `initialData` is not the next page's.
  const mountedRead = useMountedRead(`${page}:${readOf(options.queryKey)}`);
  const result = useQuery<Raw, ApyRewardsErrorType, WithRaw<Raw, Data>, QueryKey>(
    {
      ...mergeQueryOptions(options, passThrough, queryClient, mountedRead),
      enabled: anchorReady ? (passThrough.enabled ?? true) : false,
      select,
      placeholderData: keepPreviousPage(options.queryKey, placeholderData),
    },
    queryClient,
  );

  const raw = result.data?.raw;
  // Without an anchor a later page cannot be read: the anchor's failure is the page's own, also over the previous
  // page standing in.
  const anchorFailed = needsAnchor && anchorQuery.isError && !anchorReady;
  const error: ApyRewardsErrorType | null = anchorFailed ? (anchorQuery.error as ApyRewardsErrorType) : result.error;
  // A 416 past the end still tells the total, so a pager can go back.
  const total =
    raw?.total ??
    (error instanceof RangeNotSatisfiableError
      ? error.total
      : // Only an exact count holds for the later page too: an estimate may be smaller than the page asked for.
        needsAnchor && count === 'exact'
        ? (anchorQuery.data?.[1] ?? null)
        : null);
  const { rowsPage, pageCount, hasNextPage } = pagingOf(raw, total, count, page, pageSize);

  const shouldPrefetch =
    result.isSuccess &&
    !result.isPlaceholderData &&
    hasNextPage &&
    raw !== undefined &&
    passThrough.enabled !== false &&
    // `isEnabled` (TanStack 5.x later releases) also resolves an `enabled` function; older releases leave it out.
    (result as { isEnabled?: boolean }).isEnabled !== false;
  // Pages read ahead of the page query (the next page, an anchored page on refetch) are read as it is: the product's
  // retry, timing and network options apply.
  const readPage = (pageNumber: number, maxId: number | null | undefined, total?: number | null) =>
    mergeQueryOptions(pageOptions(pageNumber, maxId, total), passThrough, queryClient, false);
  const readPageRef = useRef(readPage);
  readPageRef.current = readPage;
  const nextOptions = shouldPrefetch ? readPage(page + 1, raw.maxId, raw.total) : null;
  const nextOptionsRef = useRef(nextOptions);
  nextOptionsRef.current = nextOptions;
  const nextKeyHash = nextOptions === null ? null : hashKey(nextOptions.queryKey);
  useEffect(() => {
    const next = nextOptionsRef.current;
    if (nextKeyHash !== null && next !== null) void queryClient.prefetchQuery(next);
  }, [nextKeyHash, queryClient]);

  // A later page re-anchored (rows under the old anchor committed late): the walk moves to its anchor. The page is kept
  // under its new key, and page 0 is read again so every page of the walk counts the same rows.
  const reanchoredTo =
    needsAnchor && raw !== undefined && !result.isPlaceholderData && anchorQuery.data !== undefined
      ? raw.maxId !== anchorQuery.data[0] || (count === 'exact' && raw.total !== anchorQuery.data[1])
        ? raw
        : null
      : null;
  const reanchoredRef = useRef(reanchoredTo);
  reanchoredRef.current = reanchoredTo;
  const reanchorKey = reanchoredTo === null ? null : `${reanchoredTo.page}:${reanchoredTo.maxId}:${reanchoredTo.total}`;
  useEffect(() => {
    const moved = reanchoredRef.current;
    if (reanchorKey === null || moved === null) return;
    queryClient.setQueryData(pageOptionsRef.current(moved.page, moved.maxId, moved.total).queryKey, moved);
    void queryClient.invalidateQueries({ queryKey: firstPageKeyRef.current, exact: true });
  }, [reanchorKey, queryClient]);

  const anchorRefetch = anchorQuery.refetch;
  const pageRefetch = result.refetch;
  const latestResult = useRef(result);
  latestResult.current = result;
  const anchorMissing = needsAnchor && !anchorReady;
  const refetch = useCallback<UseAssetApysResult<S, Data>['refetch']>(
    (refetchOptions) =>
      (anchorMissing
        ? // This render's page refetch is bound to the key without an anchor (it would read the page unanchored): the
          // anchor is read first, then the anchored page (also for a disabled query, which refetch reads too).
          anchorRefetch(refetchOptions).then((anchor) =>
            anchor.data === undefined
              ? latestResult.current
              : new QueryObserver<Raw, ApyRewardsErrorType, WithRaw<Raw, Data>, Raw, QueryKey>(queryClient, {
                  ...readPageRef.current(page, anchor.data[0], anchor.data[1]),
                  select,
                }).refetch(refetchOptions),
          )
        : pageRefetch(refetchOptions)
      ).then(withoutRaw),
    [anchorMissing, anchorRefetch, pageRefetch, queryClient, page, select],
  );

  const fields = {
    // Until the anchor arrives the page query waits, disabled: the anchor's read is the page's, loading and failing.
    ...(anchorMissing && {
      fetchStatus: anchorQuery.fetchStatus,
      isFetching: anchorQuery.isFetching,
      isLoading: result.isPending && anchorQuery.isFetching,
      isRefetching: !result.isPending && anchorQuery.isFetching,
      isPaused: anchorQuery.isPaused,
      failureCount: anchorQuery.failureCount,
      failureReason: anchorQuery.failureReason,
    }),
    ...(anchorFailed && {
      error,
      isError: true as const,
      isPending: false as const,
      isLoading: false,
      status: 'error' as const,
    }),
    refetch,
    data: result.data?.data,
    rows: (raw?.rows ?? noRows) as AssetApyRowOf<S>[],
    total,
    page,
    rowsPage,
    pageSize,
    pageCount,
    hasNextPage,
    hasPreviousPage: page > 0,
  };
  return withFields(result, fields) as unknown as UseAssetApysResult<S, Data>;
}
