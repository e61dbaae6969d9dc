import results from '../../bench/results.json';

type Results = typeof results;
const targets = results.targets as Record<string, number>;

function Figure({ name, label, unit }: { name: string; label: string; unit: string }) {
  const value = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], results);
  const target = targets[name];
  const shown = typeof value === 'number' ? `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })}` : '–';
  return (
    <tr>
      <td>{label}</td>
      <td>
        {shown} {unit}
      </td>
      <td>{target === undefined ? '–' : `${target.toLocaleString('en-US')} ${unit}`}</td>
    </tr>
  );
}

/** One figure of bench/results.json: its key there, what it measures, and its unit. */
export type BenchFigure = readonly [name: string, label: string, unit: string];

/** What an app pays on first load for each import line (minified + gzip). */
export const bundleFigures: readonly BenchFigure[] = (
  [
    ['fetchers', '{ createConfig, fetchAssetApys }'],
    ['hooks', '{ createConfig, ApyRewardsProvider, useAssetApys, useUserRewards }'],
    ['badge_app', '{ createConfig, ApyRewardsProvider, UserRewardsBadge }'],
    ['table_app', '{ createConfig, ApyRewardsProvider, AssetApyTable }'],
    ['apy_table', '{ ApyTable }'],
    ['rewards_badge', '{ RewardsBadge }'],
    ['latest_hook', '{ createConfig, ApyRewardsProvider, useLatestAssetApys }'],
    ['chart_app', '{ createConfig, ApyRewardsProvider, AssetApyChart }'],
    ['everything', "import * from 'apy-rewards-kit'"],
    ['css', 'styles.css'],
  ] as const satisfies readonly [keyof Results['bundle_gzip_bytes'], string][]
).map(([key, label]) => [`bundle_gzip_bytes.${key}`, label, 'B']);

/** Speed and request figures, each read beside its target. */
export const speedFigures: readonly BenchFigure[] = [
  ['validate_1000_rows_ratio', 'Validating 1,000 rows, vs. JSON.parse alone', '×'],
  ['latest_by_asset_10000_rows_ratio', 'Latest per market over 10,000 rows, vs. an inline reduce', '×'],
  ['table_1000_rows_ratio', '1,000 rows all rendered, vs. a bare table', '×'],
  ['table_10000_rows_virtual_ratio', '10,000 rows virtualized, vs. a bare table of 10,000', '×'],
  ['table_layout_shift', 'Layout shift when data arrives', 'CLS'],
  ['dedupe_requests', 'Requests when several components read one query', ''],
  ['page_flip_requests_after_prefetch', 'Requests when flipping to a prefetched page', ''],
  ['freshness_requests_per_hour', 'Reads per hour while a page stays open', ''],
  ['freshness_lag_p95_s', 'Delay until a new batch shows (p95)', 's'],
  ['latest_first_paint_requests', 'Requests before the latest table paints', ''],
  ['latest_first_paint_bytes', 'Bytes of that read, 32 markets on 3 chains', 'B'],
  ['reload_requests_before_next_batch', 'Requests after a reload, before the next batch', ''],
  ['freshness_split_batch_rows_lost', 'Rows lost to a batch committed in parts', ''],
  ['chart_720_points_ratio', 'ApyChart with 720 points, vs. bare polylines', '×'],
];

/** Figures of the last `npm run bench` beside their goals, read from bench/results.json (never copied by hand). */
export function BenchTable({
  subject,
  goal,
  figures,
}: {
  subject: string;
  goal: string;
  figures: readonly BenchFigure[];
}) {
  return (
    <table>
      <thead>
        <tr>
          <th>{subject}</th>
          <th>Measured</th>
          <th>{goal}</th>
        </tr>
      </thead>
      <tbody>
        {figures.map(([name, label, unit]) => (
          <Figure key={name} name={name} label={label} unit={unit} />
        ))}
      </tbody>
    </table>
  );
}
