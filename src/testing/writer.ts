import type { AssetApyRow } from '../core/assetApys';
import { compareTimestamps } from '../core/latest';
import { nextBatch } from './batches';
import { sampleWriterDelayMs } from './fixtures';

/**
 * How the mock's writer commits a batch. A real Postgres takes a row's `id` and `created_at` when its transaction
 * starts and shows the row only once it commits, so a batch may become visible in parts and after a later one.
 */
export interface MockWriteOptions {
  /** When the write starts: ids and `created_at` are taken then. Default: the service's clock. */
  at?: number | Date | undefined;
  /**
   * When each part commits, in ms after `at`; the batch's rows are split into this many parts of near-equal size, in
   * id order. Default `[0]`: one part, visible at once.
   */
  commitAfterMs?: readonly number[] | undefined;
}

/** A writer run by the service's clock (`createMockService({ cadenceMs, writer })`). */
export interface MockWriterOptions {
  /**
   * When each part of a slot's batch commits after it is stamped, in ms (see `MockWriteOptions.commitAfterMs`), or a
   * function of the slot (epoch ms) for a writer whose parts commit out of order from run to run. Default `[0]`.
   */
  commitAfterMs?: readonly number[] | ((slotMs: number) => readonly number[]) | undefined;
  /** Spans `[fromMs, toMs)` in which the writer writes nothing (an outage): slots inside are skipped. */
  outages?: readonly (readonly [number, number])[] | undefined;
}

/** Rows written but not yet committed, and when they commit. */
export interface PendingPart {
  commitAtMs: number;
  rows: AssetApyRow[];
}

/** Splits `rows` into `count` parts of near-equal size in their order (ids ascending). */
function splitRows(rows: readonly AssetApyRow[], count: number): AssetApyRow[][] {
  const parts: AssetApyRow[][] = [];
  let start = 0;
  for (let part = 0; part < count; part++) {
    const end = Math.round(((part + 1) * rows.length) / count);
    parts.push(rows.slice(start, end));
    start = end;
  }
  return parts;
}

/** The parts of a batch written at `atMs`, each with its commit time; throws on a bad commit delay. */
export function batchParts(
  rows: readonly AssetApyRow[],
  atMs: number,
  commitAfterMs: readonly number[],
): PendingPart[] {
  if (commitAfterMs.length === 0 || commitAfterMs.some((delay) => !Number.isFinite(delay) || delay < 0)) {
    throw new RangeError('commitAfterMs must list one non-negative delay per part.');
  }
  return splitRows(rows, commitAfterMs.length).map((part, index) => ({
    commitAtMs: atMs + (commitAfterMs[index] as number),
    rows: part,
  }));
}

/** Whether the writer is down at `slotMs`. */
export function inOutage(outages: MockWriterOptions['outages'], slotMs: number): boolean {
  return (outages ?? []).some(([from, to]) => slotMs >= from && slotMs < to);
}

/** The commit delays of the writer's batch in slot `slotMs`. */
export function slotCommitDelays(writer: MockWriterOptions | undefined, slotMs: number): readonly number[] {
  const delays = writer?.commitAfterMs;
  if (delays === undefined) return [0];
  return typeof delays === 'function' ? delays(slotMs) : delays;
}

/**
 * Moves the parts whose commit time has come into the visible rows, in commit order (ties: write order), and returns
 * the rows made visible.
 */
export function commitDueParts(pending: PendingPart[], visible: AssetApyRow[], nowMs: number): AssetApyRow[] {
  const due = pending.filter((part) => part.commitAtMs <= nowMs).sort((a, b) => a.commitAtMs - b.commitAtMs);
  if (due.length === 0) return [];
  const committed = due.flatMap((part) => part.rows);
  visible.push(...committed);
  const remaining = pending.filter((part) => part.commitAtMs > nowMs);
  pending.splice(0, pending.length, ...remaining);
  return committed;
}

function newestTime(rows: readonly AssetApyRow[]): number | undefined {
  let newest: string | undefined;
  for (const row of rows)
    if (newest === undefined || compareTimestamps(row.created_at, newest) > 0) newest = row.created_at;
  return newest === undefined ? undefined : Date.parse(newest);
}

/**
 * The mock's writer over `data.assetApys`: batches written by hand (`write`, `appendBatch`) and, with a cadence, one per
 * slot as the clock passes it, each part visible once it commits.
 */
export function createWriter(
  data: { assetApys: AssetApyRow[] },
  now: () => number,
  cadenceMs: number | undefined,
  options: MockWriterOptions | undefined,
) {
  const pending: PendingPart[] = [];
  // The writer model's own record of the slots it ran: an outage leaves no rows to tell them.
  let lastSlot: number | undefined;
  let startedAt = now();

  /** Writes a batch at `atMs` whose parts commit after the given delays; ids continue after every row written. */
  function write(atMs: number, commitAfterMs: readonly number[]): AssetApyRow[] {
    const written =
      pending.length === 0 ? data.assetApys : [...data.assetApys, ...pending.flatMap((part) => part.rows)];
    const batch = nextBatch(written, atMs);
    pending.push(...batchParts(batch, atMs, commitAfterMs));
    return batch;
  }

  return {
    write,
    /** Writes a batch visible at once. */
    appendBatch(atMs: number): AssetApyRow[] {
      const batch = write(atMs, [0]);
      data.assetApys.push(...(pending.pop()?.rows ?? []));
      return batch;
    },
    /** The parts whose commit time has come, made visible. */
    commitDue: () => commitDueParts(pending, data.assetApys, now()),
    /** With a cadence, the batches whose time has come (at most a week of them at once); then the parts now committed. */
    appendDue(): AssetApyRow[] {
      const time = now();
      if (cadenceMs !== undefined) {
        const written = [...data.assetApys, ...pending.flatMap((part) => part.rows)];
        const newestWritten = Math.max(
          lastSlot ?? Number.NEGATIVE_INFINITY,
          newestTime(written) ?? Number.NEGATIVE_INFINITY,
        );
        const newest = Math.max(
          // An empty table: the writer starts with the slot after the service was made.
          Number.isFinite(newestWritten) ? newestWritten : startedAt,
          time - 7 * 24 * 3_600_000,
        );
        // Runs keep the cadence's grid; each stamps its batch a different few seconds after its slot, as the real writer.
        for (let slot = Math.floor(newest / cadenceMs) * cadenceMs + cadenceMs; ; slot += cadenceMs) {
          const stampedAt = slot + sampleWriterDelayMs(slot, cadenceMs);
          if (stampedAt > time) break;
          lastSlot = slot;
          if (!inOutage(options?.outages, slot)) write(stampedAt, slotCommitDelays(options, slot));
        }
      }
      return commitDueParts(pending, data.assetApys, time);
    },
    uncommitted: () => pending.flatMap((part) => part.rows),
    /** Forgets every uncommitted part and slot run: the writer starts again from now. */
    reset(): void {
      pending.length = 0;
      lastSlot = undefined;
      startedAt = now();
    },
  };
}
