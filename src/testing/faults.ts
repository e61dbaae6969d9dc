import { HttpResponse } from 'msw';
import { expressHeaders, JSON_TYPE, mergedHeaders, withCors } from './responses';
import { REWARDS_SERVER_ERROR } from './rewardsApi';
import type { MockFault, MockFaults, MockServiceName } from './serviceTypes';

const EXTRA_FIELD = 'unexpectedField';

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

/** The faults in force: set from options, replaced by `setFaults`, each taken by the requests it applies to. */
export function createFaults(initial: MockFaults | undefined) {
  let faults = activate(initial);
  return {
    set(next: MockFaults | undefined): void {
      faults = activate(next);
    },
    /** The fault for this request of `service`, counting it against the fault's `times`. */
    take(service: MockServiceName): MockFault | undefined {
      const active = faults.get(service);
      if (active === undefined) return undefined;
      if (active.remaining !== undefined) {
        active.remaining -= 1;
        if (active.remaining <= 0) faults.delete(service);
      }
      return active.fault;
    },
  };
}

function untilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

function htmlPage(status: number): string {
  const title = `${status} ${reasonPhrases[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n`;
}

/** The answer `fault` gives instead of (or made from) the one `produce` would give. */
export async function applyFault(
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
