import type { QueryClient } from '@tanstack/react-query';
import { apyRewardsKeys } from 'apy-rewards-kit';
import { config } from './config';

export function refreshEverything(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: apyRewardsKeys.all });
}

export function refreshApys(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: apyRewardsKeys.assetApys() });
}

export function refreshRewards(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: apyRewardsKeys.userRewards() });
}

// One wallet on one chain, after it claimed: the address as the wallet gives it, the chain by name or id.
export function refreshAfterClaim(queryClient: QueryClient, address: string) {
  return queryClient.invalidateQueries({
    queryKey: apyRewardsKeys.userRewardsDetail(config.rewardsUrl, { chain: 'base', user: address }),
  });
}
