import { hashKey, type Query, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { AssetApyColumn, AssetApyRowOf, AssetApysParams, AssetApysResult } from '../core/assetApys';
import type { ApyRewardsError } from '../core/errors';
import { assetApysQueryOptions, DEFAULT_PAGE_SIZE } from '../query/assetApys';
import { useApyRewardsConfig, useRequiredQueryClient } from './ApyRewardsProvider';
import { mergeQueryOptions, type QueryPassThrough } from './queryPassThrough';

type Select = readonly AssetApyColumn[] | undefined;

/** Parameters of `useAssetApys`: the read parameters less `range`, plus zero-based paging. */
export type UseAssetApysParams<S extends Select, Data> = Omit<AssetApysParams<S>, 'range'> & {
  /** Zero-based page number: page 2 of size 10 sends `Range: 20-29`. Default 0. */
  page?: number;
  /** Rows per page. Default 25. */
  pageSize?: number;
  /** TanStack options passed through (`select`, `staleTime`, `enabled`…). */
  query?: QueryPassThrough<AssetApysResult<AssetApyRowOf<S>>, Data>;
};

interface WithRaw<Raw, Data> {
  raw: Raw;
  data: Data;
}

function withoutRange(key: QueryKey): QueryKey {
  return key.map((part) => {
    if (part === null || typeof part !== 'object' || Array.isArray(part)) return part;
    const { range: _range, ...rest } = part as Record<string, unknown>;
    return rest;
  });
}

/** Like `keepPreviousData`, but only across pages of the same read: another chain's rows are never kept on screen. */
function keepPreviousPage(currentKey: QueryKey) {
  const current = hashKey(withoutRange(currentKey));
  return <T>(previous: T | undefined, previousQuery: Query<T, ApyRewardsError, T, QueryKey> | undefined) =>
    previousQuery !== undefined && hashKey(withoutRange(previousQuery.queryKey)) === current ? previous : undefined;
}

/** One page of APY rows over `Range`, with the exact count, page count and a prefetched next page. */
export function useAssetApys<const S extends Select = undefined, Data = AssetApysResult<AssetApyRowOf<S>>>(
  params: UseAssetApysParams<S, Data> = {},
) {
  type Raw = AssetApysResult<AssetApyRowOf<S>>;
  const config = useApyRewardsConfig('useAssetApys');
  const queryClient = useRequiredQueryClient('useAssetApys');
  const { page = 0, pageSize = DEFAULT_PAGE_SIZE, query, ...read } = params;
  const { select: userSelect, placeholderData, ...passThrough } = query ?? {};
  const pageOptions = (pageNumber: number) =>
    assetApysQueryOptions<S>(config, {
      ...(read as AssetApysParams<S>),
      count: read.count ?? 'exact',
      range: { from: pageNumber * pageSize, to: (pageNumber + 1) * pageSize - 1 },
    });
  const options = pageOptions(page);

  const select = useCallback(
    (raw: Raw): WithRaw<Raw, Data> => ({
      raw,
      data: userSelect ? (userSelect as (raw: Raw) => Data)(raw) : (raw as unknown as Data),
    }),
    [userSelect],
  );
  const result = useQuery<Raw, ApyRewardsError, WithRaw<Raw, Data>, QueryKey>(
    {
      ...mergeQueryOptions(options, passThrough),
      select,
      placeholderData: (placeholderData as Raw | undefined) ?? keepPreviousPage(options.queryKey),
    },
    queryClient,
  );

  const raw = result.data?.raw;
  const total = raw?.total ?? null;
  const pageCount = total === null ? null : Math.ceil(total / pageSize);
  const hasNextPage = pageCount !== null ? page + 1 < pageCount : (raw?.rows.length ?? 0) >= pageSize;

  const shouldPrefetch = result.isSuccess && !result.isPlaceholderData && hasNextPage && passThrough.enabled !== false;
  const nextOptions = shouldPrefetch ? pageOptions(page + 1) : null;
  const nextOptionsRef = useRef(nextOptions);
  nextOptionsRef.current = nextOptions;
  const nextKeyHash = nextOptions === null ? null : hashKey(nextOptions.queryKey);
  useEffect(() => {
    const next = nextOptionsRef.current;
    if (nextKeyHash !== null && next !== null) void queryClient.prefetchQuery(next);
  }, [nextKeyHash, queryClient]);

  return {
    ...result,
    data: result.data?.data,
    rows: (raw?.rows ?? []) as AssetApyRowOf<S>[],
    total,
    page,
    pageSize,
    pageCount,
    hasNextPage,
    hasPreviousPage: page > 0,
  };
}
