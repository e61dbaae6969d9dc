import { type ComponentProps, useState } from 'react';
import { ApyChart } from '../src/components/ApyChart/ApyChart';
import type { AssetApyHistoryRange } from '../src/core/assetApyHistory';
import { chartHistory, chartMarket } from './chartData';

const usdcMode = chartMarket('USDC', '34443');
const hoursOf: Record<AssetApyHistoryRange, number> = { '24h': 24, '7d': 168, '30d': 720 };

/** The chart with its range switch working on sample data, as a product's market page holds it. */
export function RangedChart({
  range: initial = '7d',
  points: _points,
  stats: _stats,
  ...props
}: Partial<ComponentProps<typeof ApyChart>>) {
  const [range, setRange] = useState<AssetApyHistoryRange>(initial);
  const { points, stats } = chartHistory(usdcMode, hoursOf[range]);
  return <ApyChart points={points} stats={stats} range={range} onRangeChange={setRange} {...props} />;
}
