/** Where this server reads the services; `start.mjs` fills these in from the mock server when MOCK=1. */
export function serverEnv() {
  const apyUrl = process.env.APY_URL;
  const anonKey = process.env.ANON_KEY;
  const rewardsApiOrigin = process.env.REWARDS_API_ORIGIN;
  if (!apyUrl || !anonKey || !rewardsApiOrigin) {
    throw new Error('Set APY_URL, ANON_KEY and REWARDS_API_ORIGIN, or start with MOCK=1.');
  }
  return { apyUrl, anonKey, rewardsApiOrigin };
}
