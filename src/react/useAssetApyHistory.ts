import { hashKey, type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AssetApyHistory, AssetApyHistoryParams } from '../core/assetApyHistory';
import type { ApyRewardsErrorType } from '../core/errorType';
import { assetApyHistoryQueryOptions, selectAssetApyHistory } from '../query/assetApyHistory';
import type { AssetApyHistoryWindowRow } from '../query/historyWindow';
import { useApyRewardsConfig, useRequiredQueryClient } from './ApyRewardsProvider';
import { mergeQueryOptions, type QueryPassThrough, useMountedRead } from './queryPassThrough';

/** Parameters of `useAssetApyHistory`. */
export type UseAssetApyHistoryParams<Data = AssetApyHistory> = AssetApyHistoryParams & {
  /** TanStack options passed through; `select` receives `{ points, stats }`. */
  query?:
    | (Omit<QueryPassThrough<AssetApyHistoryWindowRow[], Data>, 'select'> & {
        select?: (history: AssetApyHistory) => Data;
      })
    | undefined;
};

/** One market's APYs over `range` (default `'7d'`): a point per batch and per series mean, min, max and latest. */
export function useAssetApyHistory<Data = AssetApyHistory>(
  params: UseAssetApyHistoryParams<Data>,
): UseQueryResult<Data, ApyRewardsErrorType> {
  const config = useApyRewardsConfig('useAssetApyHistory');
  const queryClient = useRequiredQueryClient('useAssetApyHistory');
  const { query, ...read } = params;
  const { select: userSelect, ...passThrough } = query ?? {};
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
    { ...mergeQueryOptions(options, passThrough, queryClient, mountedRead), select },
    queryClient,
  );
}
