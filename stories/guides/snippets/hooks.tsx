import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApyRewardsProvider, formatApy, formatWei, useLatestAssetApys, useUserRewards } from 'apy-rewards-kit';
import { config } from './config';

const queryClient = new QueryClient();

export function App({ wallet }: { wallet: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApyRewardsProvider config={config}>
        <Markets wallet={wallet} />
      </ApyRewardsProvider>
    </QueryClientProvider>
  );
}

function Markets({ wallet }: { wallet: string }) {
  const latest = useLatestAssetApys({ chainId: 8453 }); // newest row per market + history
  const rewards = useUserRewards({ chain: 'base', user: wallet }); // idle until `wallet` is a valid address
  return (
    <ul>
      {latest.data?.rows.map((row) => (
        <li key={row.ctoken_address}>{formatApy(row.totalSupplyApy)}</li>
      ))}
      {rewards.data && <li>{formatWei(rewards.data.totalRewards, { compact: true })} ION earned</li>}
    </ul>
  );
}
