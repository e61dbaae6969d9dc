// What an app pays on first load, per use case: ESM, minified, gzip, production. Only what every app using the kit
// already ships stays out: `react`, `react-dom`, `@tanstack/react-query` and viem's root entry. Any viem subpath
// (`viem/chains` pulls in serializers and hashing) and every other dependency (zod…) is counted.
// Chunks the library loads lazily (zod for validation reports, the virtualized table body, the failed-response
// mapping, the connected table's history view) are left out of the first load and measured on their own below.
//
// Bundled as ES modules, as an app's bundler does. size-limit's default IIFE wraps every external peer import in
// CommonJS interop helpers (`require` shims, `__toESM`), which no app build ships; they cost ~150 B here.

const lazyModules =
  /[\\/](schemas|VirtualRows|httpFailure|AssetApyHistory|Sparkline|ErrorAlert|Pagination|postgrestFilter|contentRangeIssue|meanApy|assetApyRowsReport|latestWindowRead|ChartInteraction|PointsTable|historyRefresh)\.js$/;
// `react/jsx-runtime` is part of react; `viem` alone, not `viem/chains`: esbuild's `external: ['viem']` would also
// leave out every subpath, so the peers are matched here instead.
const peerImport = /^(react|react-dom|@tanstack\/react-query)(\/.*)?$|^viem$/;

/** Leaves out the peers an app already ships, and the lazy chunks of a first load (when `lazy` is set). */
const firstLoadExternals = (lazy) => ({
  name: 'first-load-externals',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (peerImport.test(args.path)) return { path: args.path, external: true };
      if (lazy && args.kind === 'dynamic-import' && lazyModules.test(args.path)) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
});

/** Leaves out every module of the library but those matching `own`: a lazy chunk without what the first load holds. */
const onlyModules = (own) => ({
  name: 'only-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const path = new URL(args.path, `file://${args.resolveDir}/`).pathname;
      return own.test(path) ? undefined : { path: args.path, external: true };
    });
  },
});

// An app's production build replaces `process.env.NODE_ENV`, which drops the library's developer-only error details.
const measured =
  (lazy, ignore = []) =>
  (config) => ({
    ...config,
    format: 'esm',
    external: ignore,
    define: { ...config.define, 'process.env.NODE_ENV': '"production"' },
    plugins: [...(config.plugins ?? []), firstLoadExternals(lazy)],
  });

/** One use case: the import line an app writes (a name the index no longer exports fails the check). */
const firstLoad = (name, names, limit) => ({
  name,
  path: 'dist/index.js',
  import: `{ ${names.join(', ')} }`,
  gzip: true,
  limit,
  modifyEsbuildConfig: measured(true),
});

/** A lazy chunk on its own; `ignore` lists the modules it imports that the first load already holds. */
const lazyChunk = (name, path, imports, limit, ignore = []) => ({
  name,
  path,
  import: imports,
  gzip: true,
  limit,
  modifyEsbuildConfig: measured(false, ignore),
});

// Limits are the issue's goals where met; where a goal is still missed (see BENCHMARKS.md) the limit sits about 100 B
// above today's size, so real growth fails while the goal stays in `npm run bench`'s targets.
export default [
  firstLoad('fetchers', ['createConfig', 'fetchAssetApys'], '6000 B'),
  firstLoad('hooks', ['createConfig', 'ApyRewardsProvider', 'useAssetApys', 'useUserRewards'], '9500 B'),
  firstLoad('badge_app', ['createConfig', 'ApyRewardsProvider', 'UserRewardsBadge'], '9500 B'),
  firstLoad('table_app', ['createConfig', 'ApyRewardsProvider', 'AssetApyTable'], '21000 B'),
  firstLoad('apy_table', ['ApyTable'], '12000 B'),
  firstLoad('rewards_badge', ['RewardsBadge'], '5500 B'),
  firstLoad('latest_hook', ['createConfig', 'ApyRewardsProvider', 'useLatestAssetApys'], '9000 B'),
  firstLoad('chart_app', ['createConfig', 'ApyRewardsProvider', 'AssetApyChart'], '12000 B'),
  {
    // `import *` also pays for the namespace object (a getter and a name per export), which named imports never ship.
    name: 'everything',
    path: 'dist/index.js',
    import: '*',
    gzip: true,
    limit: '35350 B', // goal 32,000
    modifyEsbuildConfig: measured(true),
  },
  // Every component's styles (`styles.css`), then what an app that imports only the parts it shows pays: the theme and
  // one part, joined as its bundler joins them (bench/css/*.css import them).
  { name: 'css', path: 'dist/styles.css', gzip: true, limit: '4700 B' }, // goal 3,500
  { name: 'css_table_app', path: 'bench/css/table_app.css', gzip: true, limit: '3300 B' },
  { name: 'css_badge_app', path: 'bench/css/badge_app.css', gzip: true, limit: '1850 B' },
  { name: 'css_chart_app', path: 'bench/css/chart_app.css', gzip: true, limit: '2650 B' },
  lazyChunk(
    'lazy: validation report (zod)',
    'dist/core/schemas.js',
    '{ checkAssetApyRowsWithSchema, checkUserRewardsWithSchema }',
    '7250 B',
  ),
  // What the first non-success response, redirect, body that is no JSON or rewards answer for another chain or user
  // loads; the modules it imports are already in the first load.
  lazyChunk(
    'lazy: failed-response mapping',
    'dist/core/httpFailure.js',
    '{ bodyError, followRedirects, httpError, rewardsMismatches }',
    '1900 B',
    ['./errors.js', './http.js', './patterns.js', './postgrest.js', './redact.js'],
  ),
  // What a paged or infinite hook loads for a product's own `filter` (the library's own use sends only a chain): the
  // full filter grammar. The modules it imports are already in the first load.
  lazyChunk('lazy: filter grammar', 'dist/core/postgrestFilter.js', '{ filterExpressions }', '750 B', [
    './errors.js',
    './postgrest.js',
    './redact.js',
  ]),
  // What an answer beyond the plain Range contract loads: rows cut out of a body sent whole, an estimate below the rows
  // served, and the wording of a refusal. The modules it imports are already in the first load.
  lazyChunk('lazy: Content-Range issue', 'dist/core/contentRangeIssue.js', '{ unusualAnswer }', '750 B', [
    './errors.js',
    './postgrest.js',
  ]),
  // What a body that failed the fast check, or held rows of another chain or market, loads beside zod (measured above):
  // the wording of the refusal.
  lazyChunk('lazy: APY rows report', 'dist/core/assetApyRowsReport.js', '{ assetApyRowsReport }', '400 B', [
    './schemas.js',
  ]),
  // What the latest view loads beside its first read (the newest batch): the window read, incremental reads and their
  // merge. The modules it imports that the first load holds are left out (`./errors.js` is the same module, imported by
  // the refusal of too many rows, whose builder the first load leaves out and the chunk counts).
  lazyChunk('lazy: latest window read', 'dist/query/latestWindowRead.js', '{ readLatestWindow }', '1550 B', [
    '../core/assetApys.js',
    '../core/assetApysPage.js',
    '../core/errors.js',
    './errors.js',
    '../core/latest.js',
    '../core/serviceClock.js',
    './cadence.js',
  ]),
  // What a chart's history loads once its first read is in, for its refreshes: the incremental read and its merge by id.
  lazyChunk('lazy: history refresh', 'dist/query/historyRefresh.js', '{ readHistoryIncrement }', '1000 B', [
    '../core/assetApyHistory.js',
    '../core/serviceClock.js',
    './cadence.js',
  ]),
  // What a table above `virtualizeThreshold` loads: @tanstack/react-virtual and the windowed body. The row view it
  // renders is already in the first load.
  lazyChunk('lazy: virtualized table body', 'dist/components/ApyTable/VirtualRows.js', 'VirtualRows', '11050 B', [
    './RowView.js',
  ]),
  // What a table's first trend loads: the sparkline's drawing. Its class-name helper is in the first load already.
  lazyChunk('lazy: trend sparkline', 'dist/components/ApyTable/Sparkline.js', '{ Sparkline }', '650 B', [
    '../shared/classNames.js',
  ]),
  // What a table's first error loads: the alert's words, their choice and "Try again". The alert box, the provider's
  // messages, the class-name helper and the error base class are in the first load already.
  lazyChunk('lazy: table error alert', 'dist/components/ApyTable/ErrorAlert.js', 'ErrorAlert', '1150 B', [
    '../../react/ApyRewardsProvider.js',
    '../shared/classNames.js',
    '../../core/errors.js',
  ]),
  // What a table's first pager loads: its behaviour (presses, focus kept on the buttons). Its markup is in the first
  // load, the stand-in until this is in.
  lazyChunk('lazy: table pager behaviour', 'dist/components/ApyTable/Pagination.js', 'Pagination', '300 B', [
    './pagerView.js',
  ]),
  // What the first table with the `mean7d` column loads: the exact 7-day mean (its division and decimal text). The
  // time parser it shares is in the first load already.
  lazyChunk('lazy: table 7-day mean', 'dist/components/ApyTable/meanApy.js', '{ meanOverDays }', '600 B', [
    '../../format/formatRelativeTime.js',
  ]),
  // What a chart's first focus or pointer on its plot renders (fetched after mount): its crosshair, tooltip and
  // keyboard walk, and the words of a point's time. The plot's geometry, the wire checks, the formatters' helpers and
  // the class-name helper are in the first load already.
  lazyChunk('lazy: chart interaction', 'dist/components/ApyChart/ChartInteraction.js', 'ChartInteraction', '2400 B', [
    './chartGeometry.js',
    '../../core/wireFields.js',
    '../../format/formatApy.js',
    '../../format/memoized.js',
    '../shared/classNames.js',
  ]),
  // What a chart's "Show as table" loads: the points as a table and the words of a point's time.
  lazyChunk('lazy: chart points table', 'dist/components/ApyChart/PointsTable.js', 'PointsTable', '1100 B', [
    './chartGeometry.js',
    '../../core/wireFields.js',
    '../../format/formatApy.js',
    '../../format/memoized.js',
    '../shared/classNames.js',
  ]),
  // What `AssetApyTable view="history"` loads: the paged read (`useAssetApys`) and the history view. Every other module
  // it imports is in the latest view's first load already, so only these are counted.
  {
    name: 'lazy: history view',
    path: 'dist/components/ApyTable/AssetApyHistory.js',
    import: 'AssetApyHistory',
    gzip: true,
    limit: '2800 B',
    modifyEsbuildConfig: (config) => ({
      ...measured(false)(config),
      plugins: [
        ...measured(false)(config).plugins,
        onlyModules(
          /[\\/](core[\\/]postgrestFilter|ApyTable[\\/]AssetApyHistory|react[\\/]useAssetApys|query[\\/]assetApys|react[\\/]withFields)\.js$/,
        ),
      ],
    }),
  },
];
