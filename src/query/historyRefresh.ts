import type { AssetApyHistoryTarget } from '../core/assetApyHistory';
import { fetchAssetApyHistoryRows } from '../core/assetApyHistory';
import type { ApyRewardsConfig } from '../core/config';
import type { AssetApyHistoryWindowRow } from './historyWindow';
import { mergeHistoryWindow } from './historyWindow';
import { unheldSpan } from './incrementalRead';
import { type HeldRead, incrementSinceMs } from './incrementSince';

/**
 * A refresh of held history (a lazy chunk: a chart's first read never needs it): the last two cadences asked again
 * less the ids held, since rows stamped before the newest held one may commit late, merged by id. `null` when the
 * whole span must be read instead (`incrementSinceMs`), or when the answer contradicts what is held.
 */
export async function readHistoryIncrement(
  config: ApyRewardsConfig,
  target: AssetApyHistoryTarget,
  held: HeldRead<AssetApyHistoryWindowRow>,
  startedAt: number,
  serviceNow: () => number,
  signal: AbortSignal,
): Promise<AssetApyHistoryWindowRow[] | null> {
  const sinceMs = incrementSinceMs(held, startedAt, target.rangeMs);
  if (sinceMs === null) return null;
  const { after, known } = unheldSpan(held.data, sinceMs);
  const fresh = await fetchAssetApyHistoryRows(config, target, { after, exceptIds: known }, { signal });
  return mergeHistoryWindow(held.data, fresh, serviceNow(), target.rangeMs);
}
