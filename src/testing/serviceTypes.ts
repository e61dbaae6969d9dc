import type { RequestHandler } from 'msw';
import type { AssetApyRow } from '../core/assetApys';
import type { UserRewards } from '../core/userRewards';
import type { MockWriteOptions, MockWriterOptions } from './writer';

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

/** Checks a service URL option: an http(s) URL or a same-origin path, without trailing slashes. */
export function baseUrl(name: string, value: string): string {
  const raw = value.trim();
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  const trimmed = raw.replace(/\/+$/, '');
  if (!isPath && !/^https?:\/\/[^/]/.test(trimmed)) {
    throw new TypeError(`${name} must be an http(s) URL or a same-origin path starting with "/", got "${value}".`);
  }
  return trimmed;
}

/** Checks an option that must be a positive integer. */
export function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}.`);
  return value;
}

/** The answer delay of one service from the `latencyMs` option. */
export function latencyFor(option: MockServiceOptions['latencyMs'], service: MockServiceName): number {
  const value = typeof option === 'object' && option !== null ? option[service] : option;
  if (value === undefined) return 0;
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`latencyMs must be a non-negative number, got ${value}.`);
  }
  return value;
}
