import { HttpError, NetworkError, TimeoutError } from '../core/errors';

/** Attempts after the first one. */
export const MAX_RETRIES = 3;
/** Upper bound of one wait between attempts, `Retry-After` included. */
export const MAX_RETRY_DELAY_MS = 30_000;

/** Network failures, timeouts, 429 and 5xx are worth another attempt; 4xx, validation and parameter errors never. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof TimeoutError || error instanceof NetworkError) return true;
  if (error instanceof HttpError) return error.status === 429 || error.status >= 500;
  return false;
}

/** TanStack `retry` policy shared by every query of the library. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryableError(error);
}

/** TanStack `retryDelay`: the server's `Retry-After` when given, else exponential backoff from 1 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof HttpError && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, MAX_RETRY_DELAY_MS);
  }
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}
