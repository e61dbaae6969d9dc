import { describe, expect, test } from 'vitest';
import { describeError } from '../../src/components/shared/errorMessage';
import * as errors from '../../src/core/errors';
import {
  ApyRewardsError,
  AuthError,
  HttpError,
  InvalidAddressError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from '../../src/core/errors';
import { RedirectError } from '../../src/core/httpFailure';
import { defaultErrorMessages as text } from '../../src/i18n/errorMessages';

const url = 'https://example.supabase.co/rest/v1/asset-total-apy?apikey=secret';
const http = (status: number, body: unknown = { message: 'see https://evil.example for details' }) =>
  new HttpError(`HTTP ${status}`, { status, url, body, code: undefined, hint: undefined, retryAfterMs: undefined });

describe('describeError', () => {
  test.each([
    [
      'a refused key',
      new AuthError('HTTP 401', {
        status: 401,
        url,
        body: null,
        code: undefined,
        hint: undefined,
        retryAfterMs: undefined,
      }),
      text.unavailable,
      false,
    ],
    ['a timeout', new TimeoutError(url, 10_000), text.timeout, true],
    ['a network failure', new NetworkError(url), text.offline, true],
    ['a body that fails validation', new ResponseValidationError('bad row', { url }), text.invalidResponse, true],
    ['429', http(429), text.rateLimited, true],
    ['503', http(503), text.serverError, true],
    ['400 with a long server message', http(400, { message: 'x'.repeat(5000) }), text.badRequest, false],
    ['a developer mistake', new InvalidAddressError('0x123'), text.badRequest, false],
    ['a foreign error', new Error('TypeError: Failed to fetch at fetchAssetApys (http.ts:12)'), text.generic, true],
  ])('%s → an end-user sentence, retry offered only when it can help', (_name, error, message, canRetry) => {
    expect(describeError(error, text)).toEqual({ message, canRetry });
  });

  test('never passes server text, URLs or the key through', () => {
    for (const error of [http(400), http(500), new Error(url)]) {
      const { message } = describeError(error, text);
      expect(message).not.toMatch(/https?:|secret|evil/);
    }
  });

  test('reads the product’s messages', () => {
    expect(describeError(http(503), { ...text, serverError: 'Dienst gestört.' }).message).toBe('Dienst gestört.');
  });

  // The component reads the family's literal names; the classes' own chain decides what each name means. Every class
  // of the family, at every kind of status, gets the sentence its place in the chain gives it.
  test('every error class of the family maps as its class says, by name', () => {
    const byClass = (error: unknown) => {
      if (error instanceof AuthError) return ['unavailable', false];
      if (error instanceof TimeoutError) return ['timeout', true];
      if (error instanceof NetworkError) return ['offline', true];
      if (error instanceof ResponseValidationError) return ['invalidResponse', true];
      if (error instanceof HttpError) {
        if (error.status === 429) return ['rateLimited', true];
        return error.status >= 500 ? ['serverError', true] : ['badRequest', false];
      }
      return error instanceof ApyRewardsError ? ['badRequest', false] : ['generic', true];
    };
    const classes = (Object.values(errors) as unknown[]).filter(
      (value): value is new (...args: unknown[]) => Error =>
        typeof value === 'function' && value.prototype instanceof Error,
    );
    expect(classes.length).toBeGreaterThanOrEqual(11);
    const instances: unknown[] = [new Error('x'), new TypeError('x')];
    for (const status of [0, 302, 400, 401, 416, 429, 500, 503]) {
      const init = { status, url, body: null, code: undefined, hint: undefined, retryAfterMs: undefined };
      for (const Class of classes) instances.push(new Class('x', init));
      instances.push(new RedirectError(url, { status, location: undefined, reason: 'cross-origin' }));
    }
    for (const error of instances) {
      const [key, canRetry] = byClass(error) as [keyof typeof text, boolean];
      expect(describeError(error, text), (error as Error).name).toEqual({ message: text[key], canRetry });
    }
  });
});
