import { HttpError, NetworkError, TimeoutError } from '../core/errors';
import type { ApyRewardsErrorType } from '../core/errorType';

/** Attempts after the first one. */
export const MAX_RETRIES = 3;
/** Upper bound of one backoff wait between attempts. */
export const MAX_RETRY_DELAY_MS = 30_000;
/** Longest `Retry-After` honoured; a server asking for a longer wait is not retried at all (the error shows). */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Network failures, timeouts, 429 and 5xx are worth another attempt; 4xx, validation and parameter errors never. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof TimeoutError || error instanceof NetworkError) return true;
  if (error instanceof HttpError) return error.status === 429 || error.status >= 500;
  return false;
}

/**
 * How the library's query options type `retry` and `retryDelay`: TanStack reads a query's error type from them, so
 * they name the union of the library's errors; `shouldRetry` and `retryDelay` themselves take any error, so they also
 * fit a `QueryClient`'s `defaultOptions`.
 */
export type RetryPolicy = {
  retry: (failureCount: number, error: ApyRewardsErrorType) => boolean;
  retryDelay: (failureCount: number, error: ApyRewardsErrorType) => number;
};

/**
 * TanStack `retry` policy shared by every query of the library. A `Retry-After` beyond 60 s means "not now": retrying
 * earlier would disregard it and waiting that long inside one query would hide the error, so it is not retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.retryAfterMs !== undefined && error.retryAfterMs > MAX_RETRY_AFTER_MS) {
    return false;
  }
  return failureCount < MAX_RETRIES && isRetryableError(error);
}

/** TanStack `retryDelay`: the server's `Retry-After` (up to 60 s) when given, else exponential backoff from 1 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof HttpError && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS);
  }
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}
