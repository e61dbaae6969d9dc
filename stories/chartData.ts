import { type AssetApyHistory, assetApyHistoryOf } from '../src/core/assetApyHistory';
import { createSampleAssetApys, sampleMarkets } from '../src/testing';

/** The sample service's clock for the chart stories: the newest batch is a few minutes old. */
export const chartNow = Date.UTC(2026, 10, 20, 12, 7);
const rows = createSampleAssetApys({ now: chartNow, hours: 720 });

/** A sample market by symbol and chain. */
export const chartMarket = (symbol: string, chainId: string) =>
  sampleMarkets.find(
    (market) => market.symbol === symbol && market.chainId === chainId,
  ) as (typeof sampleMarkets)[number];

/** One sample market's history over the last `hours`, minus the hours in `skip` (counted from the oldest). */
export function chartHistory(
  market: (typeof sampleMarkets)[number],
  hours: number,
  skip: (hour: number) => boolean = () => false,
): AssetApyHistory {
  const series = rows.filter((row) => row.chain_id === market.chainId && row.ctoken_address === market.ctokenAddress);
  return assetApyHistoryOf(series.slice(-hours).filter((_, hour) => !skip(hour)));
}
