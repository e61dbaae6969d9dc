import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';

// The rewards API sends no CORS headers, so the page calls a same-origin path and the server forwards it:
// {VITE_REWARDS_URL}/api/rewards/{chain}/{user} → {REWARDS_API_ORIGIN}/api/rewards/{chain}/{user}.
/**
 * A strict Content Security Policy for `vite preview`: only this origin's scripts (no inline script, no eval), and
 * fetches to this origin plus the APY service's. The dev server needs inline scripts for Fast Refresh, so it has none.
 */
function contentSecurityPolicy(apyUrl: string | undefined): string {
  const apyOrigin = apyUrl?.startsWith('http') ? new URL(apyUrl).origin : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${apyOrigin}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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
    preview: { proxy, headers: { 'Content-Security-Policy': contentSecurityPolicy(env.VITE_APY_URL) } },
    build: { target: 'es2022' },
  };
});
