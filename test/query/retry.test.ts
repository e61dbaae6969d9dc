import { describe, expect, it } from 'vitest';
import {
  type ApyRewardsError,
  AuthError,
  HttpError,
  InvalidAddressError,
  InvalidParameterError,
  NetworkError,
  RangeNotSatisfiableError,
  ResponseValidationError,
  TimeoutError,
} from '../../src/core/errors';
import { isRetryableError, MAX_RETRIES, retryDelay, shouldRetry } from '../../src/query/retry';

const url = 'https://db.example.com/rest/v1/asset-total-apy';
const http = (status: number, retryAfterMs?: number) =>
  new HttpError(`HTTP ${status}`, { status, url, body: null, retryAfterMs });

describe('retry policy', () => {
  it.each([
    ['network error', new NetworkError(url)],
    ['timeout', new TimeoutError(url, 10)],
    ['429', http(429)],
    ['500', http(500)],
    ['502', http(502)],
    ['503', http(503)],
  ])('retries a %s', (_, error) => {
    expect(isRetryableError(error)).toBe(true);
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(MAX_RETRIES - 1, error)).toBe(true);
    expect(shouldRetry(MAX_RETRIES, error)).toBe(false);
  });

  it.each([
    ['400', http(400)],
    ['404', http(404)],
    ['401', new AuthError('HTTP 401', { status: 401, url, body: null })],
    ['416', new RangeNotSatisfiableError('HTTP 416', { status: 416, url, body: null })],
    ['validation error', new ResponseValidationError('bad', { url })],
    ['parameter error', new InvalidParameterError('bad')],
    ['address error', new InvalidAddressError('0x12')],
    ['foreign error', new Error('boom')],
    ['abort', new DOMException('aborted', 'AbortError')],
  ])('never retries a %s', (_, error) => {
    expect(isRetryableError(error)).toBe(false);
    // Typed as the library's errors for TanStack; a foreign error (a throwing `select`) still reaches it at runtime.
    expect(shouldRetry(0, error as ApyRewardsError)).toBe(false);
  });

  it('backs off exponentially from one second, capped at thirty', () => {
    const error = http(503);
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, error))).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('honours Retry-After up to sixty seconds', () => {
    expect(retryDelay(0, http(429, 3000))).toBe(3000);
    expect(retryDelay(2, http(503, 0))).toBe(0);
    expect(retryDelay(0, http(429, 45_000))).toBe(45_000);
    expect(retryDelay(0, http(429, 60_000))).toBe(60_000);
  });

  it('does not retry at all when Retry-After asks for more than sixty seconds', () => {
    expect(shouldRetry(0, http(429, 60_000))).toBe(true);
    expect(shouldRetry(0, http(429, 60_001))).toBe(false);
    expect(shouldRetry(0, http(503, 3_600_000))).toBe(false);
  });
});
