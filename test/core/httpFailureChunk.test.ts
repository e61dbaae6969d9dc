import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANON_KEY,
  fakeFetch,
  ION,
  jsonResponse,
  makeConfig,
  OTHER_USER,
  rejectionOf,
  TABLE_URL,
  USER,
} from './helpers';

const url = `${TABLE_URL}?select=*`;

// The mapping of a failed response is a lazy chunk: what `request` throws when it does not load, or loads slowly.
async function requestWithChunk(chunk: () => Promise<never>) {
  vi.doMock('../../src/core/httpFailure', chunk);
  const [{ request }, errors] = await Promise.all([import('../../src/core/http'), import('../../src/core/errors')]);
  return { request, errors };
}

beforeEach(() => {
  vi.resetModules();
});

describe('request: the lazy mapping of a failed response', () => {
  it('still throws a typed HttpError with the status and URL when the chunk fails to load', async () => {
    const { request, errors } = await requestWithChunk(() => Promise.reject(new Error('chunk failed to load')));
    const config = makeConfig(fakeFetch(() => jsonResponse({ message: `bad ${ANON_KEY}` }, { status: 401 })));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(errors.HttpError);
    expect(error).toMatchObject({ status: 401, url, shortMessage: 'HTTP 401' });
    expect(JSON.stringify(error)).not.toContain(ANON_KEY);
  });

  it.each([
    [401, 'AuthError'],
    [403, 'AuthError'],
    [416, 'RangeNotSatisfiableError'],
  ])('keeps the class of a %i when the chunk fails to load', async (status, name) => {
    const { request, errors } = await requestWithChunk(() => Promise.reject(new Error('chunk failed to load')));
    const config = makeConfig(fakeFetch(() => jsonResponse({}, { status })));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(errors.HttpError);
    expect(error).toMatchObject({ name, status, url });
  });

  it.each([
    ['an empty body', ''],
    ['a body that is not JSON', '<html>'],
  ])('still throws a ResponseValidationError for %s when the chunk fails to load', async (_, body) => {
    const { request, errors } = await requestWithChunk(() => Promise.reject(new Error('chunk failed to load')));
    const config = makeConfig(fakeFetch(() => new Response(body, { status: 200 })));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(errors.ResponseValidationError);
    expect(error).toMatchObject({ url, shortMessage: 'The response body cannot be read as JSON.' });
  });

  it('refuses a redirect of a keyed request when the chunk fails to load', async () => {
    const { request, errors } = await requestWithChunk(() => Promise.reject(new Error('chunk failed to load')));
    const fetch = fakeFetch(() => new Response(null, { status: 302, headers: { location: '/same-origin' } }));
    const config = makeConfig(fetch);
    const error = await rejectionOf(request(config, { url, headers: { apikey: ANON_KEY } }));
    expect(error).toBeInstanceOf(errors.HttpError);
    expect(error).toMatchObject({ status: 302, url, shortMessage: 'HTTP 302' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('honours the timeout while the chunk loads', async () => {
    const { request, errors } = await requestWithChunk(() => new Promise<never>(() => {}));
    const config = makeConfig(
      fakeFetch(() => jsonResponse({}, { status: 500 })),
      { timeoutMs: 50 },
    );
    expect(await rejectionOf(request(config, { url }))).toBeInstanceOf(errors.TimeoutError);
  });

  it('honours the caller abort while the chunk loads', async () => {
    const { request } = await requestWithChunk(() => new Promise<never>(() => {}));
    const controller = new AbortController();
    const reason = new Error('caller left');
    const config = makeConfig(fakeFetch(() => jsonResponse({}, { status: 500 })));
    const pending = request(config, { url, signal: controller.signal });
    setTimeout(() => controller.abort(reason), 20);
    expect(await rejectionOf(pending)).toBe(reason);
  });

  it('a network failure never loads the chunk, whose import could fail for the rest of the page while offline', async () => {
    const loadChunk = vi.fn(() => Promise.reject(new Error('offline')));
    const { request, errors } = await requestWithChunk(loadChunk);
    const config = makeConfig(fakeFetch(() => Promise.reject(new TypeError(`fetch failed ${ANON_KEY}`))));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(errors.NetworkError);
    expect(loadChunk).not.toHaveBeenCalled();
    expect((error as Error).cause).toMatchObject({ name: 'TypeError', message: 'fetch failed [redacted]' });
  });

  it('keeps a redacted cause for a body that is not JSON without the chunk', async () => {
    const { request, errors } = await requestWithChunk(() => Promise.reject(new Error('chunk failed to load')));
    const config = makeConfig(fakeFetch(() => new Response(`{not json ${ANON_KEY}`, { status: 200 })));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(errors.ResponseValidationError);
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(JSON.stringify(String((error as Error).cause))).not.toContain(ANON_KEY);
  });

  it('still refuses a rewards answer for another user, without issues, when the chunk fails to load', async () => {
    vi.doMock('../../src/core/httpFailure', () => Promise.reject(new Error('chunk failed to load')));
    const [{ fetchUserRewards }, errors] = await Promise.all([
      import('../../src/core/userRewards'),
      import('../../src/core/errors'),
    ]);
    const answer = { chain: 'mode', user: OTHER_USER, totalRewards: '1', ionTokenAddress: ION.mode };
    const config = makeConfig(fakeFetch(() => jsonResponse(answer)));
    const error = await rejectionOf(fetchUserRewards(config, { chain: 'mode', user: USER }));
    expect(error).toBeInstanceOf(errors.ResponseValidationError);
    expect(error).toMatchObject({ shortMessage: 'The rewards response does not match the request.', issues: [] });
  });
});
