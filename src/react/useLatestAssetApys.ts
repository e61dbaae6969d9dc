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
/** Groupings and their row lists, handed out as they are (never copied by structural sharing). */
const groupings = new WeakSet<object>();

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
  const sharing = passThrough.structuralSharing ?? queryClient.getDefaultOptions().queries?.structuralSharing ?? true;
  const mountedRead = useMountedRead(hashKey(options.queryKey));
  return useQuery<AssetApyRow[], ApyRewardsErrorType, Data, QueryKey>(
    {
      ...mergeQueryOptions(options, passThrough, queryClient, mountedRead),
      // Sharing turned off (`false`) or a product's own function, here or as the client's default, is kept.
      ...(sharing === true && { structuralSharing: shareAllButGroupings }),
      select,
    },
    queryClient,
  );
}
