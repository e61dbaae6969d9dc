// A product that exports values built from the kit's query options and hooks: its declaration files must name every
// type.
import {
  assetApysInfiniteQueryOptions,
  assetApysQueryOptions,
  createConfig,
  latestAssetApysQueryOptions,
  useAssetApys,
  useAssetApysInfinite,
  useLatestAssetApys,
  userRewardsQueryOptions,
  useUserRewards,
  useUserRewardsAllChains,
} from 'apy-rewards-kit';

const config = createConfig({ apyUrl: 'https://x.supabase.co/rest/v1', anonKey: 'anon', rewardsUrl: '/api/rewards' });

export const page = assetApysQueryOptions(config, { select: ['id', 'supplyApy'] });
export const list = assetApysInfiniteQueryOptions(config, { pageSize: 10 });
export const latest = latestAssetApysQueryOptions(config);
export const rewards = userRewardsQueryOptions(config, { chain: 'mode', user: undefined });

export const useMarketPage = () => useAssetApys({ select: ['id', 'supplyApy'], page: 1 });
export const useMarketList = () => useAssetApysInfinite({ pageSize: 10 });
export const useMarkets = () => useLatestAssetApys({ chainId: 8453 });
export const useRewards = (user: string) => useUserRewards({ chain: 'base', user });
export const useRewardsEverywhere = (user: string) => useUserRewardsAllChains({ user });
