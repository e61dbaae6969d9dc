// A simulated 24-hour dashboard on a virtual clock, for this library and two baselines on the same simulation:
//   node bench/freshness.mjs <dist dir>
// The mock service (from the build's /testing entry) appends one batch every hour with ±5 min jitter; the tab is
// hidden for 3 of the hours. Each client runs with its own QueryClient on TanStack's timers, driven by a virtual
// clock (timeoutManager provider + Date.now), and talks to the mock's handlers through `fetch`. Prints one JSON line.

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  environmentManager,
  focusManager,
  notifyManager,
  QueryClient,
  QueryObserver,
  timeoutManager,
} from '@tanstack/react-query';
import { getResponse } from 'msw';

const dist = resolve(process.argv[2] ?? 'dist');
const load = (file) => import(pathToFileURL(join(dist, file)).href);
const { createConfig, fetchAssetApys, latestAssetApysQueryOptions } = await load('index.js');
const { createMockService, createSampleAssetApys } = await load('testing/index.js');
// The window read is a lazy chunk: loaded here, before the virtual clock runs, so a slow first import on a busy machine
// cannot let that clock run hours past a read still waiting for its code (a browser's clock never jumps).
await load('query/latestWindowRead.js');

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 20, 0, 20);
const HOURS = 24;
const JITTER_MS = 5 * 60_000;
const HIDDEN_HOURS = new Set([9, 10, 11]);
/** The 0.1 library's and a typical app's window: the newest 400 rows, re-read whole on every refresh. */
const BASELINE_WINDOW = 400;
const newestFirst = [
  { column: 'created_at', ascending: false },
  { column: 'id', ascending: false },
];

// ---- virtual clock -------------------------------------------------------------------------------------------
let now = START;
const realDateNow = Date.now;
Date.now = () => now;
const timers = new Map();
let timerIds = 0;
const provider = {
  setTimeout: (callback, delay) => {
    timers.set(++timerIds, { at: now + Math.max(0, delay ?? 0), callback });
    return timerIds;
  },
  clearTimeout: (id) => void timers.delete(Number(id)),
  setInterval: (callback, delay) => {
    timers.set(++timerIds, { at: now + Math.max(1, delay), callback, every: Math.max(1, delay) });
    return timerIds;
  },
  clearInterval: (id) => void timers.delete(Number(id)),
};
timeoutManager.setTimeoutProvider(provider);
// A dashboard in a browser: TanStack runs its timers only outside a server.
environmentManager.setIsServer(() => false);
notifyManager.setScheduler((callback) => queueMicrotask(callback));

async function drain() {
  for (let turn = 0; turn < 6; turn++) await new Promise((done) => setImmediate(done));
}

async function advanceTo(time) {
  for (;;) {
    await drain();
    let nextId;
    let next;
    for (const [id, timer] of timers)
      if (timer.at <= time && (next === undefined || timer.at < next.at)) [nextId, next] = [id, timer];
    if (next === undefined) {
      now = time;
      await drain();
      return;
    }
    now = Math.max(now, next.at);
    if (next.every) next.at += next.every;
    else timers.delete(nextId);
    next.callback();
  }
}

// ---- the simulation ------------------------------------------------------------------------------------------
/** A small deterministic PRNG, so every client sees the same batch times. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const next = random(0x14);
const firstHour = Math.ceil(START / HOUR) * HOUR;
const batchTimes = Array.from(
  { length: HOURS },
  (_, index) => firstHour + index * HOUR + Math.round((next() * 2 - 1) * JITTER_MS),
);
/** The writer as published (SERVICE-FACTS.md): each batch 5–30 s after the full hour. */
const publishedBatchTimes = Array.from(
  { length: HOURS },
  (_, index) => firstHour + index * HOUR + 5000 + Math.round(next() * 25_000),
);
const hiddenAt = (time) => HIDDEN_HOURS.has(Math.floor((time - START) / HOUR));

function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const encoder = new TextEncoder();
const byteLength = (text) => encoder.encode(text).length;

/** Runs one client through the 24 hours and measures it. */
async function simulate(name, makeOptions, times = batchTimes, setup = {}) {
  const hours = setup.hours ?? HOURS;
  const write = setup.write ?? ((service, at) => service.appendBatch(at));
  now = START;
  timers.clear();
  focusManager.setFocused(true);
  const service = createMockService({
    now: () => now,
    assetApys: setup.initial ?? createSampleAssetApys({ now: START }),
  });
  const traffic = { requests: 0, bytes: 0 };
  const config = createConfig({
    ...service.config,
    fetch: async (input, init) => {
      const response = await getResponse(service.handlers, new Request(input, init));
      const body = await response.text();
      traffic.requests += 1;
      let headerBytes = byteLength(`HTTP/1.1 ${response.status}\r\n`);
      response.headers.forEach((value, key) => {
        headerBytes += byteLength(`${key}: ${value}\r\n`);
      });
      traffic.bytes += headerBytes + byteLength(body);
      return new Response(body, { status: response.status, headers: response.headers });
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
  const observer = new QueryObserver(client, makeOptions(config));
  const landed = [];
  const lags = [];
  const onResult = (result) => {
    const newest = result.data?.[0]?.created_at;
    if (newest === undefined) return;
    for (const batch of landed) {
      if (batch.seenAt === undefined && Date.parse(newest) >= batch.at) {
        batch.seenAt = now;
        if (batch.visible) lags.push((now - batch.at) / 1000);
      }
    }
  };
  const unsubscribe = observer.subscribe(onResult);
  // Warm start: the page is open and loaded when the day begins.
  await advanceTo(START + 1000);
  const warm = { ...traffic };
  let newRowBytes = 0;
  for (const at of times) {
    provider.setTimeout(() => {
      const rows = write(service, at);
      newRowBytes += byteLength(JSON.stringify(rows));
      landed.push({ at, visible: !hiddenAt(at), seenAt: undefined });
    }, at - now);
  }
  for (let hour = 0; hour < hours; hour++) {
    const time = START + hour * HOUR;
    provider.setTimeout(() => focusManager.setFocused(setup.alwaysVisible || !hiddenAt(time)), time - now);
  }
  await advanceTo(START + hours * HOUR);
  const held = observer.getCurrentResult().data ?? [];
  const measured = { ...traffic };
  // A fresh full read at the end, on its own client: what the held window should be.
  const fresh = await new QueryClient().fetchQuery(makeOptions(config));
  const heldIds = new Set(held.map((row) => row.id));
  // Rows of the full read stamped over two hours before the end that the held window lacks: lost for good.
  const lostRows = fresh.filter((row) => Date.parse(row.created_at) < now - 2 * HOUR && !heldIds.has(row.id)).length;
  unsubscribe();
  client.clear();
  const requests = measured.requests - warm.requests;
  const bytes = measured.bytes - warm.bytes;
  return {
    name,
    rows_lost: lostRows,
    bytes_per_hour: bytes / hours,
    requests_per_hour: requests / hours,
    bytes_per_hour_ratio: bytes / newRowBytes,
    lag_p95_s: percentile(lags, 95),
    lag_median_s: percentile(lags, 50),
    batches_seen_while_visible: lags.length,
    batches_landed_while_visible: landed.filter((batch) => batch.visible).length,
    requests,
    wire_bytes: bytes,
    new_row_bytes: newRowBytes,
    warm_start: warm,
  };
}

/** A full re-read of the newest rows, as the baselines (and this library before 0.2) refresh. */
function windowRead(config) {
  return async ({ signal }) =>
    (await fetchAssetApys(config, { order: newestFirst, range: { from: 0, to: BASELINE_WINDOW - 1 } }, { signal }))
      .rows;
}

const library = await simulate('apy-rewards-kit (cadence-aware, incremental)', (config) =>
  latestAssetApysQueryOptions(config),
);
const libraryPublished = await simulate(
  'apy-rewards-kit, writer as published (5–30 s after the hour)',
  (config) => latestAssetApysQueryOptions(config),
  publishedBatchTimes,
);
const timer30 = await simulate('timer 30 s + focus (staleTime 30 s)', (config) => ({
  queryKey: ['timer30'],
  queryFn: windowRead(config),
  staleTime: 30_000,
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
}));
const timer60 = await simulate('timer 60 s (keeps polling when hidden)', (config) => ({
  queryKey: ['timer60'],
  queryFn: windowRead(config),
  refetchInterval: 60_000,
  refetchIntervalInBackground: true,
  refetchOnWindowFocus: false,
}));

/** The published writer committing each batch in two parts, the second 90 s after the first (after a read). */
const librarySplit = await simulate(
  'apy-rewards-kit, each batch committed in two parts 90 s apart',
  (config) => latestAssetApysQueryOptions(config),
  publishedBatchTimes,
  { write: (service, at) => service.writeBatch({ at, commitAfterMs: [0, 90_000] }) },
);

/** A busy writer: a batch every 90 s, with 48 hours of such batches already in the table. */
const BUSY_MS = 90_000;
const BUSY_HOURS = 4;
const busyInitial = createSampleAssetApys({ now: START, hours: 48 })
  .flatMap((row) =>
    Array.from({ length: HOUR / BUSY_MS }, (_, k) => ({
      ...row,
      created_at: new Date(Date.parse(row.created_at) - k * BUSY_MS).toISOString().replace('Z', '+00:00'),
    })),
  )
  .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
  .map((row, index) => ({ ...row, id: 1 + index }));
const busyTimes = Array.from(
  { length: (BUSY_HOURS * HOUR) / BUSY_MS },
  (_, index) => Math.ceil(START / BUSY_MS) * BUSY_MS + index * BUSY_MS + 5000,
);
const libraryBusy = await simulate(
  'apy-rewards-kit, a writer every 90 s',
  (config) => latestAssetApysQueryOptions(config),
  busyTimes,
  {
    hours: BUSY_HOURS,
    initial: busyInitial,
    alwaysVisible: true,
  },
);

Date.now = realDateNow;
const round = (value) => (value === null ? null : Math.round(value * 1000) / 1000);
const pick = (run) => ({
  freshness_requests_per_hour: round(run.requests_per_hour),
  freshness_bytes_per_hour_ratio: round(run.bytes_per_hour_ratio),
  freshness_lag_p95_s: round(run.lag_p95_s),
});
console.log(
  JSON.stringify({
    library: pick(library),
    baselines: { timer_30s_focus: pick(timer30), timer_60s: pick(timer60) },
    published_writer: pick(libraryPublished),
    writers: {
      freshness_split_batch_rows_lost: librarySplit.rows_lost,
      freshness_busy_writer_bytes_per_hour: Math.round(libraryBusy.bytes_per_hour),
      freshness_busy_writer_requests_per_hour: round(libraryBusy.requests_per_hour),
      freshness_split_batch_requests_per_hour: round(librarySplit.requests_per_hour),
    },
    details: {
      simulation: {
        hours: HOURS,
        jitterMinutes: JITTER_MS / 60_000,
        hiddenHours: [...HIDDEN_HOURS],
        baselineWindowRows: BASELINE_WINDOW,
        batchTimes: batchTimes.map((time) => new Date(time).toISOString()),
      },
      runs: [library, libraryPublished, timer30, timer60, librarySplit, { ...libraryBusy, rows_lost: undefined }],
    },
  }),
);
