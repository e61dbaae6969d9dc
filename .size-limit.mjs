// What an app pays on first load for each part of the library: peers external, dependencies counted.
// Chunks the library loads lazily (zod for validation reports, the virtualized table body, the mapping of a failed
// request to a typed error) are left out here and measured on their own in the last three checks.
//
// Bundled as ES modules, as an app's bundler does. size-limit's default IIFE wraps every external peer import in
// CommonJS interop helpers (`require` shims, `__toESM`), which no app build ships; they cost ~150 B here.
import { runtimeExports } from './scripts/runtime-exports.mjs';

const peers = ['react', 'react-dom', '@tanstack/react-query', 'viem'];
const lazyModules = /[\\/](schemas|VirtualRows|httpFailure)\.js$/;

const lazyChunksExternal = {
  name: 'lazy-chunks-external',
  setup(build) {
    build.onResolve({ filter: lazyModules }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

// An app's production build replaces `process.env.NODE_ENV`, which drops the library's developer-only error details.
const asEsModule = (config) => ({
  ...config,
  format: 'esm',
  define: { ...config.define, 'process.env.NODE_ENV': '"production"' },
});
const initialLoad = (config) => ({
  ...asEsModule(config),
  plugins: [...(config.plugins ?? []), lazyChunksExternal],
});

const check = (name, imports, limit) => ({
  name,
  path: 'dist/index.js',
  import: imports,
  ignore: peers,
  gzip: true,
  limit,
  modifyEsbuildConfig: initialLoad,
});

/** Every runtime export of the package root, imported by name. */
const everything = `{ ${runtimeExports(new URL('./src/index.ts', import.meta.url)).join(', ')} }`;

export default [
  check('fetchers', '{ createConfig, fetchAssetApys, fetchUserRewards, latestByAsset, historyByAsset }', '7000 B'),
  check(
    'hooks',
    '{ createConfig, fetchAssetApys, fetchUserRewards, ApyRewardsProvider, useAssetApys, useAssetApysInfinite, useLatestAssetApys, useUserRewards, useUserRewardsAllChains }',
    '12250 B',
  ),
  check('components', '{ ApyTable, AssetApyTable, RewardsBadge, UserRewardsBadge, ChainFilter, Sparkline }', '26650 B'),
  check('all', everything, '28400 B'),
  // `import * as all` also pays for the namespace object size-limit logs (a getter and a name per export), which
  // named imports never ship; reported so the difference stays visible.
  check('all as a namespace (import *)', '*', '29050 B'),
  { name: 'css', path: 'dist/styles.css', gzip: true, limit: '3500 B' },
  {
    name: 'lazy: validation report (zod)',
    path: 'dist/core/schemas.js',
    import: '{ checkAssetApyRowsWithSchema, checkUserRewardsWithSchema }',
    ignore: peers,
    gzip: true,
    limit: '7250 B',
    modifyEsbuildConfig: asEsModule,
  },
  {
    // What the first non-success response, redirect or rewards answer for another chain or user loads; the modules
    // it imports are already in the first load.
    name: 'lazy: failed-response mapping',
    path: 'dist/core/httpFailure.js',
    import: '{ httpError, redirectTarget, rewardsMismatches }',
    ignore: [...peers, './errors.js', './patterns.js', './postgrest.js', './redact.js'],
    gzip: true,
    limit: '1650 B',
    modifyEsbuildConfig: asEsModule,
  },
  {
    // What a table above `virtualizeThreshold` loads: @tanstack/react-virtual and the windowed body. The row view
    // it renders is already in the first load, so it is left out here.
    name: 'lazy: virtualized table body',
    path: 'dist/components/ApyTable/VirtualRows.js',
    import: 'VirtualRows',
    ignore: [...peers, './RowView.js'],
    gzip: true,
    limit: '11000 B',
    modifyEsbuildConfig: asEsModule,
  },
];
