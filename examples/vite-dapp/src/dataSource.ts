import { type ApyRewardsConfig, createConfig } from 'apy-rewards-kit';
import type { MockService } from 'apy-rewards-kit/testing';

/** Where the page reads from: the live services, or the mock service running in a Service Worker. */
export type DataSource =
  | { kind: 'live'; config: ApyRewardsConfig }
  | { kind: 'mock'; config: ApyRewardsConfig; mock: MockService };

/** Live endpoints when all three env vars are set; the mock service (MSW in the browser) when none is. */
export async function loadDataSource(): Promise<DataSource> {
  // Read one by one (not destructured) so a build with all three set can drop the mock branch and its chunk.
  const apyUrl = import.meta.env.VITE_APY_URL;
  const anonKey = import.meta.env.VITE_ANON_KEY;
  const rewardsUrl = import.meta.env.VITE_REWARDS_URL;
  if (apyUrl && anonKey && rewardsUrl) {
    return { kind: 'live', config: createConfig({ apyUrl, anonKey, rewardsUrl }) };
  }
  if (apyUrl || anonKey || rewardsUrl) {
    throw new Error(
      'Set all of VITE_APY_URL, VITE_ANON_KEY and VITE_REWARDS_URL, or none of them to use the mock service.',
    );
  }
  // A production build without endpoints must not show demo figures as if they were the markets'.
  if (!import.meta.env.DEV && !import.meta.env.VITE_MOCK) {
    throw new Error(
      'Set VITE_APY_URL, VITE_ANON_KEY and VITE_REWARDS_URL, or VITE_MOCK=1 to build with the mock service.',
    );
  }
  // Loaded on demand, so MSW and the fixtures stay out of the main chunk.
  const { startMockService } = await import('./mock');
  const mock = await startMockService();
  return { kind: 'mock', config: createConfig(mock.config), mock };
}
