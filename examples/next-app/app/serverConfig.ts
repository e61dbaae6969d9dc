import { createConfig } from 'apy-rewards-kit';
import { REWARDS_PATH, serverEnv } from './serverEnv';

/** The kit's config for prefetching on the server: the browser's URLs, so the prefetched queries' keys match its own. */
export function serverConfig() {
  const { apyUrl, anonKey } = serverEnv();
  return createConfig({ apyUrl, anonKey, rewardsUrl: REWARDS_PATH });
}
