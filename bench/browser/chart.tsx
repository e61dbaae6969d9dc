// The chart case of the browser bench: `ApyChart` with 30 days of hourly points against a bare `<svg>` with one
// `<polyline>` per series of the same points, mounted side by side in one run.
import type { ReactElement } from 'react';
import { ApyChart } from '../../src/components/ApyChart/ApyChart';
import { type AssetApyHistory, assetApyHistoryOf } from '../../src/core/assetApyHistory';
import { createSampleAssetApys, sampleMarkets } from '../../src/testing/fixtures';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const series = ['totalSupply', 'supply', 'borrow'] as const;

/** 720 hourly points (30 days) of one sample market. */
export function chartHistory(): AssetApyHistory {
  const market = sampleMarkets[1] as (typeof sampleMarkets)[number];
  const rows = createSampleAssetApys({ now: NOW, hours: 720 }).filter(
    (row) => row.chain_id === market.chainId && row.ctoken_address === market.ctokenAddress,
  );
  return assetApyHistoryOf(rows);
}

/** The baseline: scales and polylines computed during render, as the chart does, with nothing else. */
function PlainChart({ history }: { history: AssetApyHistory }) {
  const { points } = history;
  const first = points[0]?.timeMs ?? 0;
  const span = (points.at(-1)?.timeMs ?? first) - first || 1;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const point of points) {
    for (const name of series) {
      const v = Number(point[name]);
      if (point[name] !== null && v < low) low = v;
      if (point[name] !== null && v > high) high = v;
    }
  }
  return (
    <svg viewBox="0 0 1000 300" width="100%" height="220" preserveAspectRatio="none" aria-hidden="true">
      {series.map((name) => (
        <polyline
          key={name}
          fill="none"
          stroke="currentColor"
          points={points
            .filter((point) => point[name] !== null)
            .map(
              (point) =>
                `${Math.round(((point.timeMs - first) / span) * 10_000) / 10},${
                  Math.round((300 - ((Number(point[name]) - low) / (high - low)) * 300) * 10) / 10
                }`,
            )
            .join(' ')}
        />
      ))}
    </svg>
  );
}

/** The two elements compared: the component and the bare SVG, for the same 720 points. */
export function chartVariants(): { component: () => ReactElement; plain: () => ReactElement } {
  const history = chartHistory();
  return {
    component: () => (
      <ApyChart points={history.points} stats={history.stats} locale="en-US" range="30d" onRangeChange={() => {}} />
    ),
    plain: () => <PlainChart history={history} />,
  };
}
