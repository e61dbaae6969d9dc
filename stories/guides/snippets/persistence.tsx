// Reloads free until the next batch: the kit's queries persisted with TanStack's own persister.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { APY_REWARDS_CACHE_BUSTER, ApyRewardsProvider, apyRewardsKeys, createConfig } from 'apy-rewards-kit';
import type { ReactNode } from 'react';

const DAY_MS = 24 * 3_600_000;

// Queries must outlive the persisted copy, or they are dropped from the cache (and from storage) before a reload.
const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: DAY_MS } } });

const persister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: 'my-dapp-query-cache',
});

const config = createConfig({
  apyUrl: 'https://your-project.supabase.co/rest/v1',
  anonKey: 'your-anon-key',
  rewardsUrl: '/api/ion-rewards',
});

/** The app's providers: the cache restores from storage before any query reads. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: DAY_MS,
        // A cache written by a kit that caches other shapes is dropped instead of misread.
        buster: APY_REWARDS_CACHE_BUSTER,
        // Only the kit's queries (rows, rewards and the clock note): the app decides about its own.
        dehydrateOptions: {
          shouldDehydrateQuery: (query) =>
            query.state.status === 'success' && query.queryKey[0] === apyRewardsKeys.all[0],
        },
      }}
    >
      <ApyRewardsProvider config={config}>{children}</ApyRewardsProvider>
    </PersistQueryClientProvider>
  );
}
