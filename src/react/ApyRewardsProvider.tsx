import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { ApyRewardsConfig } from '../core/config';
import { ConfigError } from '../core/errors';

const ApyRewardsContext = createContext<ApyRewardsConfig | null>(null);

/** Props of `ApyRewardsProvider`. */
export interface ApyRewardsProviderProps {
  /** From `createConfig(…)`; keep it stable (module scope or `useMemo`). */
  config: ApyRewardsConfig;
  children?: ReactNode;
}

/** Makes a config available to the hooks below it. The app owns its `QueryClientProvider`. */
export function ApyRewardsProvider({ config, children }: ApyRewardsProviderProps) {
  return <ApyRewardsContext.Provider value={config}>{children}</ApyRewardsContext.Provider>;
}

/** The config of the nearest `ApyRewardsProvider`; throws a `ConfigError` naming the hook when there is none. */
export function useApyRewardsConfig(hookName = 'useApyRewardsConfig'): ApyRewardsConfig {
  const config = useContext(ApyRewardsContext);
  if (config === null) {
    throw new ConfigError(`${hookName} must be used inside <ApyRewardsProvider>.`, {
      details: 'Wrap your app in <ApyRewardsProvider config={createConfig({ apyUrl, anonKey, rewardsUrl })}>.',
    });
  }
  return config;
}

/** The app's QueryClient; throws a `ConfigError` naming the hook when no `QueryClientProvider` is above it. */
export function useRequiredQueryClient(hookName: string): QueryClient {
  const client = useContext(QueryClientContext);
  if (client === undefined) {
    throw new ConfigError(`${hookName} must be used inside <QueryClientProvider>.`, {
      details:
        "apy-rewards-kit uses your app's TanStack QueryClient: wrap your app in <QueryClientProvider client={queryClient}>.",
    });
  }
  return client;
}
