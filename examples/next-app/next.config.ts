import type { NextConfig } from 'next';

// The example lives inside the library's repository, whose own lockfile would otherwise make Next take the
// repository as the workspace root (and warn). `npm run example:next` runs Next from this directory.
const appRoot = process.cwd();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  outputFileTracingRoot: appRoot,
  turbopack: { root: appRoot },
};

export default nextConfig;
