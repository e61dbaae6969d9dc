import { http, type RequestHandler } from 'msw';
import { apyResponse } from './apyApi';
import { createClock } from './clock';
import { applyFault, createFaults } from './faults';
import { createSampleAssetApys, sampleRewards } from './fixtures';
import { checkRewardsRecord, rewardsHandlers } from './rewardsApi';
import {
  baseUrl,
  latencyFor,
  MOCK_ANON_KEY,
  MOCK_APY_URL,
  MOCK_REWARDS_URL,
  type MockRequestLogEntry,
  type MockService,
  type MockServiceName,
  type MockServiceOptions,
  positiveInteger,
} from './serviceTypes';
import { createWriter } from './writer';

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
  const faults = createFaults(options.faults);

  // Copies of every record: a test that changes a row in place changes nothing `reset()` brings back.
  const copies = <Record extends object>(records: readonly Record[]) => records.map((record) => ({ ...record }));
  const data = { assetApys: copies(initialAssetApys()), rewards: copies(initialRewards) };
  const requests: MockRequestLogEntry[] = [];
  const writer = createWriter(data, () => clock.now(), cadenceMs, options.writer);

  function log(service: MockServiceName, request: Request): void {
    const headers = Object.fromEntries(
      [...request.headers].map(([name, value]) => [name, redactedHeader(name, value, anonKey)]),
    );
    requests.push({ service, method: request.method, url: redactedUrl(request.url, anonKey), headers });
  }

  async function respond(service: MockServiceName, request: Request, produce: () => Response): Promise<Response> {
    log(service, request);
    // Taken as the request arrives: one still waiting out the latency when a test ends takes no fault of the next.
    const fault = request.method === 'OPTIONS' ? undefined : faults.take(service);
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

  const apyTable = {
    rows: () => {
      writer.appendDue();
      return data.assetApys;
    },
    anonKey,
    maxRows,
    now: () => clock.now(),
  };
  const param = (value: string | readonly string[] | undefined) =>
    Array.isArray(value) ? value.join('/') : String(value ?? '');

  const handlers: RequestHandler[] = [
    http.all(`${apyUrl}/:table`, ({ request, params }) =>
      respond('apy', request, () => apyResponse(request, param(params.table), apyTable)),
    ),
    http.all(`${apyUrl}/*`, ({ request }) => respond('apy', request, () => apyResponse(request, null, apyTable))),
    ...rewardsHandlers(rewardsUrl, data, respond),
  ];

  return {
    handlers,
    data,
    config: { apyUrl, rewardsUrl, anonKey },
    setFaults(next) {
      faults.set(next);
    },
    reset() {
      clock.reset();
      faults.set(options.faults);
      data.assetApys.splice(0, data.assetApys.length, ...copies(initialAssetApys()));
      data.rewards.splice(0, data.rewards.length, ...copies(initialRewards));
      writer.reset();
      requests.length = 0;
    },
    requests,
    now: () => clock.now(),
    appendBatch: (at) => writer.appendBatch(timeOf(at, 'appendBatch')),
    writeBatch(writeOptions = {}) {
      const batch = writer.write(timeOf(writeOptions.at, 'writeBatch'), writeOptions.commitAfterMs ?? [0]);
      writer.commitDue();
      return batch;
    },
    uncommitted: () => writer.uncommitted(),
    advanceTime(ms) {
      clock.advance(ms);
      return writer.appendDue();
    },
  };
}
