// Node micro-benchmarks over the built library. Run by bench/run.mjs in its own process:
//   node --expose-gc bench/micro.mjs <dist dir>
// Prints one JSON object on stdout. No timing is ever asserted; results are medians over interleaved rounds.
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.argv[2] ?? 'dist');
const load = (file) => import(pathToFileURL(join(dist, file)).href);

// What users get: the package barrel, plus the module that holds the row validator `fetchAssetApys` calls.
const { buildAssetApysRequest, createConfig, latestByAsset } = await load('index.js');
const { assetApyColumns } = await load('core/assetApys.js');
const { checkAssetApyRows } = await load('core/assetApyRows.js');
const { createSampleAssetApys } = await load('testing/fixtures.js');

const collect = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
let sink = 0;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function sampleRows(count) {
  const markets = 14;
  const rows = createSampleAssetApys({ now: NOW, hours: Math.ceil(count / markets) + 8 });
  if (rows.length < count) throw new Error(`fixtures gave ${rows.length} rows, need ${count}`);
  return rows.slice(0, count);
}

/**
 * validate_1000_rows: one page of 1,000 rows (Supabase's db-max-rows) as the service sends it. Each iteration parses
 * the body afresh (validation lowercases addresses in place), times `JSON.parse` (B) and then
 * `checkAssetApyRows(data, columns)` on its result (A): the structural check `fetchAssetApys` runs after
 * `response.text()` (zod is loaded only when it fails).
 */
function benchValidate({ rows = 1000, rounds = 41, inner = 12, warmup = 60 } = {}) {
  const body = JSON.stringify(sampleRows(rows));
  const config = createConfig({
    apyUrl: 'https://bench.invalid/rest/v1',
    anonKey: 'bench',
    rewardsUrl: 'https://bench.invalid',
  });
  const { columns } = buildAssetApysRequest(config, { range: { from: 0, to: rows - 1 } });
  if (columns.length !== assetApyColumns.length) throw new Error('expected every column');

  const once = () => {
    const t0 = performance.now();
    const data = JSON.parse(body);
    const t1 = performance.now();
    const validated = checkAssetApyRows(data, columns);
    const t2 = performance.now();
    // The structural fast path returns the parsed array itself; anything else means zod ran.
    if (validated !== data || validated.length !== rows) throw new Error('validation left the fast path');
    sink += validated.length;
    return [t1 - t0, t2 - t1];
  };

  for (let i = 0; i < warmup; i++) once();
  const parseMs = [];
  const validateMs = [];
  const ratios = [];
  for (let round = 0; round < rounds; round++) {
    collect();
    let parse = 0;
    let validate = 0;
    for (let i = 0; i < inner; i++) {
      const [p, v] = once();
      parse += p;
      validate += v;
    }
    parseMs.push(parse / inner);
    validateMs.push(validate / inner);
    ratios.push(validate / parse);
  }
  return {
    rows,
    bodyBytes: body.length,
    parseMs: median(parseMs),
    validateMs: median(validateMs),
    ratio: median(ratios),
  };
}

/** The baseline of `latestByAsset`: one `reduce` pass keeping the newest row per chain + ctoken, as an app would inline it. */
function reduceLatest(rows) {
  const latest = rows.reduce((map, row) => {
    const key = `${row.chain_id}:${row.ctoken_address}`;
    const current = map.get(key);
    if (current === undefined || row.created_at > current.created_at) map.set(key, row);
    return map;
  }, new Map());
  return [...latest.values()];
}

/** latest_by_asset_10000_rows: `latestByAsset` (A) against `reduceLatest` (B), alternating which runs first. */
function benchLatest({ rows: count = 10_000, rounds = 31, inner = 4, warmup = 30 } = {}) {
  // Validated rows, as the selector gets them: addresses lowercase, timestamps as PostgREST writes them.
  const rows = JSON.parse(JSON.stringify(sampleRows(count)));
  const expected = reduceLatest(rows);
  const actual = latestByAsset(rows);
  if (actual.length !== expected.length || actual.some((row, i) => row !== expected[i])) {
    throw new Error('latestByAsset and the reduce baseline disagree');
  }

  const time = (fn) => {
    const start = performance.now();
    for (let i = 0; i < inner; i++) sink += fn(rows).length;
    return (performance.now() - start) / inner;
  };
  for (let i = 0; i < warmup; i++) {
    sink += latestByAsset(rows).length;
    sink += reduceLatest(rows).length;
  }
  const libraryMs = [];
  const baselineMs = [];
  const ratios = [];
  for (let round = 0; round < rounds; round++) {
    collect();
    let a;
    let b;
    if (round % 2 === 0) {
      a = time(latestByAsset);
      b = time(reduceLatest);
    } else {
      b = time(reduceLatest);
      a = time(latestByAsset);
    }
    libraryMs.push(a);
    baselineMs.push(b);
    ratios.push(a / b);
  }
  const ms = median(libraryMs);
  return {
    rows: count,
    markets: expected.length,
    ms,
    msPerRow: ms / count,
    baselineMs: median(baselineMs),
    ratio: median(ratios),
  };
}

const started = performance.now();
const validate = benchValidate();
const latest = benchLatest();
process.stdout.write(
  `${JSON.stringify({ validate, latest, elapsedMs: performance.now() - started, gc: typeof globalThis.gc === 'function', sink })}\n`,
);
