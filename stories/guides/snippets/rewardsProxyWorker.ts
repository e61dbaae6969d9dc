import { createRewardsProxy } from 'apy-rewards-kit/server';

export default {
  fetch: (request: Request, env: { REWARDS_API_ORIGIN: string }) =>
    createRewardsProxy({ upstream: env.REWARDS_API_ORIGIN })(request),
};
