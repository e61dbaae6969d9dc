import { hashKey, type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ApyRewardsErrorType } from '../core/errorType';
import type { UserRewards } from '../core/userRewards';
import { type UserRewardsQueryParams, userRewardsQueryOptions } from '../query/userRewards';
import { useApyRewardsConfig, useRequiredQueryClient } from './ApyRewardsProvider';
import { mergeQueryOptions, type QueryPassThrough, useMountedRead } from './queryPassThrough';
import { type WithFields, withFields } from './withFields';

/** Parameters of `useUserRewards`; `user` may be `undefined` or whatever is typed so far. */
export type UseUserRewardsParams<Data = UserRewards> = UserRewardsQueryParams & {
  /** TanStack options passed through (`select`, `staleTime`, `enabled`…). */
  query?: QueryPassThrough<UserRewards, Data> | undefined;
};

/** What `useUserRewards` returns: TanStack's query result, plus whether `user` is a valid address. */
export type UseUserRewardsResult<Data = UserRewards> = WithFields<
  UseQueryResult<Data, ApyRewardsErrorType>,
  { isAddressValid: boolean; refetch: UseQueryResult<Data, ApyRewardsErrorType>['refetch'] }
>;

/**
 * A user's total claimed ION rewards on one chain. Disabled, with no request and no error, until `user` is a valid
 * address. A `query.initialData` serves only the chain and wallet the hook mounted with.
 */
export function useUserRewards<Data = UserRewards>(params: UseUserRewardsParams<Data>): UseUserRewardsResult<Data> {
  const config = useApyRewardsConfig('useUserRewards');
  const queryClient = useRequiredQueryClient('useUserRewards');
  const { query, ...read } = params;
  const options = userRewardsQueryOptions(config, read);
  const result = useQuery<UserRewards, ApyRewardsErrorType, Data, QueryKey>(
    mergeQueryOptions(options, query, queryClient, useMountedRead(hashKey(options.queryKey))),
    queryClient,
  );
  const latest = useRef({ result, enabled: options.enabled });
  latest.current = { result, enabled: options.enabled };
  // TanStack's `refetch` runs a disabled query too: with no valid address it would fail, and set an error. The result
  // is read when called: a field read while rendering would be all TanStack renders the component again for.
  const refetch = useCallback<UseQueryResult<Data, ApyRewardsErrorType>['refetch']>(
    (refetchOptions) =>
      latest.current.enabled ? latest.current.result.refetch(refetchOptions) : Promise.resolve(latest.current.result),
    [],
  );
  return withFields(result, { isAddressValid: options.enabled, refetch });
}
