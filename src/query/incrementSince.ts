import type { AssetSnapshot } from '../core/latest';
import { serviceClockOffsetMs } from '../core/serviceClock';
import { learnCadence } from './cadence';
import { commitOverlapMs } from './incrementalRead';

/** Without a read for this many cadences (a sleeping tab), a refresh reads the whole span again. */
const FULL_READ_AFTER_CADENCES = 6;

/** Rows held from the last read (newest first) and when that read ended, on this device's clock. */
export interface HeldRead<Row extends AssetSnapshot = AssetSnapshot> {
  data: readonly Row[];
  dataUpdatedAt: number;
}

/**
 * From when (epoch ms, service clock) a refresh starting at `startedAt` asks again for rows it may lack: the last read's
 * time less the commit overlap (`commitOverlapMs`). `null` when the whole span must be read instead: after a pause of
 * six cadences or longer than `spanMs`, or when the newest held row is stamped over a cadence ahead of the service's
 * clock (it would hide every row written before its time from `created_at=gt.`).
 */
export function incrementSinceMs(held: HeldRead, startedAt: number, spanMs: number): number | null {
  const rows = held.data;
  const offset = serviceClockOffsetMs();
  const pause = startedAt - held.dataUpdatedAt;
  const { cadenceMs } = learnCadence(rows);
  const newestAhead = Date.parse(rows[0]?.created_at as string) - (startedAt + offset) > cadenceMs;
  if (pause > cadenceMs * FULL_READ_AFTER_CADENCES || pause > spanMs || newestAhead) return null;
  return held.dataUpdatedAt + offset - commitOverlapMs(cadenceMs);
}
