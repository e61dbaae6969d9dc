// A product that exports values built from the kit's query options: its declaration files must name every type.
import {
  assetApysInfiniteQueryOptions,
  assetApysQueryOptions,
  createConfig,
  latestAssetApysQueryOptions,
  userRewardsQueryOptions,
} from 'apy-rewards-kit';

const config = createConfig({ apyUrl: 'https://x.supabase.co/rest/v1', anonKey: 'anon', rewardsUrl: '/api/rewards' });

export const page = assetApysQueryOptions(config, { select: ['id', 'supplyApy'] });
export const list = assetApysInfiniteQueryOptions(config, { pageSize: 10 });
export const latest = latestAssetApysQueryOptions(config);
export const rewards = userRewardsQueryOptions(config, { chain: 'mode', user: undefined });
