/**
 * Where this server reads the services; `start.mjs` fills these in from the mock server when MOCK=1. Each value is
 * read when used, so pages need only the APY variables and the rewards route only its own.
 */
export function serverEnv() {
  return {
    get apyUrl() {
      return required('APY_URL');
    },
    get anonKey() {
      return required('ANON_KEY');
    },
    get rewardsApiOrigin() {
      return required('REWARDS_API_ORIGIN');
    },
  };
}

/** The same-origin rewards proxy (app/api/ion-rewards): the rewards API itself sends no CORS headers. */
export const REWARDS_PATH = '/api/ion-rewards';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (APY_URL, ANON_KEY and REWARDS_API_ORIGIN), or start with MOCK=1.`);
  return value;
}
