import type { DataTag, QueryFunctionContext, QueryKey, ThrowOnError } from '@tanstack/react-query';
import { isValidAddress } from '../core/chains';
import type { ApyRewardsConfig } from '../core/config';
import type { ApyRewardsErrorType } from '../core/errorType';
import { fetchUserRewards, type UserRewards, type UserRewardsParams } from '../core/userRewards';
import { userRewardsDetailKey } from './keys';
import { type RetryPolicy, retryDelay, shouldRetry } from './retry';

/** Rewards change only when a user claims; a minute is fresh enough. */
export const USER_REWARDS_STALE_TIME_MS = 60_000;

/** Parameters of the rewards query; `user` may be anything typed so far. */
export interface UserRewardsQueryParams {
  chain: UserRewardsParams['chain'];
  user: string | undefined | null;
}

type UserRewardsKey = ReturnType<typeof userRewardsDetailKey>;

/** What `userRewardsQueryOptions` returns; `throwOnError` is typed only, as in `AssetApysQueryOptions`. */
export interface UserRewardsQueryOptions {
  queryKey: DataTag<UserRewardsKey, UserRewards, ApyRewardsErrorType>;
  queryFn: (context: QueryFunctionContext) => Promise<UserRewards>;
  enabled: boolean;
  staleTime: number;
  retry: RetryPolicy['retry'];
  retryDelay: RetryPolicy['retryDelay'];
  throwOnError?: ThrowOnError<UserRewards, ApyRewardsErrorType, UserRewards, QueryKey>;
}

/** Query options for one user's rewards on one chain; disabled until `user` is a valid address, so nothing is sent before. */
export function userRewardsQueryOptions(
  config: ApyRewardsConfig,
  params: UserRewardsQueryParams,
): UserRewardsQueryOptions {
  const { chain, user } = params;
  const valid = isValidAddress(user);
  return {
    queryKey: userRewardsDetailKey(config.rewardsUrl, { chain, user }) as DataTag<
      UserRewardsKey,
      UserRewards,
      ApyRewardsErrorType
    >,
    queryFn: ({ signal }: QueryFunctionContext): Promise<UserRewards> =>
      fetchUserRewards(config, { chain, user: user as string }, { signal }),
    enabled: valid,
    staleTime: USER_REWARDS_STALE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
  };
}
