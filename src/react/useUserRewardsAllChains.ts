import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ChainName, chainNames, isValidAddress } from '../core/chains';
import type { ApyRewardsErrorType } from '../core/errorType';
import type { UserRewards } from '../core/userRewards';
import { userRewardsQueryOptions } from '../query/userRewards';
import { useApyRewardsConfig, useRequiredQueryClient } from './ApyRewardsProvider';
import { mergeQueryOptions } from './queryPassThrough';
import { withFields } from './withFields';

/** Parameters of `useUserRewardsAllChains`. */
export interface UseUserRewardsAllChainsParams {
  /** Wallet address; nothing is requested until it is valid. */
  user: string | undefined | null;
}

/** Rewards on every supported chain and their exact sum. */
export interface UserRewardsAllChains {
  byChain: Record<ChainName, UseQueryResult<UserRewards, ApyRewardsErrorType>>;
  /** Exact sum in wei over all chains; `undefined` until every chain has answered (kept when a refresh fails). */
  totalRewards: bigint | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  /** The errors of the chains that failed. */
  errors: ApyRewardsErrorType[];
  /** Refetches every chain; does nothing while the address is not valid. */
  refetch: () => Promise<void>;
  /** Whether `user` is a valid address; until it is, nothing is requested. */
  isAddressValid: boolean;
}

function combine(queryResults: UseQueryResult<UserRewards, Error>[]): Omit<UserRewardsAllChains, 'isAddressValid'> {
  const results = queryResults as UseQueryResult<UserRewards, ApyRewardsErrorType>[];
  const byChain = Object.fromEntries(
    chainNames.map((name, i) => [name, results[i]]),
  ) as UserRewardsAllChains['byChain'];
  // A failed refresh keeps each chain's last answer (TanStack keeps `data`), so the sum stands too.
  const allAnswered = results.every((r) => r.data !== undefined);
  return {
    byChain,
    totalRewards: allAnswered ? results.reduce((sum, r) => sum + BigInt(r.data?.totalRewards ?? '0'), 0n) : undefined,
    isPending: results.some((r) => r.isPending),
    isFetching: results.some((r) => r.isFetching),
    isError: results.some((r) => r.isError),
    errors: results.flatMap((r) => (r.error ? [r.error] : [])),
    refetch: async () => {
      await Promise.all(results.map((r) => r.refetch()));
    },
  };
}

const refetchNothing = async () => {};

/** A user's rewards on Mode and Base at once (one query per chain, shared with `useUserRewards`) and their exact bigint sum. */
export function useUserRewardsAllChains(params: UseUserRewardsAllChainsParams): UserRewardsAllChains {
  const config = useApyRewardsConfig('useUserRewardsAllChains');
  const queryClient = useRequiredQueryClient('useUserRewardsAllChains');
  const combined = useQueries(
    {
      queries: chainNames.map((chain) =>
        mergeQueryOptions(userRewardsQueryOptions(config, { chain, user: params.user }), undefined, queryClient, true),
      ),
      combine,
    },
    queryClient,
  );
  const isAddressValid = isValidAddress(params.user);
  // TanStack's `refetch` runs a disabled query too: with no valid address there is nothing to read, for one chain
  // either (its query function would store an `InvalidAddressError` in the cache `useUserRewards` shares).
  const byChain = useMemo(
    () =>
      isAddressValid
        ? combined.byChain
        : (Object.fromEntries(
            chainNames.map((name) => {
              const chain = combined.byChain[name];
              return [name, withFields(chain, { refetch: () => Promise.resolve(chain) })];
            }),
          ) as UserRewardsAllChains['byChain']),
    [combined.byChain, isAddressValid],
  );
  return { ...combined, byChain, refetch: isAddressValid ? combined.refetch : refetchNothing, isAddressValid };
}
