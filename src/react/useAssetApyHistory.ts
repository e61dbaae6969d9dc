import { hashKey, keepPreviousData, type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AssetApyHistory, AssetApyHistoryParams } from '../core/assetApyHistory';
import type { ApyRewardsErrorType } from '../core/errorType';
import { assetApyHistoryQueryOptions, selectAssetApyHistory } from '../query/assetApyHistory';
import type { AssetApyHistoryWindowRow } from '../query/historyWindow';
import { useApyRewardsConfig, useRequiredQueryClient } from './ApyRewardsProvider';
import { mergeQueryOptions, placeholderOf, type QueryPassThrough, useMountedRead } from './queryPassThrough';

/** Parameters of `useAssetApyHistory`. */
export type UseAssetApyHistoryParams<Data = AssetApyHistory> = AssetApyHistoryParams & {
  /** TanStack options passed through; `select` receives `{ points, stats }`. */
  query?:
    | (Omit<QueryPassThrough<AssetApyHistoryWindowRow[], Data>, 'select'> & {
        select?: (history: AssetApyHistory) => Data;
      })
    | undefined;
};

/** The market a history key reads (endpoint, chain, token), without its range. */
const marketOf = (key: QueryKey) => {
  const { range: _range, ...market } = (key.at(-1) ?? {}) as Record<string, unknown>;
  return hashKey([...key.slice(0, -1), market]);
};

/**
 * One market's APYs over `range` (default `'7d'`): a point per batch and per series mean, min, max and latest. While
 * another range of the same market loads, the previous one stays (`isPlaceholderData`); another market's never does.
 */
export function useAssetApyHistory<Data = AssetApyHistory>(
  params: UseAssetApyHistoryParams<Data>,
): UseQueryResult<Data, ApyRewardsErrorType> {
  const config = useApyRewardsConfig('useAssetApyHistory');
  const queryClient = useRequiredQueryClient('useAssetApyHistory');
  const { query, ...read } = params;
  const { select: userSelect, placeholderData, ...passThrough } = query ?? {};
  const select = useCallback(
    (rows: AssetApyHistoryWindowRow[]): Data => {
      const history = selectAssetApyHistory(rows);
      return userSelect ? userSelect(history) : (history as Data);
    },
    [userSelect],
  );
  const options = assetApyHistoryQueryOptions(config, read);
  const mountedRead = useMountedRead(hashKey(options.queryKey));
  return useQuery<AssetApyHistoryWindowRow[], ApyRewardsErrorType, Data, QueryKey>(
    {
      ...mergeQueryOptions(options, passThrough, queryClient, mountedRead),
      select,
      placeholderData: placeholderOf(
        placeholderData ?? keepPreviousData,
        (previousKey) => marketOf(previousKey) === marketOf(options.queryKey),
      ),
    },
    queryClient,
  );
}
