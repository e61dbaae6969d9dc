// @vitest-environment node

import { fc, test } from '@fast-check/vitest';
import { getResponse } from 'msw';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { newestFirst } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { resetServiceClock } from '../../src/core/serviceClock';
import { assetApysPageQueryOptions } from '../../src/query/assetApys';
import { BATCH_GRACE_MS, cadenceRefetchInterval } from '../../src/query/cadence';
import { latestAssetApysQueryOptions } from '../../src/query/latestAssetApys';
import { trimLatestWindow } from '../../src/query/latestWindow';
import { createMockService, createSampleAssetApys, type MockService } from '../../src/testing';
import { createFigures } from './support';

const figures = createFigures('writers (parts, late and out-of-order commits, outages, any cadence)');
const RUNS = 500;
/** Cadences each run of the latest view walks. */
const WALK_CADENCES = 20;
vi.setConfig({ testTimeout: 300_000 });
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 6, 0);
/** The window spans 12 and 24 cadences of the writer: every cadence gets a window of the same few hundred rows. */
const windowOf = (cadenceMs: number) => ({ historyMs: 12 * cadenceMs, lookbackMs: 24 * cadenceMs });
const hoursOf = (cadenceMs: number) => ({
  historyHours: windowOf(cadenceMs).historyMs / HOUR,
  lookbackHours: windowOf(cadenceMs).lookbackMs / HOUR,
});

afterEach(() => {
  vi.restoreAllMocks();
  resetServiceClock();
});

/** The mock's handlers called straight from `fetch`: no interceptor, so hundreds of runs stay quick. */
function directConfig(service: MockService) {
  return createConfig({
    ...service.config,
    fetch: async (input, init) =>
      (await getResponse(service.handlers, new Request(input, init))) ?? new Response(null, { status: 404 }),
  });
}

/**
 * A writer: its cadence, how each batch's parts commit (each up to a whole cadence after its stamp, every other batch
 * in reverse order), and an outage.
 */
const writerArb = fc
  .record({
    cadenceMs: fc.constantFrom(10_000, 90_000, 15 * 60_000, HOUR),
    // Thousandths drawn evenly (fast-check leans to the bounds), and now and then a part that commits at once.
    parts: fc.array(
      fc.oneof(
        fc.constant(0),
        fc.noBias(fc.integer({ min: 0, max: 1000 })).map((n) => n / 1000),
      ),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
    shuffle: fc.boolean(),
    outage: fc.option(fc.record({ from: fc.integer({ min: 2, max: 8 }), cadences: fc.integer({ min: 1, max: 6 }) })),
  })
  .map(({ cadenceMs, parts, shuffle, outage }) => ({
    cadenceMs,
    parts,
    shuffle,
    // Fractions of a cadence; `shuffle` turns them around every other slot, so parts commit out of order.
    commitAfterMs: (slot: number) => {
      const delays = parts.map((part) => Math.floor(part * cadenceMs));
      return shuffle && Math.floor(slot / cadenceMs) % 2 === 1 ? delays.reverse() : delays;
    },
    outages:
      outage === null
        ? []
        : [[T0 + outage.from * cadenceMs, T0 + (outage.from + outage.cadences) * cadenceMs] as [number, number]],
  }));
type Writer = typeof writerArb extends fc.Arbitrary<infer W> ? W : never;

/**
 * One page of the latest view on a writer, opened a few cadences after it started: the query function as TanStack
 * calls it (the state it reads is the one its reads set) and the schedule's wait after each read.
 */
function openLatestView(writer: Writer) {
  // Only `Date.now` moves (the library and the mock read the time from it): a faked `Date` makes every run slower.
  const clock = { now: T0 - 8 * writer.cadenceMs };
  vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
  resetServiceClock();
  // The writer starts eight cadences before T0, so the table holds batches to learn from whenever an outage falls.
  const service = createMockService({
    now: () => Date.now(),
    assetApys: [],
    cadenceMs: writer.cadenceMs,
    writer: { commitAfterMs: writer.commitAfterMs, outages: writer.outages },
  });
  const options = latestAssetApysQueryOptions(directConfig(service), hoursOf(writer.cadenceMs));
  const state = { data: undefined as AssetApyRow[] | undefined, dataUpdatedAt: 0, errorUpdatedAt: 0 };
  const client = { getQueryState: () => state };
  const spans = windowOf(writer.cadenceMs);
  clock.now = T0 + 4 * writer.cadenceMs + 1;
  return {
    service,
    /** Moves the clock on by `ms`. */
    advance: (ms: number) => {
      clock.now += ms;
    },
    /** One read; the held window after it. */
    read: async () => {
      state.data = await options.queryFn({ signal: undefined, client } as never);
      state.dataUpdatedAt = Date.now();
      return state.data;
    },
    /** What a fresh full read would hold now: the committed rows within the window. */
    fullRead: () => {
      const visible = service.data.assetApys.filter(
        (row) => Date.parse(row.created_at) >= Date.now() - spans.lookbackMs,
      );
      return trimLatestWindow(visible.length > 0 ? visible : service.data.assetApys, Date.now(), spans);
    },
    /** The schedule's wait until the next read. */
    wait: () => cadenceRefetchInterval({ state }) as number,
  };
}

describe('the latest window under any writer', () => {
  test.prop([writerArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 })], {
    numRuns: RUNS,
  })(
    'each read holds what a fresh full read holds, reads are at most a cadence apart, and the schedule reads at most 1.2 times per batch',
    async (writer, early) => {
      const view = openLatestView(writer);
      const from = Date.now();
      const grace = Math.min(BATCH_GRACE_MS, writer.cadenceMs / 4);
      let scheduled = 0;
      for (let read = 0; Date.now() < from + WALK_CADENCES * writer.cadenceMs; read++) {
        const requestsBefore = view.service.requests.length;
        const held = await view.read();
        expect(held).toEqual(view.fullRead());
        // One request per refresh; a full read of this small window is one as well, plus one for the newest rows.
        expect(view.service.requests.length - requestsBefore).toBeLessThanOrEqual(2);
        figures.add('reads checked against a full read');
        figures.add('rows held', held.length);
        // A row that commits just after a read is held after the next one, at most a cadence (and its grace) later.
        const wait = view.wait();
        expect(wait).toBeLessThanOrEqual(writer.cadenceMs + grace);
        // Next: when the schedule says, or earlier (a focus, a remount) by a random share of that wait.
        const fraction = early[read] ?? 1;
        if (fraction >= 0.2) scheduled += 1;
        else figures.add('early reads');
        view.advance(Math.max(1000, Math.floor(wait * (fraction < 0.2 ? fraction * 5 : 1))));
      }
      // Every batch written in the walk, committed yet or not.
      const written = [...view.service.data.assetApys, ...view.service.uncommitted()];
      const batches = new Set(written.map((row) => row.created_at).filter((at) => Date.parse(at) >= from)).size;
      const outageCadences = writer.outages.reduce((sum, [start, end]) => sum + (end - start) / writer.cadenceMs, 0);
      // Early reads aside: the first read, then about one a batch, and one a cadence while the writer is down.
      expect(scheduled).toBeLessThanOrEqual(Math.ceil(1.2 * batches) + 1 + outageCadences);
      figures.add('scheduled reads', scheduled);
      figures.add('batches written in the walks', batches);
      figures.add('cadences of outage', outageCadences);
      if (batches > 0)
        figures.max(
          'most scheduled reads per batch, first read and outage aside',
          (scheduled - 1 - outageCadences) / batches,
        );
      figures.add('late rows still uncommitted at the end', view.service.uncommitted().length);
    },
  );
});

describe('paging under late commits', () => {
  test.prop(
    [
      fc.array(fc.record({ commitAfterPage: fc.nat(4), rows: fc.integer({ min: 1, max: 3 }) }), { maxLength: 4 }),
      fc.integer({ min: 5, max: 20 }),
    ],
    { numRuns: RUNS },
  )(
    'pages that share an anchor and total are disjoint slices of one set of rows: no repeat, no skip',
    async (lateWrites, pageSize) => {
      const service = createMockService({ now: T0, assetApys: createSampleAssetApys({ now: T0 - HOUR, hours: 2 }) });
      // Late writes take their ids now (below every later id) but commit only as the walk goes on.
      const late = lateWrites.map((write, index) => ({
        ...write,
        rows: service.writeBatch({ at: T0 - (index + 1) * 60_000, commitAfterMs: [HOUR] }).slice(0, write.rows * 4),
      }));
      service.appendBatch(T0);
      const config = directConfig(service);
      const readPage = (page: number, maxId?: number | null, total?: number | null) =>
        assetApysPageQueryOptions(config, { order: newestFirst, page, pageSize, maxId, total }).queryFn({} as never);
      let anchor = await readPage(0);
      const shown = new Map<string, Set<number>>();
      for (let page = 1; page < 5 && page * pageSize < (anchor.total ?? 0); page++) {
        for (const write of late) {
          if (write.commitAfterPage === page) {
            service.data.assetApys.push(...write.rows);
            figures.add('rows committed late under the anchor', write.rows.length);
          }
        }
        const result = await readPage(page, anchor.maxId, anchor.total);
        const walk = `${result.maxId}:${result.total}`;
        const underAnchor = service.data.assetApys.filter((row) => row.id <= (result.maxId ?? 0));
        expect(result.total).toBe(underAnchor.length);
        const slice = [...underAnchor]
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
          .slice(page * pageSize, (page + 1) * pageSize)
          .map((row) => row.id);
        expect(result.rows.map((row) => row.id)).toEqual(slice);
        const ids = shown.get(walk) ?? new Set<number>();
        for (const row of result.rows) {
          expect(ids.has(row.id)).toBe(false);
          ids.add(row.id);
        }
        shown.set(walk, ids);
        figures.add('pages read');
        if (result.maxId !== anchor.maxId || result.total !== anchor.total) {
          // The walk re-anchored: page 0 is read again, as the hook does.
          anchor = await readPage(0);
          figures.add('walks re-anchored');
        }
      }
    },
  );
});
