import { hashKey, type QueryKey, replaceEqualDeep, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AssetApyRow } from '../core/assetApys';
import type { ApyRewardsErrorType } from '../core/errorType';
import {
  type LatestAssetApys,
  type LatestAssetApysParams,
  latestAssetApysQueryOptions,
  selectLatestAssetApys,
} from '../query/latestAssetApys';
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

function latestOf(rows: AssetApyRow[]): LatestAssetApys {
  let latest = latestOfAnswer.get(rows);
  if (latest === undefined) {
    latest = selectLatestAssetApys(rows);
    if (typeof process === 'object' && process.env.NODE_ENV !== 'production') {
      // Every component reading the query and every `select` is handed this one grouping: a change in place
      // (`latest.rows.sort()`) would reorder the others' rows, so development builds refuse it where it happens.
      Object.freeze(latest.rows);
      for (const series of latest.history.values()) Object.freeze(series);
    }
    latestOfAnswer.set(rows, latest);
  }
  return latest;
}

/**
 * Structural sharing for the rows read, not for their grouping: shared, the grouping's `rows` would be a copy (no
 * longer frozen, its entries no longer those of `history`) after the first answer that changes them.
 */
const shareRowsOnly = (previous: unknown, next: unknown) =>
  Array.isArray(next) ? replaceEqualDeep(previous, next) : next;

/**
 * The current APY of every market (newest row per chain + receipt token) and each market's recent history. A
 * `query.initialData` (rows, as the query reads them) serves only the chain and spans the hook mounted with.
 */
export function useLatestAssetApys<Data = LatestAssetApys>(
  params: UseLatestAssetApysParams<Data> = {},
): UseQueryResult<Data, ApyRewardsErrorType> {
  const config = useApyRewardsConfig('useLatestAssetApys');
  const queryClient = useRequiredQueryClient('useLatestAssetApys');
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
  const mountedRead = useMountedRead(hashKey(options.queryKey));
  return useQuery<AssetApyRow[], ApyRewardsErrorType, Data, QueryKey>(
    {
      // A product's own `select` or sharing keeps TanStack's rules.
      ...(userSelect ? {} : { structuralSharing: shareRowsOnly }),
      ...mergeQueryOptions(options, passThrough, queryClient, mountedRead),
      select,
    },
    queryClient,
  );
}
