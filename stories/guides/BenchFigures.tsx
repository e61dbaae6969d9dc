import results from '../../bench/results.json';

type Results = typeof results;
const targets = results.targets as Record<string, number>;

/** One figure of the last `npm run bench` with its budget, read from bench/results.json (never copied by hand). */
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

const bundles: readonly [keyof Results['bundle_gzip_bytes'], string][] = [
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
];

/** The bundle sizes (minified + gzip) of the last bench run. */
export function BundleSizes() {
  return (
    <table>
      <thead>
        <tr>
          <th>What an app imports</th>
          <th>Measured</th>
          <th>Budget</th>
        </tr>
      </thead>
      <tbody>
        {bundles.map(([key, label]) => (
          <Figure key={key} name={`bundle_gzip_bytes.${key}`} label={label} unit="B" />
        ))}
      </tbody>
    </table>
  );
}

/** Speed and request figures of the last bench run, each beside its target. */
export function SpeedFigures() {
  return (
    <table>
      <thead>
        <tr>
          <th>Measure</th>
          <th>Measured</th>
          <th>Target</th>
        </tr>
      </thead>
      <tbody>
        <Figure name="validate_1000_rows_ratio" label="Validating 1,000 rows, vs. JSON.parse alone" unit="×" />
        <Figure
          name="latest_by_asset_10000_rows_ratio"
          label="Latest per market over 10,000 rows, vs. an inline reduce"
          unit="×"
        />
        <Figure name="table_1000_rows_ratio" label="1,000 rows all rendered, vs. a bare table" unit="×" />
        <Figure
          name="table_10000_rows_virtual_ratio"
          label="10,000 rows virtualized, vs. a bare table of 10,000"
          unit="×"
        />
        <Figure name="table_layout_shift" label="Layout shift when data arrives" unit="CLS" />
        <Figure name="dedupe_requests" label="Requests when several components read one query" unit="" />
        <Figure name="page_flip_requests_after_prefetch" label="Requests when flipping to a prefetched page" unit="" />
        <Figure name="freshness_requests_per_hour" label="Reads per hour while a page stays open" unit="" />
        <Figure name="freshness_lag_p95_s" label="Delay until a new batch shows (p95)" unit="s" />
        <Figure name="latest_first_paint_requests" label="Requests before the latest table paints" unit="" />
        <Figure name="latest_first_paint_bytes" label="Bytes of that read, 32 markets on 3 chains" unit="B" />
        <Figure
          name="reload_requests_before_next_batch"
          label="Requests after a reload, before the next batch"
          unit=""
        />
        <Figure name="freshness_split_batch_rows_lost" label="Rows lost to a batch committed in parts" unit="" />
        <Figure name="chart_720_points_ratio" label="ApyChart with 720 points, vs. bare polylines" unit="×" />
      </tbody>
    </table>
  );
}
