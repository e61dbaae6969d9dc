import { describe, expect, test } from 'vitest';
import { describeError } from '../../src/components/shared/errorMessage';
import {
  AuthError,
  HttpError,
  InvalidAddressError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from '../../src/core/errors';
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
});
