import 'apy-rewards-kit/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApyRewardsProvider, AssetApyTable, createConfig, UserRewardsBadge } from 'apy-rewards-kit';
import { createRoot } from 'react-dom/client';

// Your endpoints: the APY table's PostgREST root, its anonymous key, and a same-origin path to the rewards API.
const config = createConfig({
  apyUrl: 'https://your-project.supabase.co/rest/v1',
  anonKey: 'your-anon-key',
  rewardsUrl: '/api/ion-rewards',
});
const queryClient = new QueryClient();

function Markets({ wallet }: { wallet: string }) {
  return (
    <>
      <UserRewardsBadge chain="mode" user={wallet} />
      <AssetApyTable />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={queryClient}>
    <ApyRewardsProvider config={config}>
      <Markets wallet="0x1111111111111111111111111111111111111111" />
    </ApyRewardsProvider>
  </QueryClientProvider>,
);
