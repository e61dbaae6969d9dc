// @vitest-environment node

import { fc, test } from '@fast-check/vitest';
import { getResponse } from 'msw';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { newestFirst } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { resetServiceClock } from '../../src/core/serviceClock';
import { assetApysPageQueryOptions } from '../../src/query/assetApys';
import { cadenceRefetchInterval } from '../../src/query/cadence';
import { latestAssetApysQueryOptions } from '../../src/query/latestAssetApys';
import { trimLatestWindow } from '../../src/query/latestWindow';
import { createMockService, createSampleAssetApys, type MockService } from '../../src/testing';
import { createFigures } from './support';

const figures = createFigures('writers (parts, late and out-of-order commits, outages, any cadence)');
const RUNS = 500;
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
  vi.useRealTimers();
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

/** A writer: its cadence, how each batch's parts commit (each within one cadence of its stamp), and an outage. */
const writerOf = (maxLag: number, maxLagMs = Number.POSITIVE_INFINITY) =>
  fc
    .record({
      cadenceMs: fc.constantFrom(10_000, 90_000, 15 * 60_000, HOUR),
      parts: fc.array(fc.double({ min: 0, max: maxLag, noNaN: true }), { minLength: 1, maxLength: 3 }),
      shuffle: fc.boolean(),
      outage: fc.option(fc.record({ from: fc.integer({ min: 2, max: 8 }), cadences: fc.integer({ min: 1, max: 6 }) })),
    })
    .map(({ cadenceMs, parts, shuffle, outage }) => ({
      cadenceMs,
      // Fractions of a cadence; `shuffle` turns them around every other slot, so parts commit out of order.
      commitAfterMs: (slot: number) => {
        const delays = parts.map((part) => Math.min(maxLagMs, Math.floor(part * cadenceMs)));
        return shuffle && Math.floor(slot / cadenceMs) % 2 === 1 ? delays.reverse() : delays;
      },
      outages:
        outage === null
          ? []
          : [[T0 + outage.from * cadenceMs, T0 + (outage.from + outage.cadences) * cadenceMs] as [number, number]],
    }));
/** Parts commit up to a whole cadence after their stamp. */
const writerArb = writerOf(1);
/**
 * Parts commit within an eighth of a cadence and 10 s: a writer whose transactions are short, so each batch is visible
 * within the schedule's grace (45 s, a quarter cadence) of its slot. Later commits cost a re-check a batch.
 */
const promptWriterArb = writerOf(0.125, 10_000);

describe('the latest window under any writer', () => {
  test.prop([writerArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 12 })], {
    numRuns: RUNS,
  })(
    'after every scheduled or early read the held window equals a fresh full read, within the request budget',
    async (writer, early) => {
      vi.useFakeTimers({ toFake: ['Date'], now: T0 });
      resetServiceClock();
      const service = createMockService({
        now: () => Date.now(),
        assetApys: [],
        cadenceMs: writer.cadenceMs,
        writer: { commitAfterMs: writer.commitAfterMs, outages: writer.outages },
      });
      const options = latestAssetApysQueryOptions(directConfig(service), hoursOf(writer.cadenceMs));
      const spans = windowOf(writer.cadenceMs);
      const state = { data: undefined as AssetApyRow[] | undefined, dataUpdatedAt: 0, errorUpdatedAt: 0 };
      const client = { getQueryState: () => state };
      // The writer runs a few cadences before the page opens.
      vi.setSystemTime(T0 + 3 * writer.cadenceMs + 1);
      let reads = 0;
      for (const fraction of early) {
        const requestsBefore = service.requests.length;
        state.data = await options.queryFn({ signal: undefined, client } as never);
        state.dataUpdatedAt = Date.now();
        reads += 1;
        const visible = service.data.assetApys.filter(
          (row) => Date.parse(row.created_at) >= Date.now() - spans.lookbackMs,
        );
        const full = trimLatestWindow(visible.length > 0 ? visible : service.data.assetApys, Date.now(), spans);
        expect(state.data).toEqual(full);
        // One request per refresh; a full read of this small window is one as well, plus one for the newest rows.
        expect(service.requests.length - requestsBefore).toBeLessThanOrEqual(2);
        figures.add('reads checked against a full read');
        figures.add('rows held', state.data.length);
        // Next: when the schedule says, or earlier (a focus, a remount) by a random share of that wait.
        const wait = cadenceRefetchInterval({ state }) as number;
        vi.setSystemTime(Date.now() + Math.max(1000, Math.floor(wait * (fraction < 0.2 ? fraction * 5 : 1))));
      }
      const batches = new Set(service.data.assetApys.map((row) => row.created_at)).size;
      figures.add('batches written', batches);
      figures.add('late rows still uncommitted at the end', service.uncommitted().length);
      expect(reads).toBeGreaterThan(0);
    },
  );

  // Fewer runs: each walks twenty cadences of reads; the window property above covers the writers 500 times.
  test.prop([promptWriterArb], { numRuns: 150 })(
    'with short transactions, a schedule alone reads at most 1.2 times per batch, plus the first read and outage re-checks',
    async (writer) => {
      vi.useFakeTimers({ toFake: ['Date'], now: T0 });
      resetServiceClock();
      const service = createMockService({
        now: () => Date.now(),
        assetApys: [],
        cadenceMs: writer.cadenceMs,
        writer: { commitAfterMs: writer.commitAfterMs, outages: writer.outages },
      });
      const options = latestAssetApysQueryOptions(directConfig(service), hoursOf(writer.cadenceMs));
      const state = { data: undefined as AssetApyRow[] | undefined, dataUpdatedAt: 0, errorUpdatedAt: 0 };
      const client = { getQueryState: () => state };
      const from = T0 + 3 * writer.cadenceMs + 1;
      const until = from + 20 * writer.cadenceMs;
      vi.setSystemTime(from);
      let reads = 0;
      while (Date.now() < until) {
        state.data = await options.queryFn({ signal: undefined, client } as never);
        state.dataUpdatedAt = Date.now();
        reads += 1;
        vi.setSystemTime(Date.now() + (cadenceRefetchInterval({ state }) as number));
      }
      const batchesInSpan = new Set(
        service.data.assetApys.map((row) => row.created_at).filter((at) => Date.parse(at) >= from),
      ).size;
      figures.add('scheduled reads', reads);
      figures.add('batches in the scheduled span', batchesInSpan);
      // An outage costs re-checks (1, 2, 4… minutes, at most four a cadence) but writes no batch.
      const outageCadences = writer.outages.reduce((sum, [start, end]) => sum + (end - start) / writer.cadenceMs, 0);
      // Two more: the first read, and the read that finds the writer back after an outage or its first batch.
      expect(reads).toBeLessThanOrEqual(Math.ceil(1.2 * batchesInSpan) + 2 + 4 * outageCadences);
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
