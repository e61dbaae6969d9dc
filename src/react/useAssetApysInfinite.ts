import {
  hashKey,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AssetApyColumn, AssetApyRowOf, AssetApysResult } from '../core/assetApys';
import type { ApyRewardsErrorType } from '../core/errorType';
import { type AssetApysInfiniteParams, assetApysInfiniteQueryOptions, DEFAULT_PAGE_SIZE } from '../query/assetApys';
import { useApyRewardsConfig, useRequiredQueryClient } from './ApyRewardsProvider';
import { mergeQueryOptions, useMountedRead } from './queryPassThrough';
import { type WithFields, withFields } from './withFields';

type Select = readonly AssetApyColumn[] | undefined;

/** Parameters of `useAssetApysInfinite`. */
export type UseAssetApysInfiniteParams<S extends Select = undefined> = Omit<AssetApysInfiniteParams<S>, 'pageSize'> & {
  /** Rows per page. Default 25. */
  pageSize?: number | undefined;
  /** TanStack options passed through; key, query function and paging come from the library. */
  query?:
    | Omit<
        UseInfiniteQueryOptions<
          AssetApysResult<AssetApyRowOf<S>>,
          ApyRewardsErrorType,
          InfiniteData<AssetApysResult<AssetApyRowOf<S>>, number>,
          QueryKey,
          number
        >,
        'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam' | 'select'
      >
    | undefined;
};

/** What `useAssetApysInfinite` returns: TanStack's infinite query result, plus the loaded rows and the count. */
export type UseAssetApysInfiniteResult<S extends Select = undefined> = WithFields<
  UseInfiniteQueryResult<InfiniteData<AssetApysResult<AssetApyRowOf<S>>, number>, ApyRewardsErrorType>,
  { rows: AssetApyRowOf<S>[]; total: number | null }
>;

/**
 * APY rows as an infinite list ("load more"), pages chained by `Content-Range`; `rows` flattens the loaded pages, each
 * id once. With an exact count, a page counting another total than the first (rows committed between two pages) reads
 * the list again from the first page, so no row is skipped (see `shiftedReread`; a `query.refetchInterval` replaces it).
 */
export function useAssetApysInfinite<const S extends Select = undefined>(
  params: UseAssetApysInfiniteParams<S> = {},
): UseAssetApysInfiniteResult<S> {
  const config = useApyRewardsConfig('useAssetApysInfinite');
  const queryClient = useRequiredQueryClient('useAssetApysInfinite');
  const { pageSize = DEFAULT_PAGE_SIZE, query, ...read } = params;
  const options = assetApysInfiniteQueryOptions<S>(config, { ...read, pageSize } as AssetApysInfiniteParams<S>);
  type Page = AssetApysResult<AssetApyRowOf<S>>;
  const result = useInfiniteQuery<Page, ApyRewardsErrorType, InfiniteData<Page, number>, QueryKey, number>(
    {
      ...mergeQueryOptions(options, query, queryClient, useMountedRead(hashKey(options.queryKey))),
      initialPageParam: options.initialPageParam,
      getNextPageParam: options.getNextPageParam,
    },
    queryClient,
  );
  const pages = result.data?.pages ?? [];
  const rows = useMemo(() => distinctRows(pages.flatMap((page) => page.rows)), [pages]);
  return withFields(result, { rows, total: pages.at(-1)?.total ?? null });
}

/** Rows with an `id` seen on an earlier page are dropped: a batch written between two pages shifts rows down. */
function distinctRows<Row>(rows: Row[]): Row[] {
  const seen = new Set<unknown>();
  return rows.filter((row) => {
    const id = (row as { id?: unknown }).id;
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
