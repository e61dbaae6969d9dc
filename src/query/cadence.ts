import { HttpError } from '../core/errors';
import { type AssetSnapshot, assetKey } from '../core/latest';
import { serviceClockKnown, serviceClockOffsetMs } from '../core/serviceClock';
import { isTooManyRows } from '../core/tooManyRows';

/** The writer's cadence when the data cannot tell: one batch an hour. */
export const DEFAULT_CADENCE_MS = 3_600_000;
/** After a batch is expected, wait this long before reading: the writer stamps a batch a few seconds to ~30 s late. */
export const BATCH_GRACE_MS = 45_000;
/**
 * The first re-check of a late batch; each further one waits as long as the batch is already late (none past the
 * lateness the rows show).
 */
export const MIN_RECHECK_MS = 60_000;
/** A writer faster than this is read at this pace; slower than a day, daily. */
const MIN_CADENCE_MS = 10_000;
const MAX_CADENCE_MS = 24 * 3_600_000;
/** What the data says about its writer: how often it writes, where in the cadence, and its newest batch. */
export interface Cadence {
  /** Time between batches (the median gap), in ms. */
  cadenceMs: number;
  /** Time of the newest batch, epoch ms; `null` without rows. */
  lastBatchMs: number | null;
  /** When the next batch is expected, epoch ms; `null` without rows. */
  nextBatchMs: number | null;
  /**
   * How far apart around the grid the rows' batches were stamped (latest less earliest), in ms: a late batch is
   * re-checked until it is that late. Absent: 0.
   */
  jitterMs?: number | undefined;
}

/** The middle value, or the mean of the two middle ones (the same one twice for an odd count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return ((sorted[sorted.length >> 1] as number) + (sorted[(sorted.length - 1) >> 1] as number)) / 2;
}

const learned = new WeakMap<readonly AssetSnapshot[], Cadence>();

/**
 * The gaps between each market's own rows (one row per market per batch, whatever the batch's parts or writers); adds
 * every row's time to `stamps`.
 */
function marketGaps(rows: readonly AssetSnapshot[], stamps: Set<number>): number[] {
  const byMarket = new Map<string, number[]>();
  for (const row of rows) {
    const time = Date.parse(row.created_at);
    if (!Number.isFinite(time)) continue;
    stamps.add(time);
    const key = assetKey(row);
    const times = byMarket.get(key);
    if (times === undefined) byMarket.set(key, [time]);
    else times.push(time);
  }
  const gaps: number[] = [];
  for (const times of byMarket.values()) {
    times.sort((a, b) => a - b);
    for (let index = 1; index < times.length; index++) {
      const gap = (times[index] as number) - (times[index - 1] as number);
      if (gap > 0) gaps.push(gap);
    }
  }
  return gaps;
}

/**
 * A scheduled job runs on whole minutes (whole seconds below one); its own few seconds of delay vary by run. At most
 * `maxMs`.
 */
function roundCadence(gapMs: number, maxMs: number): number {
  const unit = gapMs >= 120_000 ? 60_000 : 1000;
  return Math.min(maxMs, Math.max(MIN_CADENCE_MS, Math.round(gapMs / unit) * unit));
}

/**
 * Learns the cadence from the rows: the lower median gap between rows of the same market (default one hour), 10
 * seconds to a day, and above an hour only from three stamps or more (a window around a long outage holds batches on
 * each side of it, whose gap is no cadence: the lower median passes it by, and a single gap is not believed); then
 * the batches (rows closer than a quarter cadence) and the next batch on the grid their median phase sets, so one late
 * or early batch, or a batch committed in parts, does not shift the schedule.
 */
export function learnCadence(rows: readonly AssetSnapshot[]): Cadence {
  const known = learned.get(rows);
  if (known) return known;
  const stamps = new Set<number>();
  const gaps = marketGaps(rows, stamps);
  const cadenceMs =
    gaps.length === 0
      ? DEFAULT_CADENCE_MS
      : roundCadence(
          gaps.sort((a, b) => a - b)[(gaps.length - 1) >> 1] as number,
          stamps.size < 3 ? DEFAULT_CADENCE_MS : MAX_CADENCE_MS,
        );
  const batches: number[] = [];
  for (const time of [...stamps].sort((a, b) => a - b)) {
    const last = batches.at(-1);
    if (last === undefined || time - last >= cadenceMs / 4) batches.push(time);
    else batches[batches.length - 1] = time;
  }
  const lastBatchMs = batches.at(-1) ?? null;
  let nextBatchMs: number | null = null;
  let jitterMs = 0;
  if (lastBatchMs !== null) {
    // Each batch's offset from the newest one's place on the grid, wrapped into half a cadence either side.
    const offsets = batches.map((time) => {
      const offset = (((time - lastBatchMs) % cadenceMs) + cadenceMs) % cadenceMs;
      return offset > cadenceMs / 2 ? offset - cadenceMs : offset;
    });
    const phase = median(offsets);
    nextBatchMs = lastBatchMs + cadenceMs + phase;
    jitterMs = Math.max(...offsets) - Math.min(...offsets);
  }
  const cadence = { cadenceMs, lastBatchMs, nextBatchMs, jitterMs };
  learned.set(rows, cadence);
  return cadence;
}

/**
 * When to read next after the last attempt at `attemptMs`: shortly after the next batch is due. While it is late, it
 * is re-checked (each wait as long as the batch is already late, from one minute) only as late as the rows show the
 * writer's batches spread (`jitterMs`); a batch later than that (committed late, an outage) is read with the next one,
 * so a schedule alone reads about once a batch whenever its writer commits.
 */
export function nextReadAt(cadence: Cadence, attemptMs: number): number {
  const { cadenceMs, nextBatchMs, jitterMs = 0 } = cadence;
  // Nothing within the lookback yet: look again now and then, not every minute.
  if (nextBatchMs === null) return attemptMs + cadenceMs / 4;
  // A fast writer stamps its batches within a quarter cadence: its grace and re-checks shrink with it.
  const grace = Math.min(BATCH_GRACE_MS, cadenceMs / 4);
  const due = nextBatchMs + grace;
  // A read from about the due time on counts as that check: the estimate moves by moments as the window slides. Never
  // more than a cadence away: a batch stamped ahead of this clock (this device's clock behind, or a bad row) must not
  // postpone the read by days, nor past what a timer can hold.
  const late = attemptMs - nextBatchMs;
  if (late < grace / 2) return Math.min(due, attemptMs + cadenceMs + grace);
  if (late < jitterMs) return Math.min(attemptMs + Math.max(late, MIN_RECHECK_MS), due + jitterMs);
  return due + (Math.floor((late - grace / 2) / cadenceMs) + 1) * cadenceMs;
}

/** The part of a TanStack query the schedule reads. */
export interface CadenceQuery {
  state: {
    data: readonly AssetSnapshot[] | undefined;
    dataUpdatedAt: number;
    errorUpdatedAt: number;
    /** Failed reads so far (each after its retries); absent in the oldest TanStack 5 releases. */
    errorUpdateCount?: number | undefined;
    /** The last read's error while no read has succeeded since. */
    error?: unknown;
  };
}

/** The longest `Retry-After` the schedule keeps to: a day, well within what a timer can hold. */
const MAX_SCHEDULED_RETRY_AFTER_MS = 24 * 3_600_000;

/** When a server's `Retry-After` on the last failed read lets the next one go; 0 when it set none. */
function retryAfterEndsAt(query: CadenceQuery): number {
  const { error, errorUpdatedAt } = query.state;
  if (!(error instanceof HttpError) || error.retryAfterMs === undefined) return 0;
  return errorUpdatedAt + Math.min(error.retryAfterMs, MAX_SCHEDULED_RETRY_AFTER_MS);
}

/**
 * When the next read of held rows is due, on this device's clock: on the data's cadence (the service's clock), and not
 * before a server's `Retry-After` ends.
 */
function nextDueAt(query: CadenceQuery, rows: readonly AssetSnapshot[]): number {
  const offset = serviceClockOffsetMs();
  const cadence = learnCadence(rows);
  return Math.max(
    nextReadAt(cadence, lastAttemptMs(query) + offset) - offset,
    retryAfterEndsAt(query),
    tooLargeRetryAt(query, cadence.cadenceMs),
  );
}

/** A window or history too large for one read stays so a while: tried again once a cadence, not every re-check. */
function tooLargeRetryAt(query: CadenceQuery, cadenceMs: number): number {
  return isTooManyRows(query.state.error) ? query.state.errorUpdatedAt + cadenceMs : 0;
}

/** After a failed first read: the next try in 1, 2, 4… minutes, at most a quarter of the default cadence. */
const FIRST_READ_RETRY_MS = 60_000;
const MAX_FIRST_READ_RETRY_MS = DEFAULT_CADENCE_MS / 4;

function lastAttemptMs(query: CadenceQuery): number {
  return Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
}

/** Rows read (or stamped) further than this from a device's clock may be on another clock. */
const CLOCK_DOUBT_MS = 60_000;

/**
 * Whether held rows this runtime has not read itself (rendered on a server, `initialData`) were read or stamped over
 * a minute from this device's clock while no answer has told the service's: a device hours behind it would otherwise
 * wait those hours for its first read. Once a read was tried and failed, the usual schedule applies.
 */
function clockInDoubt(query: CadenceQuery, rows: readonly AssetSnapshot[], now: number): boolean {
  if (serviceClockKnown() || query.state.errorUpdatedAt !== 0) return false;
  const newest = learnCadence(rows).lastBatchMs ?? 0;
  return Math.abs(now - query.state.dataUpdatedAt) > CLOCK_DOUBT_MS || newest > now + CLOCK_DOUBT_MS;
}

/** TanStack `staleTime`: fresh until the next read is due, so focus, reconnect and remount read only then. */
export function cadenceStaleTime<Q extends CadenceQuery>(query: Q): number {
  const rows = query.state.data;
  if (rows === undefined) return 0;
  const now = Date.now();
  // Stale even when read ahead of this device's clock: TanStack counts staleness from `dataUpdatedAt`.
  if (clockInDoubt(query, rows, now)) return Math.min(0, now - query.state.dataUpdatedAt);
  return Math.max(0, nextDueAt(query, rows) - query.state.dataUpdatedAt);
}

/**
 * TanStack `refetchInterval`: the time left until the next read is due (recomputed after every read). Before the
 * first answer no timer runs; after a failed first read, tries again with a growing pause, so a page opened during
 * an outage recovers on its own.
 */
export function cadenceRefetchInterval<Q extends CadenceQuery>(query: Q): number | false {
  const rows = query.state.data;
  if (rows === undefined) {
    const { errorUpdatedAt, errorUpdateCount = 1 } = query.state;
    if (errorUpdatedAt === 0) return false;
    if (isTooManyRows(query.state.error))
      return Math.max(1000, tooLargeRetryAt(query, DEFAULT_CADENCE_MS) - Date.now());
    const pause = Math.min(
      MAX_FIRST_READ_RETRY_MS,
      FIRST_READ_RETRY_MS * 2 ** Math.min(10, Math.max(0, errorUpdateCount - 1)),
    );
    return Math.max(1000, Math.max(errorUpdatedAt + pause, retryAfterEndsAt(query)) - Date.now());
  }
  // Suspense holds `staleTime` at a second or more, so the read that tells the clock is also scheduled.
  const now = Date.now();
  if (clockInDoubt(query, rows, now)) return 1000;
  const wait = nextDueAt(query, rows) - now;
  // Overdue in a hidden tab, TanStack skips each tick (the read waits for focus): a minute, not a wake every second.
  // The page's visibility is what TanStack's focus manager reads by default; its module would bring React here.
  return wait > 1000 ? wait : globalThis.document?.visibilityState === 'hidden' ? 60_000 : 1000;
}
