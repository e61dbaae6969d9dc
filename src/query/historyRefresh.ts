import type { AssetApyHistoryTarget } from '../core/assetApyHistory';
import { fetchAssetApyHistoryRows } from '../core/assetApyHistory';
import type { ApyRewardsConfig } from '../core/config';
import { serviceClockOffsetMs } from '../core/serviceClock';
import { learnCadence } from './cadence';
import { type AssetApyHistoryWindowRow, mergeHistoryWindow } from './historyWindow';
import { commitOverlapMs, unheldSpan } from './incrementalRead';

/** Without a read for this many cadences (a sleeping tab), a refresh reads the whole span again. */
const FULL_READ_AFTER_CADENCES = 6;

/** The held history and when it was read, on this device's clock. */
export interface HeldHistory {
  data: readonly AssetApyHistoryWindowRow[];
  dataUpdatedAt: number;
}

/**
 * A refresh of held history (a lazy chunk: a chart's first read never needs it): the last two cadences asked again
 * less the ids held, since rows stamped before the newest held one may commit late, merged by id. `null` when the
 * whole span must be read instead: after a long pause, a newest row stamped ahead of the service's clock, or an
 * answer that contradicts what is held.
 */
export async function readHistoryIncrement(
  config: ApyRewardsConfig,
  target: AssetApyHistoryTarget,
  held: HeldHistory,
  startedAt: number,
  serviceNow: () => number,
  signal: AbortSignal,
): Promise<AssetApyHistoryWindowRow[] | null> {
  const rows = held.data;
  const pause = startedAt - held.dataUpdatedAt;
  const { cadenceMs } = learnCadence(rows);
  const newestAhead = Date.parse(rows[0]?.created_at as string) - serviceNow() > cadenceMs;
  if (pause > cadenceMs * FULL_READ_AFTER_CADENCES || pause > target.rangeMs || newestAhead) return null;
  const { after, known } = unheldSpan(rows, held.dataUpdatedAt + serviceClockOffsetMs() - commitOverlapMs(cadenceMs));
  const fresh = await fetchAssetApyHistoryRows(config, target, { after, exceptIds: known }, { signal });
  return mergeHistoryWindow(rows, fresh, target, serviceNow(), target.rangeMs);
}
