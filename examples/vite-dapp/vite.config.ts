import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';

// The rewards API sends no CORS headers, so the page calls a same-origin path and the server forwards it:
// {VITE_REWARDS_URL}/api/rewards/{chain}/{user} → {REWARDS_API_ORIGIN}/api/rewards/{chain}/{user}.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, '');
  const rewardsPath = env.VITE_REWARDS_URL;
  const proxy: Record<string, ProxyOptions> = {};
  if (env.REWARDS_API_ORIGIN && rewardsPath?.startsWith('/')) {
    proxy[rewardsPath] = {
      target: env.REWARDS_API_ORIGIN,
      changeOrigin: true,
      rewrite: (path) => path.slice(rewardsPath.length),
    };
  }
  return {
    // Fast Refresh in dev; also silences bundlers' notes about the kit's "use client" directives.
    plugins: [react()],
    server: { proxy },
    preview: { proxy },
    build: { target: 'es2022' },
  };
});
