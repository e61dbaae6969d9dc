import type { DataTag, QueryFunctionContext } from '@tanstack/react-query';
import { type AssetApyRow, fetchAssetApys, newestFirst } from '../core/assetApys';
import type { ApyRewardsConfig } from '../core/config';
import type { ApyRewardsError } from '../core/errors';
import { historyByAsset, latestByAsset } from '../core/latest';
import { ASSET_APYS_STALE_TIME_MS } from './assetApys';
import { apyRewardsKeys } from './keys';
import { retryDelay, shouldRetry } from './retry';

/** Rows in the newest snapshot window: about a day of hourly rows for every market of both chains. */
export const LATEST_WINDOW_SIZE = 400;

/** Parameters of the latest-APY query. */
export interface LatestAssetApysParams {
  /** Only this chain's markets; all chains when omitted. */
  chainId?: number | string | undefined;
  /** Newest rows to read; default `LATEST_WINDOW_SIZE`. */
  windowSize?: number | undefined;
  /** Hours of history kept per market (trends). Default 24. */
  historyHours?: number | undefined;
  /** A market appears in "latest" when it has a row within this many hours. Default 48. */
  lookbackHours?: number | undefined;
}

/** The current APY of each market and its recent history. */
export interface LatestAssetApys {
  /** Newest row per market (chain + receipt token). */
  rows: AssetApyRow[];
  /** Recent rows per market, oldest first, keyed by `assetKey`. */
  history: Map<string, AssetApyRow[]>;
}

/** Turns the snapshot window into the latest row per market plus its history. */
export function selectLatestAssetApys(windowRows: AssetApyRow[]): LatestAssetApys {
  return { rows: latestByAsset(windowRows), history: historyByAsset(windowRows) };
}

/** Query options for the newest snapshot window (newest rows first); the data is the raw window, serialisable for SSR. */
export function latestAssetApysQueryOptions(config: ApyRewardsConfig, params: LatestAssetApysParams = {}) {
  const windowSize = params.windowSize ?? LATEST_WINDOW_SIZE;
  const chainId = params.chainId === undefined ? undefined : String(params.chainId);
  return {
    queryKey: apyRewardsKeys.latestAssetApys(config.apyUrl, { chainId, windowSize }) as DataTag<
      ReturnType<typeof apyRewardsKeys.latestAssetApys>,
      AssetApyRow[],
      ApyRewardsError
    >,
    queryFn: async ({ signal }: QueryFunctionContext): Promise<AssetApyRow[]> => {
      const { rows } = await fetchAssetApys(
        config,
        {
          chainId,
          order: newestFirst,
          range: { from: 0, to: windowSize - 1 },
        },
        { signal },
      );
      return rows;
    },
    staleTime: ASSET_APYS_STALE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
  };
}
