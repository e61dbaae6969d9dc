'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApyRewardsProvider, createConfig } from 'apy-rewards-kit';
import { type ReactNode, useState } from 'react';
import * as z from 'zod';
import { REWARDS_PATH } from './serverEnv';

// The kit validates with zod/mini, whose objects never compile with `new Function`; classic `z.object` does unless
// jitless, and its probe alone is a CSP violation under no 'unsafe-eval'. Set once for every zod copy (global config).
z.config({ jitless: true });

/**
 * The config holds a non-enumerable key, so it is created here from plain strings the server layout passes. The
 * locale is the page's (`<html lang="en">`): without one, the server and each visitor's browser format numbers
 * in their own default locale, and the HTML no longer matches when it hydrates.
 */
export function Providers({ apyUrl, anonKey, children }: { apyUrl: string; anonKey: string; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  const [config] = useState(() => createConfig({ apyUrl, anonKey, rewardsUrl: REWARDS_PATH }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApyRewardsProvider config={config} locale="en-US">
        {children}
      </ApyRewardsProvider>
    </QueryClientProvider>
  );
}
