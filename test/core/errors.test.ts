import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApyRewardsError,
  AuthError,
  ConfigError,
  HttpError,
  InvalidAddressError,
  InvalidParameterError,
  NetworkError,
  RangeNotSatisfiableError,
  ResponseValidationError,
  TimeoutError,
  UnsupportedChainError,
} from '../../src/core/errors';
import { TABLE_URL } from './helpers';

const httpInit = { status: 400, url: TABLE_URL, body: { code: '42703' } };

describe('error family', () => {
  it.each([
    ['ApyRewardsError', new ApyRewardsError('x')],
    ['ConfigError', new ConfigError('x')],
    ['InvalidParameterError', new InvalidParameterError('x')],
    ['InvalidAddressError', new InvalidAddressError('0xabc')],
    ['UnsupportedChainError', new UnsupportedChainError('ethereum')],
    ['HttpError', new HttpError('x', httpInit)],
    ['AuthError', new AuthError('x', { ...httpInit, status: 401 })],
    ['RangeNotSatisfiableError', new RangeNotSatisfiableError('x', { ...httpInit, status: 416 })],
    ['TimeoutError', new TimeoutError(TABLE_URL, 5000)],
    ['NetworkError', new NetworkError(TABLE_URL)],
    ['ResponseValidationError', new ResponseValidationError('x', { url: TABLE_URL })],
  ])('%s has its literal name and belongs to the family', (name, error) => {
    expect(error.name).toBe(name);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApyRewardsError);
    expect(String(error)).toMatch(new RegExp(`^${name}: `));
    expect(JSON.parse(JSON.stringify(error)).name).toBe(name);
  });

  it('types name as a literal so callers can narrow on it', () => {
    expectTypeOf(new ConfigError('x').name).toEqualTypeOf<'ConfigError'>();
    expectTypeOf(new AuthError('x', httpInit).name).toEqualTypeOf<'AuthError'>();
    expectTypeOf(new ResponseValidationError('x', { url: '' }).name).toEqualTypeOf<'ResponseValidationError'>();
  });

  it('AuthError and RangeNotSatisfiableError are HttpErrors', () => {
    expect(new AuthError('x', { ...httpInit, status: 403 })).toBeInstanceOf(HttpError);
    expect(new RangeNotSatisfiableError('x', { ...httpInit, status: 416 })).toBeInstanceOf(HttpError);
    expect(new TimeoutError(TABLE_URL, 1)).not.toBeInstanceOf(HttpError);
  });
});

describe('ApyRewardsError', () => {
  it('puts details after the short message and keeps both apart', () => {
    const error = new InvalidParameterError('Unknown column "banana" in select.', { details: 'Known columns: id.' });
    expect(error.shortMessage).toBe('Unknown column "banana" in select.');
    expect(error.details).toBe('Known columns: id.');
    expect(error.message).toBe('Unknown column "banana" in select.\n\nDetails: Known columns: id.');
  });

  it('without details, message is the short message', () => {
    const error = new ConfigError('anonKey must be a non-empty string.');
    expect(error.message).toBe('anonKey must be a non-empty string.');
    expect(error.details).toBeUndefined();
  });

  it('keeps the cause but leaves it out of JSON', () => {
    const cause = new TypeError('fetch failed: secret-ish detail');
    const error = new NetworkError(TABLE_URL, { cause });
    expect(error.cause).toBe(cause);
    expect(JSON.stringify(error)).not.toContain('secret-ish');
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'NetworkError',
      shortMessage: 'Network request failed.',
      details: `GET ${TABLE_URL}`,
      url: TABLE_URL,
    });
  });

  it('has no cause property when none was given', () => {
    expect('cause' in new ConfigError('x')).toBe(false);
  });
});

describe('subclasses', () => {
  it('InvalidAddressError keeps the address and truncates it in the message', () => {
    const long = `0x${'ab'.repeat(60)}`;
    const error = new InvalidAddressError(long);
    expect(error.address).toBe(long);
    expect(error.shortMessage).toBe(`Invalid address: "${long.slice(0, 80)}…".`);
    expect(error.details).toBe('Expected a 20-byte hex address starting with 0x.');
    expect(error.toJSON()).toMatchObject({ name: 'InvalidAddressError', address: long });
  });

  it('UnsupportedChainError keeps the chain and serialises non-primitive chains as text', () => {
    const error = new UnsupportedChainError(10);
    expect(error.chain).toBe(10);
    expect(error.shortMessage).toBe('Unsupported chain: 10.');
    expect(error.details).toBe('Supported chains are mode (34443) and base (8453).');
    expect(error.toJSON().chain).toBe(10);
    expect(new UnsupportedChainError({ id: 1 }).toJSON().chain).toBe('[object Object]');
    expect(() => JSON.stringify(new UnsupportedChainError(Symbol('x')))).not.toThrow();
  });

  it('HttpError carries status, url, body, code, hint and retryAfterMs', () => {
    const body = { code: '42703', details: null, hint: 'Perhaps…', message: 'column does not exist' };
    const error = new HttpError('HTTP 400: column does not exist', {
      status: 400,
      url: TABLE_URL,
      body,
      code: '42703',
      hint: 'Perhaps…',
      retryAfterMs: 3000,
    });
    expect(error).toMatchObject({ status: 400, url: TABLE_URL, body, code: '42703', hint: 'Perhaps…' });
    expect(error.retryAfterMs).toBe(3000);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ status: 400, code: '42703', retryAfterMs: 3000, body });
  });

  it('TimeoutError says how long it waited and for which URL', () => {
    const error = new TimeoutError(TABLE_URL, 5000);
    expect(error.shortMessage).toBe('Request timed out after 5000 ms.');
    expect(error.details).toBe(`GET ${TABLE_URL}`);
    expect(error.timeoutMs).toBe(5000);
    expect(error.url).toBe(TABLE_URL);
  });

  it('ResponseValidationError locates issues by row and field, listing at most five in details', () => {
    const issues = Array.from({ length: 7 }, (_, index) => ({ index, path: 'chain_id', message: 'Bad' }));
    const error = new ResponseValidationError('7 invalid values in the APY rows.', {
      url: TABLE_URL,
      issues: [{ path: '', message: 'Got null' }, ...issues],
    });
    expect(error.issues).toHaveLength(8);
    expect(error.details).toBe(
      '(root): Got null; row 0.chain_id: Bad; row 1.chain_id: Bad; row 2.chain_id: Bad; row 3.chain_id: Bad',
    );
    expect(
      new ResponseValidationError('x', { url: '', issues: [{ index: 4, path: '', message: 'Not an object' }] }).details,
    ).toBe('row 4: Not an object');
    expect(new ResponseValidationError('x', { url: '', issues: [{ path: 'user', message: 'Bad' }] }).details).toBe(
      'user: Bad',
    );
  });

  it('ResponseValidationError without issues has no details', () => {
    const error = new ResponseValidationError('The response body is empty.', { url: TABLE_URL });
    expect(error.issues).toEqual([]);
    expect(error.details).toBeUndefined();
    expect(error.message).toBe('The response body is empty.');
  });
});
