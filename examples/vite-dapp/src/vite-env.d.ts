interface ImportMetaEnv {
  /** REST root of the APY table, e.g. `https://<project>.supabase.co/rest/v1`. */
  readonly VITE_APY_URL?: string;
  /** Supabase anonymous key. */
  readonly VITE_ANON_KEY?: string;
  /** Rewards API base: a same-origin proxy path such as `/api/ion-rewards` (the API sends no CORS headers). */
  readonly VITE_REWARDS_URL?: string;
  /** Any value: a production build without endpoints runs on the mock service (demos, the end-to-end tests). */
  readonly VITE_MOCK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
