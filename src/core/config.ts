import { ConfigError } from './errors';
import { textOf } from './redact';

/** What `createConfig` takes. */
export interface ApyRewardsConfigInput {
  /** REST root of the APY table, ending in `/rest/v1` (absolute URL or same-origin path). */
  apyUrl: string;
  /** Anonymous client key, sent as `apikey` and `Authorization: Bearer`. */
  anonKey: string;
  /** Base URL of the rewards API (absolute URL or a same-origin proxy path such as `/api/ion-rewards`). */
  rewardsUrl: string;
  /** Custom fetch; defaults to the global one. */
  fetch?: typeof globalThis.fetch | undefined;
  /** Bound on one attempt, in milliseconds. Default 10000. */
  timeoutMs?: number | undefined;
}

/** A validated, frozen configuration. `anonKey` is not enumerable, so it stays out of logs and JSON. */
export interface ApyRewardsConfig {
  readonly apyUrl: string;
  readonly anonKey: string;
  readonly rewardsUrl: string;
  readonly fetch: typeof globalThis.fetch | undefined;
  readonly timeoutMs: number;
}

/** Timers fire at once past this (2^31 - 1 ms), so larger timeouts are refused. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Default bound on one request attempt. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Validates and freezes the configuration; throws `ConfigError` on a bad URL, empty key or bad timeout. */
export function createConfig(input: ApyRewardsConfigInput): ApyRewardsConfig {
  if (input === null || typeof input !== 'object') throw new ConfigError('createConfig expects an options object.');
  const apyUrl = normalizeBaseUrl('apyUrl', input.apyUrl);
  const rewardsUrl = normalizeBaseUrl('rewardsUrl', input.rewardsUrl);
  if (typeof input.anonKey !== 'string' || input.anonKey.trim() === '') {
    throw new ConfigError('anonKey must be a non-empty string.');
  }
  // A header value must be visible ASCII here: anything else (a pasted line break too) would fail later, in fetch,
  // with the value in the error.
  if (!/^[\x21-\x7e]+$/.test(input.anonKey)) {
    throw new ConfigError('anonKey must hold printable ASCII characters only (no whitespace or control characters).');
  }
  if (input.fetch !== undefined && typeof input.fetch !== 'function') {
    throw new ConfigError('fetch must be a function.');
  }
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMEOUT_MS) {
    throw new ConfigError(`timeoutMs must be an integer from 1 to ${MAX_TIMEOUT_MS}.`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? `Got ${textOf(input.timeoutMs)}.`
          : undefined,
    });
  }
  const config = { apyUrl, rewardsUrl, fetch: input.fetch, timeoutMs };
  // defineProperty's defaults make the key not enumerable, so it stays out of logs and JSON.
  Object.defineProperty(config, 'anonKey', { value: input.anonKey });
  return Object.freeze(config) as ApyRewardsConfig;
}

function normalizeBaseUrl(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(`${field} must be a non-empty URL or path.`);
  }
  const trimmed = value.trim();
  if (trimmed.startsWith('/')) {
    if (trimmed.startsWith('//') || /[?#\s\\]/.test(trimmed)) {
      throw new ConfigError(`${field} is not a valid same-origin path.`, {
        details: typeof process === 'object' && process.env.NODE_ENV !== 'production' ? `Got "${trimmed}".` : undefined,
      });
    }
    return trimmed.replace(/\/+$/, '');
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch (cause) {
    throw new ConfigError(`${field} is not a valid URL.`, {
      details: typeof process === 'object' && process.env.NODE_ENV !== 'production' ? `Got "${trimmed}".` : undefined,
      cause,
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${field} must use http or https.`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production' ? `Got "${url.protocol}".` : undefined,
    });
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${field} must not contain a query, fragment or credentials.`);
  }
  return url.href.replace(/\/+$/, '');
}
