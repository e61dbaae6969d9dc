import { HttpResponse, http, type RequestHandler } from 'msw';
import { getAddress } from 'viem';
import { ASSET_APY_TABLE, type AssetApyRow, assetApyColumns } from '../core/assetApys';
import { chains, isValidAddress } from '../core/chains';
import { compareTimestamps } from '../core/latest';
import type { UserRewards } from '../core/userRewards';
import { nextBatch } from './batches';
import { createSampleAssetApys, sampleRewards, sampleWriterDelayMs } from './fixtures';
import { type ColumnType, corsHeaders, handlePostgrestRequest, type PostgrestTable } from './postgrest';
import {
  batchParts,
  commitDueParts,
  inOutage,
  type MockWriteOptions,
  type MockWriterOptions,
  type PendingPart,
  slotCommitDelays,
} from './writer';

/** The two services of the mock. */
export type MockServiceName = 'apy' | 'rewards';

/** Answer with this status (and body/headers); the default body is the service's usual error shape. */
export interface MockStatusFault {
  kind?: 'status' | undefined;
  status: number;
  /** A string is sent as is, anything else as JSON. */
  body?: string | object | undefined;
  headers?: Record<string, string> | undefined;
  /** Applies to the next `times` requests of that service (preflights excepted), then clears. Default: until changed. */
  times?: number | undefined;
}

/**
 * A failure the mock can simulate on one service; every kind takes `times` like `MockStatusFault`.
 * - `malformed`: 200 with the JSON cut in half; `empty`: 200 with no body;
 * - `hang`: no answer until the request is aborted; `reset`: a network error (dropped connection);
 * - `html`: a CDN's HTML error page, status 502 unless given;
 * - `wrongType`: row `index` (default 0) has a number where a string belongs;
 * - `extraField`: every row carries an unknown `unexpectedField`.
 */
export type MockFault =
  | MockStatusFault
  | { kind: 'malformed' | 'empty' | 'hang' | 'reset' | 'extraField'; times?: number | undefined }
  | { kind: 'html'; status?: number | undefined; times?: number | undefined }
  | { kind: 'wrongType'; index?: number | undefined; times?: number | undefined };

/** Faults per service; a missing entry means that service behaves normally. */
export type MockFaults = Partial<Record<MockServiceName, MockFault | null | undefined>>;

/** Options of `createMockService`. */
export interface MockServiceOptions {
  /** Rows of `asset-total-apy`. Default: 72 hourly batches of the sample markets up to the clock's time (`createSampleAssetApys`). */
  assetApys?: readonly AssetApyRow[] | undefined;
  /**
   * The service's clock: a time (a manual clock that `advanceTime` moves) or a function read on every request.
   * Default: the test's clock, `Date.now()` read on every request, so fake timers set after the mock was made move it.
   */
  now?: (number | Date | (() => number)) | undefined;
  /** When set, the writer appends a batch every `cadenceMs` (on that grid, each stamped a few seconds to ~30 s late), as the clock passes each. */
  cadenceMs?: number | undefined;
  /** With `cadenceMs`: how the writer commits each batch (in parts, late, out of order) and when it is down. */
  writer?: MockWriterOptions | undefined;
  /** Rewards records (`TypeError` for one the service could not sum). Default `sampleRewards`. */
  rewards?: readonly UserRewards[] | undefined;
  /** The only key the APY service accepts. Default `MOCK_ANON_KEY`. */
  anonKey?: string | undefined;
  /** REST root of the APY service (absolute or a same-origin path). Default `MOCK_APY_URL`. */
  apyUrl?: string | undefined;
  /** Base URL of the rewards API (absolute or a same-origin path). Default `MOCK_REWARDS_URL`. */
  rewardsUrl?: string | undefined;
  /** Delay before every answer, for both services or per service. Default 0. */
  latencyMs?: number | { apy?: number | undefined; rewards?: number | undefined } | undefined;
  /** Supabase's `db-max-rows`: the most rows one response carries. Default 1000. */
  maxRows?: number | undefined;
  /** Faults active from the start (and again after `reset()`). */
  faults?: MockFaults | undefined;
}

/** One request the mock received; the anon key is replaced by `[redacted]`. */
export interface MockRequestLogEntry {
  service: MockServiceName;
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** What `createMockService` returns. */
export interface MockService {
  /** MSW handlers for `setupServer(...handlers)` / `setupWorker(...handlers)`. */
  handlers: RequestHandler[];
  /** The live data; handlers read it on every request, so tests may change it. */
  data: { assetApys: AssetApyRow[]; rewards: UserRewards[] };
  /** Input for `createConfig`. */
  config: { apyUrl: string; rewardsUrl: string; anonKey: string };
  /** Replaces the active faults; `setFaults({})` clears them. */
  setFaults(faults: MockFaults): void;
  /** Restores the initial data and faults and empties the request log. */
  reset(): void;
  /** Every request received, oldest first. */
  requests: MockRequestLogEntry[];
  /** The service's clock, in epoch ms. */
  now(): number;
  /** Appends one batch (every market of the newest batch, one shared `created_at`, values drifting) at `at` (default: now); returns its rows. */
  appendBatch(at?: number | Date): AssetApyRow[];
  /**
   * Writes one batch as a Postgres writer does: ids and `created_at` taken at `at`, each part visible only once the
   * clock reaches its commit time; returns the batch's rows.
   */
  writeBatch(options?: MockWriteOptions): AssetApyRow[];
  /** Rows written but not yet committed (invisible to reads), in write order. */
  uncommitted(): AssetApyRow[];
  /** Moves a manual clock forward (and, with `cadenceMs`, appends the batches that fell due); returns the rows committed. */
  advanceTime(ms: number): AssetApyRow[];
}

/** The mock's anonymous key: a JWT-shaped string for the `anon` role. */
export const MOCK_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Im1vY2thcHlyZXdhcmRza2l0Iiwicm9sZSI6ImFub24iLCJpYXQiOjE3MTgwMDAwMDAsImV4cCI6NDEwMjQ0NDgwMH0.vFO7KtZLqrjJIO6tR6lIV5sEWm2ZTQWa7Od6g2QbQTg';
/** Default REST root of the mock APY service. */
export const MOCK_APY_URL = 'https://mock.apy-rewards-kit.test/rest/v1';
/** Default base URL of the mock rewards API. */
export const MOCK_REWARDS_URL = 'https://mock-rewards.apy-rewards-kit.test';

const JSON_TYPE = 'application/json; charset=utf-8';
const EXTRA_FIELD = 'unexpectedField';
const REWARDS_SERVER_ERROR = { error: 'Failed to fetch user rewards data' };

/** The Postgres type of each `asset-total-apy` column, as the mock's engine compares them. */
export const assetApyColumnTypes: Record<string, ColumnType> = Object.fromEntries(
  assetApyColumns.map((column) => [
    column,
    column === 'id' ? 'bigint' : column === 'created_at' ? 'timestamptz' : 'text',
  ]),
);

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function baseUrl(name: string, value: string): string {
  const raw = value.trim();
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  const trimmed = raw.replace(/\/+$/, '');
  if (!isPath && !/^https?:\/\/[^/]/.test(trimmed)) {
    throw new TypeError(`${name} must be an http(s) URL or a same-origin path starting with "/", got "${value}".`);
  }
  return trimmed;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}.`);
  return value;
}

function latencyFor(option: MockServiceOptions['latencyMs'], service: MockServiceName): number {
  const value = typeof option === 'object' && option !== null ? option[service] : option;
  if (value === undefined) return 0;
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`latencyMs must be a non-negative number, got ${value}.`);
  }
  return value;
}

// Every kind of `MockFault`, checked against the type: a kind added there and not here would be refused.
const faultKinds = Object.keys({
  status: true,
  malformed: true,
  empty: true,
  hang: true,
  reset: true,
  extraField: true,
  html: true,
  wrongType: true,
} satisfies Record<NonNullable<MockFault['kind']>, true>);

interface ActiveFault {
  fault: MockFault;
  remaining: number | undefined;
}

function activate(faults: MockFaults | undefined): Map<MockServiceName, ActiveFault> {
  const active = new Map<MockServiceName, ActiveFault>();
  for (const service of ['apy', 'rewards'] as const) {
    const fault = faults?.[service];
    if (fault === undefined || fault === null) continue;
    if (fault.times !== undefined && (!Number.isInteger(fault.times) || fault.times < 0)) {
      throw new RangeError(`faults.${service}.times must be a non-negative integer, got ${fault.times}.`);
    }
    const kind = (fault as { kind?: unknown }).kind;
    if (kind !== undefined && !faultKinds.includes(kind as string)) {
      throw new RangeError(`faults.${service}.kind must be one of ${faultKinds.join(', ')}, got ${String(kind)}.`);
    }
    const status = 'status' in fault ? fault.status : undefined;
    if (status !== undefined && (!Number.isInteger(status) || status < 200 || status > 599)) {
      throw new RangeError(`faults.${service}.status must be an HTTP status from 200 to 599, got ${status}.`);
    }
    if (fault.times === 0) continue;
    active.set(service, { fault, remaining: fault.times });
  }
  return active;
}

/** The request as logged: the key where a client sends it (the `apikey` parameter and header, a bearer token). */
function redactedUrl(url: string, secret: string): string {
  const [base = url, query] = url.split('?');
  if (query === undefined) return url;
  const sent = (part: string) => part.startsWith('apikey=') && new URLSearchParams(part).get('apikey') === secret;
  return `${base}?${query
    .split('&')
    .map((part) => (sent(part) ? 'apikey=[redacted]' : part))
    .join('&')}`;
}

function redactedHeader(name: string, value: string, secret: string): string {
  if (name === 'apikey' && value === secret) return '[redacted]';
  if (name === 'authorization' && value === `Bearer ${secret}`) return 'Bearer [redacted]';
  return value;
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function untilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_TYPE, ...headers } });
}

function htmlPage(status: number): string {
  const title = `${status} ${reasonPhrases[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const expressHeaders = { 'X-Powered-By': 'Express' };

/** Express's answer to a path or method without a route. */
function expressNotFound(method: string, path: string): Response {
  const body = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${escapeHtml(method)} ${escapeHtml(path)}</pre>\n</body>\n</html>\n`;
  return new HttpResponse(method === 'HEAD' ? null : body, {
    status: 404,
    headers: {
      ...expressHeaders,
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/html; charset=utf-8',
    },
  });
}

/** Express answers OPTIONS on a GET route itself, without CORS headers. */
function expressOptions(): Response {
  return new HttpResponse('GET,HEAD', {
    status: 200,
    headers: { ...expressHeaders, Allow: 'GET,HEAD', 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** Headers in order, a later one replacing an earlier of the same name whatever its case (`content-type`). */
function mergedHeaders(...layers: (HeadersInit | undefined)[]): Headers {
  const headers = new Headers();
  for (const layer of layers) for (const [name, value] of new Headers(layer)) headers.set(name, value);
  return headers;
}

function withCors(request: Request, headers: HeadersInit): Record<string, string> {
  return Object.fromEntries(mergedHeaders(corsHeaders(request.headers), headers));
}

/** Turns the first string field (preferring the APY columns and `totalRewards`) into a number. */
function breakType(record: Record<string, unknown>): void {
  const preferred = ['totalSupplyApy', 'supplyApy', 'borrowApy', 'totalRewards'];
  const keys = [...preferred.filter((key) => key in record), ...Object.keys(record)];
  const key = keys.find((k) => typeof record[k] === 'string');
  if (key === undefined) return;
  const value = Number(record[key]);
  record[key] = Number.isFinite(value) ? value : 12345;
}

async function reshapeBody(response: Response, fault: MockFault): Promise<Response> {
  if (!response.ok || response.body === null) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const init = { status: response.status, statusText: response.statusText, headers };
  if (fault.kind === 'malformed') {
    let truncated = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    if (isJson(truncated)) truncated = text.slice(0, -1);
    return new HttpResponse(truncated, init);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return new HttpResponse(text, init);
  }
  const records = (Array.isArray(data) ? data : [data]).filter(
    (item): item is Record<string, unknown> => item !== null && typeof item === 'object',
  );
  if (fault.kind === 'extraField') {
    for (const record of records) record[EXTRA_FIELD] = 'mock';
  } else if (fault.kind === 'wrongType' && records.length > 0) {
    const record = records[Math.min(Math.max(0, fault.index ?? 0), records.length - 1)];
    if (record) breakType(record);
  }
  return new HttpResponse(JSON.stringify(data), init);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The mock APY (PostgREST) and rewards (Express) services as MSW handlers, with their data, a request log and
 * runtime faults. Behaviour follows SERVICE-FACTS.md.
 */
export function createMockService(options: MockServiceOptions = {}): MockService {
  const anonKey = options.anonKey ?? MOCK_ANON_KEY;
  if (typeof anonKey !== 'string' || anonKey === '') throw new TypeError('anonKey must be a non-empty string.');
  const apyUrl = baseUrl('apyUrl', options.apyUrl ?? MOCK_APY_URL);
  const rewardsUrl = baseUrl('rewardsUrl', options.rewardsUrl ?? MOCK_REWARDS_URL);
  const maxRows = positiveInteger('maxRows', options.maxRows ?? 1000);
  const latency = { apy: latencyFor(options.latencyMs, 'apy'), rewards: latencyFor(options.latencyMs, 'rewards') };
  const clock = createClock(options.now);
  const cadenceMs = options.cadenceMs === undefined ? undefined : positiveInteger('cadenceMs', options.cadenceMs);
  // The mock sums rewards records itself: a typo (a decimal point, a hex total, 'Mode') would answer a wrong total or
  // a 500 on every read. APY rows are served as given, and the library's own checks report a bad one.
  options.rewards?.forEach(checkRewardsRecord);
  // The default rows end at the clock's time when made, and again at each `reset()` (a clock faked since then).
  const initialAssetApys = () => options.assetApys ?? createSampleAssetApys({ now: clock.now() });
  const initialRewards = options.rewards ?? sampleRewards;
  let faults = activate(options.faults);

  // Copies of every record: a test that changes a row in place changes nothing `reset()` brings back.
  const copies = <Record extends object>(records: readonly Record[]) => records.map((record) => ({ ...record }));
  const data = { assetApys: copies(initialAssetApys()), rewards: copies(initialRewards) };
  const requests: MockRequestLogEntry[] = [];
  const pending: PendingPart[] = [];

  function takeFault(service: MockServiceName): MockFault | undefined {
    const active = faults.get(service);
    if (active === undefined) return undefined;
    if (active.remaining !== undefined) {
      active.remaining -= 1;
      if (active.remaining <= 0) faults.delete(service);
    }
    return active.fault;
  }

  function log(service: MockServiceName, request: Request): void {
    const headers = Object.fromEntries(
      [...request.headers].map(([name, value]) => [name, redactedHeader(name, value, anonKey)]),
    );
    requests.push({ service, method: request.method, url: redactedUrl(request.url, anonKey), headers });
  }

  async function applyFault(
    service: MockServiceName,
    fault: MockFault,
    request: Request,
    produce: () => Response,
  ): Promise<Response> {
    switch (fault.kind) {
      case 'reset':
        return HttpResponse.error();
      case 'hang':
        await untilAborted(request.signal);
        return HttpResponse.error();
      case 'empty': {
        const headers = { 'Content-Type': JSON_TYPE };
        return new HttpResponse(null, {
          status: 200,
          headers: service === 'apy' ? withCors(request, headers) : headers,
        });
      }
      case 'html': {
        const status = fault.status ?? 502;
        return new HttpResponse(request.method === 'HEAD' ? null : htmlPage(status), {
          status,
          headers: { 'Content-Type': 'text/html' },
        });
      }
      case 'malformed':
      case 'extraField':
      case 'wrongType':
        return reshapeBody(produce(), fault);
      default: {
        const defaultBody =
          service === 'rewards'
            ? fault.status === 500
              ? REWARDS_SERVER_ERROR
              : { error: `Mock fault: HTTP ${fault.status}` }
            : { message: `Mock fault: HTTP ${fault.status}` };
        const body = fault.body ?? defaultBody;
        const isText = typeof body === 'string';
        const headers = mergedHeaders(
          { 'Content-Type': isText ? 'text/plain; charset=utf-8' : JSON_TYPE },
          service === 'rewards' ? expressHeaders : undefined,
          fault.headers,
        );
        return new HttpResponse(request.method === 'HEAD' ? null : isText ? body : JSON.stringify(body), {
          status: fault.status,
          headers: service === 'apy' ? withCors(request, headers) : headers,
        });
      }
    }
  }

  async function respond(service: MockServiceName, request: Request, produce: () => Response): Promise<Response> {
    log(service, request);
    // Taken as the request arrives: one still waiting out the latency when a test ends takes no fault of the next.
    const fault = request.method === 'OPTIONS' ? undefined : takeFault(service);
    await waitFor(latency[service], request.signal);
    const response = fault === undefined ? produce() : await applyFault(service, fault, request, produce);
    // Both services stamp every answer with their clock, as HTTP servers do.
    if (response.type !== 'error' && !response.headers.has('date')) {
      response.headers.set('Date', new Date(clock.now()).toUTCString());
    }
    return response;
  }

  function timeOf(at: number | Date | undefined, what: string): number {
    const atMs = at === undefined ? clock.now() : at instanceof Date ? at.getTime() : at;
    if (!Number.isFinite(atMs)) throw new RangeError(`${what} needs a valid time.`);
    return atMs;
  }

  /** Writes a batch at `atMs` whose parts commit after the given delays; ids continue after every row written. */
  function write(atMs: number, commitAfterMs: readonly number[]): AssetApyRow[] {
    const written =
      pending.length === 0 ? data.assetApys : [...data.assetApys, ...pending.flatMap((part) => part.rows)];
    const batch = nextBatch(written, atMs);
    pending.push(...batchParts(batch, atMs, commitAfterMs));
    return batch;
  }

  function appendBatch(at?: number | Date): AssetApyRow[] {
    const batch = write(timeOf(at, 'appendBatch'), [0]);
    data.assetApys.push(...(pending.pop()?.rows ?? []));
    return batch;
  }

  /** With a cadence, the batches whose time has come (at most a week of them at once); then the parts now committed. */
  function appendDueBatches(): AssetApyRow[] {
    const now = clock.now();
    if (cadenceMs !== undefined) {
      const written = [...data.assetApys, ...pending.flatMap((part) => part.rows)];
      const newestWritten = Math.max(
        lastSlot ?? Number.NEGATIVE_INFINITY,
        newestTime(written) ?? Number.NEGATIVE_INFINITY,
      );
      const newest = Math.max(
        // An empty table: the writer starts with the slot after the service was made.
        Number.isFinite(newestWritten) ? newestWritten : startedAt,
        now - 7 * 24 * 3_600_000,
      );
      // Runs keep the cadence's grid; each stamps its batch a different few seconds after its slot, as the real writer.
      for (let slot = Math.floor(newest / cadenceMs) * cadenceMs + cadenceMs; ; slot += cadenceMs) {
        const stampedAt = slot + sampleWriterDelayMs(slot, cadenceMs);
        if (stampedAt > now) break;
        lastSlot = slot;
        if (!inOutage(options.writer?.outages, slot)) write(stampedAt, slotCommitDelays(options.writer, slot));
      }
    }
    return commitDueParts(pending, data.assetApys, now);
  }
  // The writer model's own record of the slots it ran: an outage leaves no rows to tell them.
  let lastSlot: number | undefined;
  let startedAt = clock.now();

  function apyResponse(request: Request, table: string | null): Response {
    // The gateway (nginx) reads the request line into one 8 KB buffer: a longer one is refused before PostgREST (and
    // before any CORS header is added).
    const { pathname, search } = new URL(request.url);
    if (`${request.method} ${pathname}${search} HTTP/1.1\r\n`.length > 8192) {
      return new HttpResponse('URI too long\n', { status: 414, headers: { 'Content-Type': 'text/plain' } });
    }
    appendDueBatches();
    try {
      const source: PostgrestTable = { name: ASSET_APY_TABLE, columns: assetApyColumnTypes, rows: data.assetApys };
      const result = handlePostgrestRequest(
        { method: request.method, url: new URL(request.url), headers: request.headers, table },
        source,
        { anonKey, maxRows, now: clock.now() },
      );
      return new HttpResponse(result.body, { status: result.status, headers: result.headers });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return jsonResponse(500, { code: 'XX000', details: null, hint: null, message }, withCors(request, {}));
    }
  }

  function rewardsPath(request: Request): string {
    const url = new URL(request.url);
    const prefix = /^https?:/.test(rewardsUrl) ? new URL(rewardsUrl).pathname.replace(/\/+$/, '') : rewardsUrl;
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname;
    return `${path}${url.search}`;
  }

  function rewardsResponse(request: Request, chainParam: string, userParam: string): Response {
    const method = request.method;
    if (method === 'OPTIONS') return expressOptions();
    if (method !== 'GET' && method !== 'HEAD') return expressNotFound(method, rewardsPath(request));
    const reply = (status: number, body: unknown) =>
      method === 'HEAD'
        ? new HttpResponse(null, { status, headers: { ...expressHeaders, 'Content-Type': JSON_TYPE } })
        : jsonResponse(status, body, expressHeaders);
    try {
      const chain = chainParam.toLowerCase();
      if (chain !== 'mode' && chain !== 'base') {
        return reply(400, { error: 'Invalid chain. Supported chains are: mode, base' });
      }
      const user = userParam.toLowerCase();
      const records = data.rewards.filter((record) => record.chain === chain && record.user.toLowerCase() === user);
      const totalRewards = records.reduce((sum, record) => sum + BigInt(record.totalRewards), 0n).toString();
      const ionTokenAddress = getAddress(records[0]?.ionTokenAddress ?? chains[chain].ionTokenAddress);
      return reply(200, { chain, user, totalRewards, ionTokenAddress });
    } catch {
      return reply(500, REWARDS_SERVER_ERROR);
    }
  }

  const param = (value: string | readonly string[] | undefined) =>
    Array.isArray(value) ? value.join('/') : String(value ?? '');

  const handlers: RequestHandler[] = [
    http.all(`${apyUrl}/:table`, ({ request, params }) =>
      respond('apy', request, () => apyResponse(request, param(params.table))),
    ),
    http.all(`${apyUrl}/*`, ({ request }) => respond('apy', request, () => apyResponse(request, null))),
    http.all(`${rewardsUrl}/api/rewards/:chain/:user`, ({ request, params }) =>
      respond('rewards', request, () => rewardsResponse(request, param(params.chain), param(params.user))),
    ),
    http.all(`${rewardsUrl}/`, ({ request }) =>
      respond('rewards', request, () => {
        if (request.method === 'OPTIONS') return expressOptions();
        if (request.method !== 'GET' && request.method !== 'HEAD')
          return expressNotFound(request.method, rewardsPath(request));
        return request.method === 'HEAD'
          ? new HttpResponse(null, { status: 200, headers: { ...expressHeaders, 'Content-Type': JSON_TYPE } })
          : jsonResponse(200, { status: 'healthy' }, expressHeaders);
      }),
    ),
    http.all(`${rewardsUrl}/*`, ({ request }) =>
      respond('rewards', request, () => expressNotFound(request.method, rewardsPath(request))),
    ),
  ];

  return {
    handlers,
    data,
    config: { apyUrl, rewardsUrl, anonKey },
    setFaults(next) {
      faults = activate(next);
    },
    reset() {
      clock.reset();
      faults = activate(options.faults);
      data.assetApys.splice(0, data.assetApys.length, ...copies(initialAssetApys()));
      data.rewards.splice(0, data.rewards.length, ...copies(initialRewards));
      pending.length = 0;
      lastSlot = undefined;
      startedAt = clock.now();
      requests.length = 0;
    },
    requests,
    now: () => clock.now(),
    appendBatch,
    writeBatch(writeOptions = {}) {
      const batch = write(timeOf(writeOptions.at, 'writeBatch'), writeOptions.commitAfterMs ?? [0]);
      commitDueParts(pending, data.assetApys, clock.now());
      return batch;
    },
    uncommitted: () => pending.flatMap((part) => part.rows),
    advanceTime(ms) {
      clock.advance(ms);
      return appendDueBatches();
    },
  };
}

function checkRewardsRecord(record: UserRewards, index: number): void {
  const { chain, user, totalRewards } = record ?? {};
  if (
    (chain !== 'mode' && chain !== 'base') ||
    !isValidAddress(user) ||
    typeof totalRewards !== 'string' ||
    !/^\d+$/.test(totalRewards)
  ) {
    throw new TypeError(
      `rewards[${index}] must have chain 'mode' or 'base', a wallet address and totalRewards as a decimal integer string.`,
    );
  }
}

interface MockClock {
  now(): number;
  advance(ms: number): void;
  reset(): void;
}

function createClock(option: MockServiceOptions['now']): MockClock {
  if (typeof option === 'function' || option === undefined) {
    const read = option ?? (() => Date.now());
    return {
      now: () => read(),
      advance() {
        throw new TypeError('advanceTime needs a manual clock: pass `now` as a time, not a function.');
      },
      reset() {},
    };
  }
  const start = option instanceof Date ? option.getTime() : option;
  if (!Number.isFinite(start)) throw new RangeError('now must be a valid time.');
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advanceTime takes a non-negative number, got ${ms}.`);
      current += ms;
    },
    reset() {
      current = start;
    },
  };
}

function newestTime(rows: readonly AssetApyRow[]): number | undefined {
  let newest: string | undefined;
  for (const row of rows)
    if (newest === undefined || compareTimestamps(row.created_at, newest) > 0) newest = row.created_at;
  return newest === undefined ? undefined : Date.parse(newest);
}
