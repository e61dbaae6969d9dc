// @vitest-environment node

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/core/errors';
import { noteServiceDate, resetServiceClock } from '../../src/core/serviceClock';
import {
  BATCH_GRACE_MS,
  cadenceRefetchInterval,
  cadenceStaleTime,
  DEFAULT_CADENCE_MS,
  learnCadence,
  MIN_RECHECK_MS,
  nextReadAt,
} from '../../src/query/cadence';
import { createSampleAssetApys } from '../../src/testing';

const HOUR = 3_600_000;
const at = (iso: string) => ({ created_at: iso, chain_id: '8453', ctoken_address: '0x01' });

// The schedules here are for rows this runtime has read: an answer (here without a `Date`) has told the clock.
beforeEach(() => noteServiceDate(null, 0, 0));

describe('learnCadence', () => {
  it('learns an hourly cadence on the grid of the batches from the sample writer', () => {
    const rows = createSampleAssetApys({ now: Date.UTC(2026, 10, 20, 12, 20), hours: 24 });
    const cadence = learnCadence(rows);
    expect(cadence.cadenceMs).toBe(HOUR);
    expect(cadence.lastBatchMs).toBe(Date.parse(rows.at(-1)?.created_at as string));
    // The median of the runs' delays (3 to ~30 s past the hour); the read waits BATCH_GRACE_MS beyond it.
    expect(cadence.nextBatchMs).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 20, 13, 0, 3));
    expect(cadence.nextBatchMs).toBeLessThanOrEqual(Date.UTC(2026, 10, 20, 13, 0, 31));
    expect((cadence.nextBatchMs as number) + BATCH_GRACE_MS).toBeGreaterThan(Date.UTC(2026, 10, 20, 13, 0, 31));
  });

  it('learns another cadence, and ignores one late batch when placing the next', () => {
    const quarter = ['00:00:05', '00:15:05', '00:30:05', '00:45:05', '01:00:05'].map((t) =>
      at(`2026-11-20T${t}+00:00`),
    );
    expect(learnCadence(quarter).cadenceMs).toBe(15 * 60_000);
    const late = ['09:00:05', '10:00:05', '11:00:04', '12:06:00'].map((t) => at(`2026-11-20T${t}+00:00`));
    expect(learnCadence(late).nextBatchMs).toBe(Date.parse('2026-11-20T13:00:05Z'));
    // The late batch shows how far the writer's stamps spread: 5 min 56 s from the earliest to the latest.
    expect(learnCadence(late).jitterMs).toBe(356_000);
  });

  it("learns any cadence from 10 seconds to a day from each market's own rows, batches in parts or not", () => {
    const markets = ['0x01', '0x02', '0x03', '0x04'];
    const writer = (cadenceMs: number, batches: number, partGapMs: number) =>
      Array.from({ length: batches }, (_, batch) =>
        markets.map((ctoken_address, index) => ({
          // Half the markets commit in a second part, stamped a little later.
          created_at: new Date(Date.UTC(2026, 10, 20) + batch * cadenceMs + 3_000 + (index % 2) * partGapMs)
            .toISOString()
            .replace('Z', '+00:00'),
          chain_id: '8453',
          ctoken_address,
        })),
      ).flat();
    for (const cadenceMs of [10_000, 30_000, 90_000, 15 * 60_000, HOUR, 6 * HOUR, 24 * HOUR]) {
      const learned = learnCadence(writer(cadenceMs, 12, Math.min(2_000, cadenceMs / 8)));
      expect(learned.cadenceMs).toBe(cadenceMs);
      expect(learned.nextBatchMs).toBe(
        Date.UTC(2026, 10, 20) + 12 * cadenceMs + 3_000 + Math.min(2_000, cadenceMs / 8),
      );
    }
  });

  it('learns past the gap of an outage: the lower median gap, and no single gap above an hour', () => {
    // An hourly writer down 22 hours: the 24-hour window holds a batch or two before the outage and one after.
    const around = (times: string[]) => learnCadence(times.map((t) => at(`2026-11-20T${t}+00:00`)));
    expect(around(['00:00:05', '23:00:05']).cadenceMs).toBe(HOUR);
    expect(around(['00:00:05', '01:00:05', '23:00:05']).cadenceMs).toBe(HOUR);
    expect(around(['00:00:05', '01:00:05', '23:00:05']).nextBatchMs).toBe(Date.parse('2026-11-21T00:00:05Z'));
    expect(around(['00:00:05', '01:00:05', '02:00:05', '23:00:05']).cadenceMs).toBe(HOUR);
    // A writer every eight hours, three batches in: believed.
    expect(around(['00:00:05', '08:00:05', '16:00:05']).cadenceMs).toBe(8 * HOUR);
  });

  it('keeps the request budget for a fast writer: at most one read per batch once on its grid', () => {
    const cadence = { cadenceMs: 10_000, lastBatchMs: 0, nextBatchMs: 10_000 };
    let attempt = 12_600;
    let reads = 0;
    while (attempt < 10_000 + 600_000) {
      attempt = nextReadAt({ ...cadence, nextBatchMs: Math.floor(attempt / 10_000) * 10_000 + 10_000 }, attempt);
      reads += 1;
    }
    expect(reads).toBeLessThanOrEqual(1.2 * 60);
  });

  it('defaults to one hour with a single batch, and knows nothing without rows', () => {
    expect(learnCadence([at('2026-11-20T12:00:05+00:00')])).toEqual({
      cadenceMs: DEFAULT_CADENCE_MS,
      lastBatchMs: Date.parse('2026-11-20T12:00:05Z'),
      nextBatchMs: Date.parse('2026-11-20T13:00:05Z'),
      jitterMs: 0,
    });
    expect(learnCadence([])).toEqual({
      cadenceMs: DEFAULT_CADENCE_MS,
      lastBatchMs: null,
      nextBatchMs: null,
      jitterMs: 0,
    });
  });
});

describe('nextReadAt', () => {
  const cadence = { cadenceMs: HOUR, lastBatchMs: 0, nextBatchMs: HOUR };

  it('reads shortly after the next batch is due', () => {
    expect(nextReadAt(cadence, 10 * 60_000)).toBe(HOUR + BATCH_GRACE_MS);
  });

  it('reads a batch later than the rows show the writer with the next one, on the grid', () => {
    expect(nextReadAt(cadence, HOUR + BATCH_GRACE_MS)).toBe(2 * HOUR + BATCH_GRACE_MS);
    // An early read (a focus) while the batch is late moves nothing; a read about the next due time counts as it.
    expect(nextReadAt(cadence, HOUR + 30 * 60_000)).toBe(2 * HOUR + BATCH_GRACE_MS);
    expect(nextReadAt(cadence, 2 * HOUR + BATCH_GRACE_MS - 1000)).toBe(3 * HOUR + BATCH_GRACE_MS);
    // A writer down for hours: one read a cadence.
    expect(nextReadAt(cadence, 5 * HOUR + BATCH_GRACE_MS)).toBe(6 * HOUR + BATCH_GRACE_MS);
  });

  it('re-checks a late batch as late as the rows show the writer stamps one, with waits that grow with its lateness', () => {
    const jittery = { ...cadence, jitterMs: 10 * 60_000 };
    const first = nextReadAt(jittery, HOUR + BATCH_GRACE_MS);
    expect(first - (HOUR + BATCH_GRACE_MS)).toBe(MIN_RECHECK_MS);
    const second = nextReadAt(jittery, first);
    expect(second - first).toBe(first - HOUR);
    const third = nextReadAt(jittery, second);
    expect(third - second).toBe(second - HOUR);
    // The last re-check gives the batch its grace past the latest the writer has stamped one; then the next batch.
    expect(nextReadAt(jittery, third)).toBe(HOUR + 10 * 60_000 + BATCH_GRACE_MS);
    expect(nextReadAt(jittery, HOUR + 10 * 60_000 + BATCH_GRACE_MS)).toBe(2 * HOUR + BATCH_GRACE_MS);
  });
});

describe('a batch stamped ahead of this clock', () => {
  const now = Date.parse('2026-11-20T12:20:00Z');

  it.each([
    ['this device two days behind the writer', ['2026-11-22T11:00:05+00:00', '2026-11-22T12:00:05+00:00']],
    ['a row dated far ahead', ['2026-11-20T11:00:05+00:00', '9999-12-31T23:00:00+00:00']],
  ])('%s: the next read is at most a cadence away, within what a timer holds', (_label, times) => {
    const query = { state: { data: times.map(at), dataUpdatedAt: now, errorUpdatedAt: 0 } };
    const interval = cadenceRefetchInterval({ state: { ...query.state, dataUpdatedAt: Date.now() } }) as number;
    expect(interval).toBeLessThanOrEqual(learnCadence(query.state.data).cadenceMs + BATCH_GRACE_MS);
    expect(interval).toBeLessThan(2 ** 31 - 1);
    expect(cadenceStaleTime(query)).toBeLessThanOrEqual(learnCadence(query.state.data).cadenceMs + BATCH_GRACE_MS);
  });
});

describe('the TanStack options', () => {
  const rows = [at('2026-11-20T12:00:05+00:00'), at('2026-11-20T11:00:05+00:00')];
  const read = Date.parse('2026-11-20T12:20:00Z');

  it('count rows this runtime has not read as stale when read or stamped over a minute from its clock', () => {
    resetServiceClock();
    const now = Date.now();
    const stampedAhead = [at(new Date(now + 3 * HOUR).toISOString())];
    for (const [data, dataUpdatedAt] of [
      [rows, read],
      [rows, now + 3 * HOUR],
      [stampedAhead, now],
    ] as const) {
      const staleTime = cadenceStaleTime({ state: { data, dataUpdatedAt, errorUpdatedAt: 0 } });
      expect(dataUpdatedAt + staleTime).toBeLessThanOrEqual(Date.now());
    }
    // Read moments ago on a clock that agrees: the schedule as usual, no read on mount.
    const fresh = [at(new Date(now - 20 * 60_000).toISOString())];
    expect(cadenceStaleTime({ state: { data: fresh, dataUpdatedAt: now - 2000, errorUpdatedAt: 0 } })).toBeGreaterThan(
      30 * 60_000,
    );
  });

  it('schedule that read within a second too (suspense holds staleTime at a second), and only until a read fails', () => {
    resetServiceClock();
    const doubtful = { state: { data: rows, dataUpdatedAt: Date.now() + 3 * HOUR, errorUpdatedAt: 0 } };
    expect(cadenceRefetchInterval(doubtful)).toBe(1000);
    // The browser's read failed (offline): focus and the timer keep the usual schedule, no read on every focus.
    const failed = { state: { ...doubtful.state, errorUpdatedAt: Date.now() } };
    expect(cadenceRefetchInterval(failed)).toBeGreaterThan(60_000);
    expect(cadenceStaleTime(failed)).toBeGreaterThan(0);
  });

  it('keep data fresh until the next read is due, and set no timer without data', () => {
    const query = { state: { data: rows, dataUpdatedAt: read, errorUpdatedAt: 0 } };
    expect(cadenceStaleTime(query)).toBe(Date.parse('2026-11-20T13:00:05Z') + BATCH_GRACE_MS - read);
    expect(cadenceRefetchInterval({ state: { data: undefined, dataUpdatedAt: 0, errorUpdatedAt: 0 } })).toBe(false);
    expect(cadenceStaleTime({ state: { data: undefined, dataUpdatedAt: 0, errorUpdatedAt: 0 } })).toBe(0);
  });

  it('waits a minute, not a second, between checks of an overdue read in a hidden tab (TanStack skips them)', () => {
    // Read 25 minutes after a batch; the next batch was due 10 minutes ago.
    const now = Date.now();
    const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const overdue = {
      state: { data: [at(iso(70)), at(iso(130))], dataUpdatedAt: now - 45 * 60_000, errorUpdatedAt: 0 },
    };
    expect(cadenceRefetchInterval(overdue)).toBe(1000);
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    try {
      expect(cadenceRefetchInterval(overdue)).toBe(60_000);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(cadenceRefetchInterval(overdue)).toBe(1000);
  });

  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [5, 900_000],
    [40, 900_000],
  ])('after %i failed first reads, try again in %i ms (never silent, never faster than a minute)', (count, pause) => {
    const failedAt = Date.now();
    const query = { state: { data: undefined, dataUpdatedAt: 0, errorUpdatedAt: failedAt, errorUpdateCount: count } };
    const interval = cadenceRefetchInterval(query);
    expect(typeof interval).toBe('number');
    expect(interval as number).toBeGreaterThan(pause - 1000);
    expect(interval as number).toBeLessThanOrEqual(pause);
  });
});

describe('a failed read whose server asked for a pause (Retry-After)', () => {
  const rows = [at('2026-11-20T12:00:05+00:00'), at('2026-11-20T11:00:05+00:00')];
  const unavailable = (retryAfterMs: number | undefined) =>
    new HttpError('HTTP 503', { status: 503, url: 'https://x/rest/v1/asset-total-apy', body: null, retryAfterMs });

  it.each([
    ['after a due read failed', rows],
    ['before any answer', undefined],
  ])('%s: the next read waits for it', (_label, data) => {
    const failedAt = Date.now();
    const query = {
      state: { data, dataUpdatedAt: failedAt - 3_600_000, errorUpdatedAt: failedAt, error: unavailable(3_600_000) },
    };
    expect(cadenceRefetchInterval(query) as number).toBeGreaterThan(3_600_000 - 1000);
    if (data) expect(cadenceStaleTime(query)).toBeGreaterThan(2 * 3_600_000 - 1000);
  });

  it('waits at most a day, and not at all without the header', () => {
    const failedAt = Date.now();
    const state = { data: rows, dataUpdatedAt: failedAt - 3_600_000, errorUpdatedAt: failedAt };
    const days = cadenceRefetchInterval({ state: { ...state, error: unavailable(30 * 24 * 3_600_000) } }) as number;
    expect(days).toBeLessThanOrEqual(24 * 3_600_000);
    expect(days).toBeGreaterThan(24 * 3_600_000 - 1000);
    const none = cadenceRefetchInterval({ state: { ...state, error: unavailable(undefined) } }) as number;
    expect(none).toBeLessThan(3_600_000);
  });
});
