import { createConfig } from 'apy-rewards-kit';

export const config = createConfig({
  apyUrl: 'https://your-project.supabase.co/rest/v1', // the REST root; the table is {apyUrl}/asset-total-apy
  anonKey: import.meta.env.VITE_ANON_KEY, // sent as apikey + Authorization: Bearer
  rewardsUrl: '/api/ion-rewards', // absolute URL or a same-origin proxy path
  timeoutMs: 10_000, // bound on one attempt (default 10 s)
  // fetch: customFetch,  // defaults to the global fetch
});
