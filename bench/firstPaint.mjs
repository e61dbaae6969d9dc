// The latest view's first paint and a reload from a persisted cache, on the library build and the mock service:
//   node bench/firstPaint.mjs <dist dir>
// Each page load runs in its own process (a reload starts a new runtime): `useLatestAssetApys` from the build renders
// in jsdom with React, behind TanStack's PersistQueryClientProvider and a sync storage persister; fetch goes to the
// mock's handlers, which hold 32 markets over 3 chains (the sample's 16, each with a twin receipt token). The clock is
// fake (Date.now). Prints one JSON line.

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const START = Date.UTC(2026, 10, 20, 12, 20);
const RELOAD_AT = START + 10 * 60_000;
const [distArg, session, storageFile] = process.argv.slice(2);
const dist = resolve(distArg ?? 'dist');

if (session === undefined) {
  const dir = await mkdtemp(join(tmpdir(), 'ark-first-paint-'));
  try {
    const storage = join(dir, 'storage.json');
    const load = async (name) => {
      const { stdout } = await promisify(execFile)(process.execPath, [import.meta.filename, dist, name, storage], {
        timeout: 60_000,
        maxBuffer: 1 << 20,
      });
      return JSON.parse(stdout.trim().split('\n').at(-1));
    };
    const first = await load('first');
    const reload = await load('reload');
    console.log(
      JSON.stringify({
        latest_first_paint_requests: first.requestsAtFirstPaint,
        latest_first_paint_bytes: first.bytesAtFirstPaint,
        reload_requests_before_next_batch: reload.requestsBeforeNextBatch,
        details: { first, reload },
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
} else {
  await runSession(session, storageFile);
}

async function runSession(name, storageFile) {
  const now = name === 'first' ? START : RELOAD_AT;
  Date.now = () => now;
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('<!doctype html><div id="root"></div>', { url: 'https://app.example/' });
  for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'localStorage']) {
    Object.defineProperty(globalThis, key, { value: key === 'window' ? window : window[key], configurable: true });
  }
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  const saved = name === 'first' ? null : await readFile(storageFile, 'utf8');
  if (saved !== null) for (const [key, value] of Object.entries(JSON.parse(saved))) localStorage.setItem(key, value);

  const { createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { QueryClient } = await import('@tanstack/react-query');
  const { PersistQueryClientProvider } = await import('@tanstack/react-query-persist-client');
  const { createSyncStoragePersister } = await import('@tanstack/query-sync-storage-persister');
  const { getResponse } = await import('msw');
  const load = (file) => import(pathToFileURL(join(dist, file)).href);
  const { APY_REWARDS_CACHE_BUSTER, ApyRewardsProvider, createConfig, useLatestAssetApys } = await load('index.js');
  const { createMockService, createSampleAssetApys } = await load('testing/index.js');

  const sample = createSampleAssetApys({ now: START });
  const twins = sample.map((row) => ({ ...row, ctoken_address: `${row.ctoken_address.slice(0, -4)}beef` }));
  const rows = [...sample, ...twins]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((row, index) => ({ ...row, id: 200_000 + index }));
  const service = createMockService({ now: () => now, assetApys: rows });
  const answers = [];
  const config = createConfig({
    ...service.config,
    fetch: async (input, init) => {
      const response = await getResponse(service.handlers, new Request(input, init));
      const body = await response.text();
      answers.push({ url: String(input), bytes: new TextEncoder().encode(body).length });
      return new Response(body, { status: response.status, headers: response.headers });
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: 24 * 3_600_000 } } });
  const persister = createSyncStoragePersister({ storage: localStorage, throttleTime: 0 });
  const paints = [];
  function Probe() {
    const latest = useLatestAssetApys();
    const shown = latest.data?.rows.length ?? 0;
    if (shown > 0 && paints.length === 0) {
      paints.push({ rows: shown, answered: answers.length, bytes: answers.reduce((sum, a) => sum + a.bytes, 0) });
    }
    if ((latest.data?.history.size ?? 0) > 0 && paints.length === 1) {
      paints.push({ rows: shown, answered: answers.length, trends: latest.data.history.size });
    }
    return createElement('p', null, `${shown} markets`);
  }
  createRoot(document.getElementById('root')).render(
    createElement(
      PersistQueryClientProvider,
      { client, persistOptions: { persister, buster: APY_REWARDS_CACHE_BUSTER, maxAge: 24 * 3_600_000 } },
      createElement(ApyRewardsProvider, { config }, createElement(Probe)),
    ),
  );
  const until = async (check, what) => {
    for (let turn = 0; turn < 400; turn++) {
      if (check()) return;
      await new Promise((done) => setTimeout(done, 10));
    }
    throw new Error(`first-paint bench: ${what} never happened`);
  };
  if (name === 'first') {
    await until(() => paints.length === 2, 'the window');
    // The persister writes on the next turn after the cache changes.
    await new Promise((done) => setTimeout(done, 200));
    await writeFile(storageFile, JSON.stringify({ ...localStorage }));
    const [first, withWindow] = paints;
    console.log(
      JSON.stringify({
        markets: first.rows,
        requestsAtFirstPaint: first.answered,
        bytesAtFirstPaint: first.bytes,
        requestsWithWindow: withWindow.answered,
        trends: withWindow.trends,
        reads: answers.map((a) => ({ bytes: a.bytes, query: a.url.slice(a.url.indexOf('?')) })),
      }),
    );
  } else {
    await until(() => paints.length === 2, 'the restored window');
    // Wait on the real clock while the fake one stays 10 minutes after the last read: the schedule may read only when
    // the next batch is due.
    await new Promise((done) => setTimeout(done, 1000));
    console.log(JSON.stringify({ markets: paints[0].rows, requestsBeforeNextBatch: answers.length }));
  }
  process.exit(0);
}
