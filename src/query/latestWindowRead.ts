import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { AssetApyRow } from '../core/assetApys';
import type { ApyRewardsConfig } from '../core/config';
import { serviceClockOffsetMs } from '../core/serviceClock';
import { readAssetApysIncrement, readAssetApysSince, readNewestAssetApys } from './incrementalRead';
import { incrementSinceMs } from './incrementSince';
import { type LatestSpans, trimLatestWindow } from './latestWindow';

/** A first read that missed more of the history span than this (a device clock ahead) is made again. */
const MISSED_HISTORY_MS = 15 * 60_000;
/** What one read of the latest window is for: the chain, and the spans checked (`latestSpans`). */
export interface LatestWindowScope {
  chainId: string | undefined;
  spans: LatestSpans;
}

/**
 * One read of the latest window (the query function of `latestAssetApysQueryOptions`), a lazy chunk: the newest batch
 * paints first, so this code loads beside that read. The first read takes the whole window by time; later reads ask
 * again for the last two cadences less the ids held (rows may commit late) and merge by id, reading everything again
 * after a long pause or when the answer does not fit.
 */
export async function readLatestWindow(
  config: ApyRewardsConfig,
  { chainId, spans }: LatestWindowScope,
  queryKey: QueryKey,
  { signal, client }: QueryFunctionContext,
): Promise<AssetApyRow[]> {
  // Older TanStack 5 releases pass no `client`: every read is then a full one.
  const state = (client as typeof client | undefined)?.getQueryState<AssetApyRow[]>(queryKey);
  const held = state?.data;
  const startedAt = Date.now();
  // The window is cut on the service's clock, which stamps the rows; each read may correct this device's offset.
  const serviceStartedAt = () => startedAt + serviceClockOffsetMs();
  const sinceMs =
    state && held?.length
      ? incrementSinceMs({ data: held, dataUpdatedAt: state.dataUpdatedAt }, startedAt, spans.historyMs)
      : null;
  if (held && sinceMs !== null) {
    const merged = await readAssetApysIncrement(config, { chainId, held, sinceMs }, signal);
    if (merged !== null) return trimLatestWindow(merged, serviceStartedAt(), spans);
  }
  const readSince = (fromMs: number) =>
    readAssetApysSince(
      config,
      {
        chainId,
        from: new Date(fromMs).toISOString(),
        // A window too big for one read keeps the history span only (every market of a busy writer is in it).
        narrowTo: new Date(fromMs + spans.lookbackMs - spans.historyMs).toISOString(),
      },
      signal,
    );
  const fromMs = serviceStartedAt() - spans.lookbackMs;
  let rows = await readSince(fromMs);
  // The answer showed this device's clock so far ahead of the service's that the read missed over a quarter hour of
  // the history span.
  if (fromMs - (serviceStartedAt() - spans.historyMs) > MISSED_HISTORY_MS) {
    rows = await readSince(serviceStartedAt() - spans.lookbackMs);
  }
  // Nothing within the lookback (the writer down for longer): the last batch held, or one bounded read of it.
  if (rows.length === 0) rows = held?.length ? [...held] : await readNewestAssetApys(config, { chainId }, signal);
  return trimLatestWindow(rows, serviceStartedAt(), spans);
}
