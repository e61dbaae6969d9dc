import {
  type ApyRewardsError,
  AuthError,
  HttpError,
  NetworkError,
  RangeNotSatisfiableError,
  ResponseValidationError,
  TimeoutError,
} from '../../src/core/errors';
import { MAX_RETRIES } from '../../src/query/retry';
import type { MockFault, MockServiceName } from '../../src/testing';

type ErrorClass = abstract new (...args: never[]) => ApyRewardsError;

/** One injected failure and everything a user of the library may rely on when it happens. */
export interface FaultCase {
  name: string;
  /** The fault, without `times`: each run sets how many requests it hits. */
  fault: MockFault;
  /** The exact class of the error (not a subclass), or `null` when the response must be accepted. */
  error: ErrorClass | null;
  /** Whether queries retry it (network, timeout, 429, 5xx). */
  retried: boolean;
  /** The waits the library asks for before each retry, in ms: `Retry-After` when sent, else 1 s, 2 s, 4 s. */
  delays: readonly number[];
  /** A bound on one attempt for this case; the default config's otherwise. */
  timeoutMs?: number;
  /** What the connected component's alert says: an end-user sentence, never server text. */
  alert?: RegExp;
  /** Whether the alert offers "Try again"; false where a retry cannot help (401/403, other 4xx). Default true. */
  retryOffered?: boolean;
  /** Further checks on the error, per service. */
  check?: (error: ApyRewardsError, service: MockServiceName) => void;
}

/** Attempts a query makes for a case: the first one plus `MAX_RETRIES` when the error is retried. */
export function queryAttempts(entry: FaultCase): number {
  return entry.retried ? 1 + MAX_RETRIES : 1;
}

const backoff = [1000, 2000, 4000] as const;

function expectThat(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** The fault matrix: every row runs against the fetcher, the hook and the connected component of both services. */
export const faultMatrix: readonly FaultCase[] = [
  {
    name: 'hang past the timeout',
    fault: { kind: 'hang' },
    error: TimeoutError,
    retried: true,
    delays: backoff,
    timeoutMs: 100,
    alert: /took too long to answer/,
    check: (error) => expectThat((error as TimeoutError).timeoutMs === 100, 'timeoutMs is the configured bound'),
  },
  {
    name: 'connection reset',
    fault: { kind: 'reset' },
    error: NetworkError,
    retried: true,
    delays: backoff,
    alert: /could not be reached/,
  },
  {
    name: '500',
    fault: { status: 500 },
    error: HttpError,
    retried: true,
    delays: backoff,
    alert: /is having trouble/,
    check: (error) => expectThat((error as HttpError).status === 500, 'status 500'),
  },
  {
    name: '502 with an HTML body',
    fault: { kind: 'html', status: 502 },
    error: HttpError,
    retried: true,
    delays: backoff,
    alert: /is having trouble/,
    check: (error) => {
      const http = error as HttpError;
      expectThat(http.status === 502, 'status 502');
      expectThat(typeof http.body === 'string' && http.body.includes('<html>'), 'the HTML page is kept as the body');
      expectThat(!error.message.includes('<'), 'no markup in the message');
    },
  },
  {
    name: '503 with Retry-After: 1',
    fault: { status: 503, headers: { 'Retry-After': '1' } },
    error: HttpError,
    retried: true,
    delays: [1000, 1000, 1000],
    alert: /is having trouble/,
    check: (error) => {
      expectThat((error as HttpError).status === 503, 'status 503');
      expectThat((error as HttpError).retryAfterMs === 1000, 'Retry-After read as 1000 ms');
    },
  },
  {
    name: '429 with Retry-After: 2',
    fault: { status: 429, headers: { 'Retry-After': '2' } },
    error: HttpError,
    retried: true,
    delays: [2000, 2000, 2000],
    alert: /Too many requests/,
    check: (error) => {
      expectThat((error as HttpError).status === 429, 'status 429');
      expectThat((error as HttpError).retryAfterMs === 2000, 'Retry-After read as 2000 ms');
    },
  },
  {
    name: '401 from the gateway',
    fault: {
      status: 401,
      body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    },
    error: AuthError,
    retried: false,
    delays: [],
    alert: /not available right now/,
    retryOffered: false,
    check: (error) => {
      expectThat((error as AuthError).status === 401, 'status 401');
      expectThat((error as AuthError).hint?.startsWith('Double check') === true, 'the gateway hint is kept');
    },
  },
  {
    name: '416',
    fault: {
      status: 416,
      body: {
        code: 'PGRST103',
        details: 'An offset of 400 was requested, but there are only 15 rows.',
        hint: null,
        message: 'Requested range not satisfiable',
      },
      headers: { 'Content-Range': '*/15' },
    },
    error: RangeNotSatisfiableError,
    retried: false,
    delays: [],
    alert: /could not be loaded/,
    retryOffered: false,
    check: (error) => expectThat((error as RangeNotSatisfiableError).code === 'PGRST103', 'PostgREST code kept'),
  },
  {
    name: 'truncated JSON',
    fault: { kind: 'malformed' },
    error: ResponseValidationError,
    retried: false,
    delays: [],
    alert: /could not be read/,
  },
  {
    name: 'a wrong type in one row',
    fault: { kind: 'wrongType' },
    error: ResponseValidationError,
    retried: false,
    delays: [],
    alert: /could not be read/,
    check: (error, service) => {
      const [issue] = (error as ResponseValidationError).issues;
      const field = service === 'apy' ? 'totalSupplyApy' : 'totalRewards';
      expectThat(issue?.path === field, `the issue names the field (${field}), got ${issue?.path}`);
      if (service === 'apy') expectThat(issue?.index === 0, 'the issue names the row');
    },
  },
  {
    name: 'unknown extra fields',
    fault: { kind: 'extraField' },
    error: null,
    retried: false,
    delays: [],
  },
  {
    name: 'empty body',
    fault: { kind: 'empty' },
    error: ResponseValidationError,
    retried: false,
    delays: [],
    alert: /could not be read/,
  },
];
