import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  HttpError,
  NetworkError,
  RangeNotSatisfiableError,
  ResponseValidationError,
  TimeoutError,
} from '../../src/core/errors';
import { MAX_BODY_BYTES, request } from '../../src/core/http';
import { parseRetryAfter } from '../../src/core/httpFailure';
import { redact } from '../../src/core/redact';
import {
  ANON_KEY,
  callOf,
  fakeFetch,
  hangingFetch,
  jsonResponse,
  makeConfig,
  rejectionOf,
  TABLE_URL,
  textResponse,
} from './helpers';

const url = `${TABLE_URL}?select=*`;

afterEach(() => {
  vi.useRealTimers();
});

function useFakeTimers() {
  // Only the timers `request` uses: faking setImmediate would stall undici's body reading.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

async function httpErrorFor(response: Response): Promise<HttpError> {
  const config = makeConfig(fakeFetch(() => response));
  const error = await rejectionOf(request(config, { url }));
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('request: success', () => {
  it('sends one GET with Accept and the given headers, and returns status, headers and parsed JSON', async () => {
    const fetch = fakeFetch(() => jsonResponse([{ id: 1 }], { status: 206, headers: { 'Content-Range': '0-0/2' } }));
    const config = makeConfig(fetch);
    const response = await request(config, { url, headers: { apikey: ANON_KEY, Range: '0-0' } });

    expect(fetch).toHaveBeenCalledTimes(1);
    const { url: sent, headers, init } = callOf(fetch);
    expect(sent).toBe(url);
    expect(init.method).toBe('GET');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('apikey')).toBe(ANON_KEY);
    expect(headers.get('range')).toBe('0-0');
    expect(init.signal).toBeInstanceOf(AbortSignal);

    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-0/2');
    expect(response.data).toEqual([{ id: 1 }]);
  });

  it('uses the global fetch when the config has none', async () => {
    const fetch = fakeFetch(() => jsonResponse({ status: 'healthy' }));
    vi.stubGlobal('fetch', fetch);
    try {
      const config = makeConfig(undefined as unknown as typeof globalThis.fetch);
      await expect(request(config, { url: 'https://rewards.example.com/' })).resolves.toMatchObject({
        data: { status: 'healthy' },
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves no timer behind once the request settles', async () => {
    useFakeTimers();
    const config = makeConfig(fakeFetch(() => jsonResponse([])));
    await request(config, { url });
    expect(vi.getTimerCount()).toBe(0);

    const failing = makeConfig(fakeFetch(() => jsonResponse({ message: 'x' }, { status: 500 })));
    await rejectionOf(request(failing, { url }));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('request: timeout and abort', () => {
  it('times out after timeoutMs even when fetch never settles and ignores its signal', async () => {
    useFakeTimers();
    const fetch = hangingFetch();
    const config = makeConfig(fetch, { timeoutMs: 5000 });
    let settled = false;
    const outcome = request(config, { url }).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void outcome.finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      name: 'TimeoutError',
      timeoutMs: 5000,
      url,
      shortMessage: 'Request timed out after 5000 ms.',
      details: `GET ${url}`,
    });
    // The signal handed to fetch is aborted, so a real fetch would cancel the connection.
    const signal = callOf(fetch).init.signal as AbortSignal;
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(TimeoutError);
  });

  it('times out with real timers and a short timeoutMs', async () => {
    const config = makeConfig(hangingFetch(), { timeoutMs: 20 });
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(20);
  });

  it("keeps the timer's own error as cause: the same name and message, nothing of the runtime's", async () => {
    const config = makeConfig(hangingFetch(), { timeoutMs: 20 });
    const error = (await rejectionOf(request(config, { url }))) as TimeoutError;
    expect(error.cause).toMatchObject({ name: 'TimeoutError', message: error.message });
  });

  it('times out while the body is still streaming', async () => {
    useFakeTimers();
    const neverEnds = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"id":1'));
      },
    });
    const config = makeConfig(
      fakeFetch(() => new Response(neverEnds, { status: 200 })),
      { timeoutMs: 1000 },
    );
    const outcome = request(config, { url }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it("rethrows the caller's abort reason, not a TimeoutError", async () => {
    const fetch = hangingFetch();
    const config = makeConfig(fetch, { timeoutMs: 60_000 });
    const controller = new AbortController();
    const reason = new Error('component unmounted');
    const outcome = rejectionOf(request(config, { url, signal: controller.signal }));
    controller.abort(reason);

    expect(await outcome).toBe(reason);
    expect((callOf(fetch).init.signal as AbortSignal).aborted).toBe(true);
  });

  it('rethrows the default AbortError when the caller aborts without a reason', async () => {
    const config = makeConfig(hangingFetch());
    const controller = new AbortController();
    const outcome = rejectionOf(request(config, { url, signal: controller.signal }));
    controller.abort();
    const error = await outcome;
    expect(error).toBe(controller.signal.reason);
    expect((error as DOMException).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(TimeoutError);
  });

  it('sends nothing when the caller signal is already aborted', async () => {
    const fetch = fakeFetch();
    const config = makeConfig(fetch);
    const reason = new Error('already cancelled');
    const error = await rejectionOf(request(config, { url, signal: AbortSignal.abort(reason) }));
    expect(error).toBe(reason);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a caller abort racing a fetch rejection still surfaces the caller reason', async () => {
    const controller = new AbortController();
    const reason = new Error('navigated away');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      controller.abort(reason);
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await rejectionOf(request(makeConfig(fetch), { url, signal: controller.signal }));
    expect(error).toBe(reason);
  });
});

describe('request: network failures', () => {
  it('maps a fetch rejection to NetworkError with a sanitized copy of the error as cause', async () => {
    const cause = Object.assign(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }), {
      headers: { apikey: ANON_KEY },
    });
    const config = makeConfig(vi.fn<typeof globalThis.fetch>(async () => Promise.reject(cause)));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'NetworkError', url, shortMessage: 'Network request failed.' });
    const kept = (error as NetworkError).cause as Error;
    expect(kept).not.toBe(cause);
    expect(kept).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    expect((kept.cause as Error).message).toBe('connect ECONNREFUSED');
    expect(Object.keys(kept)).not.toContain('headers');
  });

  it('redacts the key from the runtime error message it keeps as cause', async () => {
    const cause = new TypeError(`Headers.append: "apikey: ${ANON_KEY}" is an invalid header value.`);
    const config = makeConfig(vi.fn<typeof globalThis.fetch>(async () => Promise.reject(cause)));
    const error = (await rejectionOf(request(config, { url }))) as NetworkError;
    expect((error.cause as Error).message).toBe('Headers.append: "apikey: [redacted]" is an invalid header value.');
    expect(inspect(error, { depth: 10 })).not.toContain(ANON_KEY);
  });

  it('maps a fetch that throws synchronously to NetworkError', async () => {
    const cause = new TypeError('Failed to parse URL');
    const config = makeConfig(
      vi.fn<typeof globalThis.fetch>(() => {
        throw cause;
      }),
    );
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toMatchObject({ name: 'TypeError', message: 'Failed to parse URL' });
  });

  it.each([undefined, null, 'text'])(
    'maps a fetch that resolves to %j (a bare mock) to NetworkError',
    async (answer) => {
      const config = makeConfig(vi.fn<typeof globalThis.fetch>(async () => answer as never));
      for (const headers of [{}, { apikey: ANON_KEY }] as Record<string, string>[]) {
        expect(await rejectionOf(request(config, { url, headers }))).toBeInstanceOf(NetworkError);
      }
    },
  );

  it('reads a Response made in another realm (an iframe fetch, a vm context)', async () => {
    const real = jsonResponse([{ id: 1 }]);
    const foreign = runInNewContext('({ ok: true, status: 200, type: "basic", headers, text, body: null })', {
      headers: real.headers,
      text: () => real.text(),
    });
    const config = makeConfig(fakeFetch(() => foreign));
    expect((await request(config, { url, headers: { apikey: ANON_KEY } })).data).toEqual([{ id: 1 }]);
  });

  it("reads a polyfill's Response whose body is a Node stream (no getReader) through its text()", async () => {
    const polyfilled = {
      ok: true,
      status: 200,
      type: 'basic',
      headers: new Headers(),
      body: { pipe() {} },
      text: async () => '[{"id":1}]',
    };
    const config = makeConfig(fakeFetch(() => polyfilled as unknown as Response));
    expect((await request(config, { url })).data).toEqual([{ id: 1 }]);
  });

  it('maps a body stream that errors to NetworkError', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    const config = makeConfig(fakeFetch(() => new Response(broken, { status: 200 })));
    expect(await rejectionOf(request(config, { url }))).toBeInstanceOf(NetworkError);
  });
});

describe('request: status → error', () => {
  it('401 from the gateway → AuthError with message and hint', async () => {
    const error = await httpErrorFor(
      jsonResponse(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        { status: 401, statusText: 'Unauthorized' },
      ),
    );
    expect(error).toBeInstanceOf(AuthError);
    expect(error.name).toBe('AuthError');
    expect(error.status).toBe(401);
    expect(error.url).toBe(url);
    expect(error.shortMessage).toBe('HTTP 401 Unauthorized: Invalid API key');
    expect(error.hint).toBe('Double check your Supabase `anon` or `service_role` API key.');
    expect(error.details).toBe('Double check your Supabase `anon` or `service_role` API key.');
    expect(error.code).toBeUndefined();
    expect(error.body).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  });

  it('a "__proto__" key in an error body stays a plain field and lends the error nothing', async () => {
    const error = await httpErrorFor(
      textResponse('{"code":"XX000","message":"boom","__proto__":{"hint":"injected","hasOwnProperty":1}}', {
        status: 500,
      }),
    );
    expect(Object.keys(error.body as object)).toEqual(['code', 'message', '__proto__']);
    expect(Object.getPrototypeOf(error.body)).toBe(Object.prototype);
    expect(error.hint).toBeUndefined();
  });

  it('401 with a missing key, and 403, are AuthErrors too', async () => {
    const missing = await httpErrorFor(
      jsonResponse(
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        { status: 401 },
      ),
    );
    expect(missing).toBeInstanceOf(AuthError);
    expect(missing.shortMessage).toBe('HTTP 401: No API key found in request');

    const forbidden = await httpErrorFor(
      jsonResponse(
        { code: '42501', details: null, hint: null, message: 'permission denied for table asset-total-apy' },
        { status: 403 },
      ),
    );
    expect(forbidden).toBeInstanceOf(AuthError);
    expect(forbidden.status).toBe(403);
    expect(forbidden.code).toBe('42501');
    expect(forbidden.hint).toBeUndefined();
  });

  it('416 PGRST103 → RangeNotSatisfiableError with code and details', async () => {
    const error = await httpErrorFor(
      jsonResponse(
        {
          code: 'PGRST103',
          details: 'An offset of 100 was requested, but there are only 15 rows.',
          hint: null,
          message: 'Requested range not satisfiable',
        },
        { status: 416, headers: { 'Content-Range': '*/15' } },
      ),
    );
    expect(error).toBeInstanceOf(RangeNotSatisfiableError);
    expect(error.name).toBe('RangeNotSatisfiableError');
    expect(error.status).toBe(416);
    expect(error.code).toBe('PGRST103');
    expect(error.details).toBe('An offset of 100 was requested, but there are only 15 rows.');
    expect(error.shortMessage).toBe('HTTP 416: Requested range not satisfiable');
  });

  it('400 42703 (unknown column) → plain HttpError with code and hint', async () => {
    const hint = 'Perhaps you meant to reference the column "asset-total-apy.totalSupplyApy".';
    const error = await httpErrorFor(
      jsonResponse(
        { code: '42703', details: null, hint, message: 'column asset-total-apy.totalsupplyapy does not exist' },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    expect(error.name).toBe('HttpError');
    expect(error).not.toBeInstanceOf(AuthError);
    expect(error.code).toBe('42703');
    expect(error.hint).toBe(hint);
    expect(error.details).toBe(hint);
    expect(error.message).toContain('column asset-total-apy.totalsupplyapy does not exist');
  });

  it('joins PostgREST details and hint', async () => {
    const error = await httpErrorFor(
      jsonResponse(
        { code: 'PGRST100', details: 'unexpected "o"', hint: 'check the operator', message: 'failed to parse filter' },
        { status: 400 },
      ),
    );
    expect(error.details).toBe('unexpected "o" check the operator');
    expect(error.message).toBe('HTTP 400: failed to parse filter\n\nDetails: unexpected "o" check the operator');
  });

  it('surfaces the rewards API {error} body in the message', async () => {
    const invalid = await httpErrorFor(
      jsonResponse({ error: 'Invalid chain. Supported chains are: mode, base' }, { status: 400 }),
    );
    expect(invalid.shortMessage).toBe('HTTP 400: Invalid chain. Supported chains are: mode, base');
    expect(invalid.body).toEqual({ error: 'Invalid chain. Supported chains are: mode, base' });

    const failed = await httpErrorFor(
      jsonResponse(
        { error: 'Failed to fetch user rewards data' },
        { status: 500, statusText: 'Internal Server Error' },
      ),
    );
    expect(failed.shortMessage).toBe('HTTP 500 Internal Server Error: Failed to fetch user rewards data');
  });

  it('keeps a 502 HTML body as text', async () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>';
    const error = await httpErrorFor(
      textResponse(html, { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }),
    );
    expect(error.status).toBe(502);
    expect(error.body).toBe(html);
    expect(error.shortMessage).toBe('HTTP 502 Bad Gateway');
    expect(error.code).toBeUndefined();
  });

  it('truncates a huge non-JSON error body', async () => {
    const error = await httpErrorFor(textResponse('x'.repeat(10_000), { status: 503 }));
    expect(typeof error.body).toBe('string');
    expect((error.body as string).length).toBeLessThanOrEqual(2001);
    expect(error.body).toMatch(/^x{2000}…$/);
  });

  it('keeps an empty error body as an empty string', async () => {
    const error = await httpErrorFor(textResponse('', { status: 500 }));
    expect(error.body).toBe('');
    expect(error.shortMessage).toBe('HTTP 500');
  });

  it('429 with Retry-After in seconds → retryAfterMs', async () => {
    const error = await httpErrorFor(
      jsonResponse({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '3' } }),
    );
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(3000);
  });

  it('429 with Retry-After as an HTTP date → milliseconds from now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-12T10:00:00.000Z'));
    const error = await httpErrorFor(
      textResponse('slow down', { status: 429, headers: { 'Retry-After': 'Fri, 12 Jul 2024 10:00:30 GMT' } }),
    );
    expect(error.retryAfterMs).toBe(30_000);
  });

  it("counts a Retry-After date from the server's Date, not from a device clock hours off", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-12T07:00:00.000Z'));
    const headers = { 'Retry-After': 'Fri, 12 Jul 2024 10:02:00 GMT', Date: 'Fri, 12 Jul 2024 10:00:00 GMT' };
    const error = await httpErrorFor(textResponse('slow down', { status: 503, headers }));
    expect(error.retryAfterMs).toBe(120_000);
  });

  it('leaves retryAfterMs undefined without Retry-After', async () => {
    const error = await httpErrorFor(jsonResponse({ message: 'oops' }, { status: 503 }));
    expect(error.retryAfterMs).toBeUndefined();
  });

  it('treats 206 Partial Content as success', async () => {
    const config = makeConfig(fakeFetch(() => jsonResponse([], { status: 206 })));
    await expect(request(config, { url })).resolves.toMatchObject({ status: 206, data: [] });
  });
});

describe('request: what reaches end users is short and plain', () => {
  it('a 5,000-character message with a URL and line breaks becomes one bounded line without the URL', async () => {
    const message = `Upstream failed, see https://internal.example/debug?trace=1\n${'x'.repeat(5000)}`;
    const error = await httpErrorFor(jsonResponse({ message }, { status: 400 }));
    expect(error.shortMessage.startsWith('HTTP 400: Upstream failed, see [link] xxx')).toBe(true);
    expect(error.shortMessage.length).toBeLessThanOrEqual('HTTP 400: '.length + 161);
    expect(error.shortMessage).not.toContain('internal.example');
    expect(error.shortMessage).not.toContain('\n');
    expect((error.body as { message: string }).message).toBe(message);
  });

  it('a huge JSON error body is kept as bounded text, never parsed whole', async () => {
    const error = await httpErrorFor(jsonResponse({ message: 'm', padding: 'p'.repeat(100_000) }, { status: 500 }));
    expect(typeof error.body).toBe('string');
    expect((error.body as string).length).toBeLessThanOrEqual(2001);
  });
});

describe('request: bodies that are not JSON', () => {
  it.each([
    ['empty', ''],
    ['whitespace only', ' \n '],
  ])('a 200 with an %s body → ResponseValidationError', async (_label, body) => {
    const config = makeConfig(fakeFetch(() => textResponse(body)));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ name: 'ResponseValidationError', shortMessage: 'The response body is empty.', url });
  });

  it.each([
    ['truncated JSON', '[{"id":1,"chain_id":"84'],
    ['a captive-portal HTML page', '<!doctype html><title>Sign in to Wi-Fi</title>'],
  ])('a 200 with %s → ResponseValidationError', async (_label, body) => {
    const config = makeConfig(fakeFetch(() => textResponse(body)));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    const validation = error as ResponseValidationError;
    expect(validation.shortMessage).toBe('The response body is not valid JSON.');
    expect(validation.issues).toHaveLength(1);
    expect(validation.issues[0]?.message).toEqual(expect.any(String));
  });
});

describe('request: bodies too large to read', () => {
  const MiB = 1024 * 1024;

  /** An endless body of `[` and spaces, 1 MiB a chunk, that counts what was pulled and whether it was cancelled. */
  function endlessBody() {
    const seen = { chunks: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        seen.chunks++;
        controller.enqueue(new Uint8Array(MiB).fill(seen.chunks === 1 ? 0x5b : 0x20));
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    return { stream, seen };
  }

  it('stops reading an answer that never ends at MAX_BODY_BYTES, cancels it and fails as validation (not retried)', async () => {
    const { stream, seen } = endlessBody();
    const config = makeConfig(fakeFetch(() => new Response(stream, { status: 200 })));
    const error = await rejectionOf(request(config, { url }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ shortMessage: 'The response is too large to read.', url });
    expect(seen.cancelled).toBe(true);
    expect(seen.chunks).toBeLessThanOrEqual(MAX_BODY_BYTES / MiB + 2);
  });

  it('keeps the status of a failed answer whose body is too large', async () => {
    const { stream, seen } = endlessBody();
    const error = await httpErrorFor(new Response(stream, { status: 500 }));
    expect(error).toMatchObject({ name: 'HttpError', status: 500 });
    expect(seen.cancelled).toBe(true);
  });

  it('reads an answer of exactly MAX_BODY_BYTES, and multi-byte text split across chunks', async () => {
    const text = JSON.stringify(['5,3 % — ü']).padEnd(MAX_BODY_BYTES, ' ');
    const bytes = new TextEncoder().encode(text);
    expect(bytes.byteLength).toBeGreaterThan(MAX_BODY_BYTES);
    const exact = bytes.slice(0, MAX_BODY_BYTES);
    // Cut inside the three-byte "—" (bytes 8–10) and the two-byte "ü" (bytes 12–13).
    const cuts = [0, 9, 13, 3 * MiB, exact.byteLength];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 1; i < cuts.length; i++) controller.enqueue(exact.slice(cuts[i - 1], cuts[i]));
        controller.close();
      },
    });
    const config = makeConfig(fakeFetch(() => new Response(stream, { status: 200 })));
    expect((await request(config, { url })).data).toEqual(['5,3 % — ü']);
  });

  it('refuses a compressed answer that inflates past the limit (a gzip bomb) from a real server, without holding it', async () => {
    const bomb = gzipSync(Buffer.alloc(40 * MiB, 0x20));
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(bomb);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const config = makeConfig(globalThis.fetch);
      const error = await rejectionOf(request(config, { url: `http://127.0.0.1:${port}/asset-total-apy` }));
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect(error).toMatchObject({ shortMessage: 'The response is too large to read.' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('request: the anon key never leaks', () => {
  function expectNoKey(error: unknown) {
    expect(error).toBeInstanceOf(Error);
    const e = error as Error & { details?: string; body?: unknown; hint?: string };
    expect(e.message).not.toContain(ANON_KEY);
    expect(String(e)).not.toContain(ANON_KEY);
    expect(JSON.stringify(e)).not.toContain(ANON_KEY);
    expect(inspect(e, { depth: 10 })).not.toContain(ANON_KEY);
    expect(String(e.details)).not.toContain(ANON_KEY);
    expect(JSON.stringify(e.body ?? null)).not.toContain(ANON_KEY);
    expect(String(e.hint)).not.toContain(ANON_KEY);
  }

  it('when a 401 JSON body echoes the key', async () => {
    const error = await httpErrorFor(
      jsonResponse({ message: `Invalid API key ${ANON_KEY}`, hint: `Got apikey=${ANON_KEY}` }, { status: 401 }),
    );
    expectNoKey(error);
    expect(error.shortMessage).toBe('HTTP 401: Invalid API key [redacted]');
    expect(error.hint).toBe('Got apikey=[redacted]');
  });

  it('when a PostgREST 400 body echoes it in details', async () => {
    const error = await httpErrorFor(
      jsonResponse(
        { code: 'PGRST301', details: `token ${ANON_KEY} rejected`, hint: null, message: 'JWSError' },
        { status: 400 },
      ),
    );
    expectNoKey(error);
    expect(error.details).toBe('token [redacted] rejected');
  });

  it('when a text 500 body echoes it', async () => {
    const error = await httpErrorFor(textResponse(`upstream said: Authorization: Bearer ${ANON_KEY}`, { status: 500 }));
    expectNoKey(error);
    expect(error.body).toBe('upstream said: Authorization: Bearer [redacted]');
  });

  it('when the status text echoes it', async () => {
    const error = await httpErrorFor(jsonResponse({}, { status: 401, statusText: `Bad key ${ANON_KEY}` }));
    expectNoKey(error);
    expect(error.shortMessage).toBe('HTTP 401 Bad key [redacted]');
  });

  it('when the JSON body spells the key with escapes, which only decoding reveals', async () => {
    const escaped = ANON_KEY.replaceAll('.', '\\u002e');
    const raw = `{"message":"bad token ${escaped}","details":"${escaped}","hint":null,"code":"PGRST301","${escaped}":1}`;
    expect(raw).not.toContain(ANON_KEY);
    const error = await httpErrorFor(textResponse(raw, { status: 401 }));
    expectNoKey(error);
    expect(error.shortMessage).toBe('HTTP 401: bad token [redacted]');
    expect(error.body).toEqual({
      message: 'bad token [redacted]',
      details: '[redacted]',
      hint: null,
      code: 'PGRST301',
      '[redacted]': 1,
    });
  });

  it('when a 200 body is not JSON and holds the key', async () => {
    const config = makeConfig(fakeFetch(() => textResponse(`${ANON_KEY} {oops`)));
    expectNoKey(await rejectionOf(request(config, { url })));
  });

  it('on a timeout and a network failure', async () => {
    expectNoKey(await rejectionOf(request(makeConfig(hangingFetch(), { timeoutMs: 10 }), { url })));
    const network = makeConfig(
      vi.fn<typeof globalThis.fetch>(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expectNoKey(await rejectionOf(request(network, { url })));
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2024-07-12T10:00:00Z');

  it.each([
    ['0', 0],
    ['3', 3000],
    [' 120 ', 120_000],
    ['Fri, 12 Jul 2024 10:01:00 GMT', 60_000],
    ['Fri, 12 Jul 2024 09:00:00 GMT', 0],
    // The two obsolete HTTP-date forms a recipient must still accept (RFC 9110, 5.6.7).
    ['Friday, 12-Jul-24 10:01:00 GMT', 60_000],
    ['Fri Jul 12 10:01:00 2024', 60_000],
    ['Fri Jul  5 10:01:00 2024', 0],
  ])('%j → %d ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });

  it.each([null, '', 'soon', 'Fri, 99 Foo 2024', 'Fri Jul 12 10:01:00 2024 +0200', 'Friday, 12-Jul-24 10:01:00'])(
    '%j → undefined',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    },
  );

  // Date.parse's legacy parser reads "3.5" as 2001-03-05: such values must not mean "retry now".
  it.each(['3.5', '-1'])('malformed %j → undefined, not "retry immediately"', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('redact', () => {
  it('replaces every occurrence of the secret', () => {
    expect(redact(`a ${ANON_KEY} b ${ANON_KEY}`, ANON_KEY)).toBe('a [redacted] b [redacted]');
    expect(redact('nothing here', ANON_KEY)).toBe('nothing here');
    expect(redact('text', '')).toBe('text');
  });
});
