// @vitest-environment node
import { fc, test as fcTest } from '@fast-check/vitest';
import { getAddress } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRewardsProxy, type RewardsProxyOptions } from '../../src/server';
import { type MockServer, sampleRewards, sampleUsers, startMockServer } from '../../src/testing';

let server: MockServer;

beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.service.reset());

const mount = 'https://dapp.example/api/ion-rewards';
const proxy = (options: Partial<RewardsProxyOptions> = {}) => createRewardsProxy({ upstream: server.url, ...options });
const get = (path: string, init: RequestInit = {}) => new Request(`${mount}${path}`, init);
const whaleMode = `/api/rewards/mode/${sampleUsers.whale}`;
const checksummedWhale = getAddress(sampleUsers.whale);

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake upstream fetch that records its calls and answers with `answer`. */
function fakeFetch(answer: () => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, fetch };
}

describe('createRewardsProxy passes through', () => {
  it('a valid wallet on Mode: the upstream 200 body, JSON, cacheable by shared caches', async () => {
    const response = await proxy()(get(whaleMode));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const expected = sampleRewards.find((record) => record.chain === 'mode' && record.user === sampleUsers.whale);
    expect(await response.json()).toEqual({ ...expected, ionTokenAddress: expect.any(String) });
  });

  it('a checksummed address and an upper-case chain, forwarded lowercased', async () => {
    const response = await proxy()(get(`/api/rewards/BASE/${checksummedWhale}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ chain: 'base', user: sampleUsers.whale });
    expect(server.service.requests.map((entry) => new URL(entry.url).pathname)).toEqual([
      `/api/rewards/base/${sampleUsers.whale}`,
    ]);
  });

  it('at any mount prefix, including none', async () => {
    const bare = await proxy()(new Request(`https://dapp.example${whaleMode}`));
    const deep = await proxy()(new Request(`https://dapp.example/a/b/c${whaleMode}`));
    expect([bare.status, deep.status]).toEqual([200, 200]);
  });

  it('no request header but Accept: cookies, authorization and forwarding headers stay behind', async () => {
    await proxy()(
      get(whaleMode, {
        headers: { cookie: 'session=1', authorization: 'Bearer x', 'x-forwarded-for': '1.2.3.4', accept: 'text/html' },
      }),
    );
    const [entry] = server.service.requests;
    expect(entry?.headers.accept).toBe('application/json');
    expect(entry?.headers).not.toHaveProperty('cookie');
    expect(entry?.headers).not.toHaveProperty('authorization');
    expect(entry?.headers).not.toHaveProperty('x-forwarded-for');
  });

  it("the upstream's 500 as its status with the proxy's own body, not cached", async () => {
    server.service.setFaults({ rewards: { status: 500 } });
    const response = await proxy()(get(whaleMode));
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'The rewards API failed' });
  });

  it("the upstream's JSON 429 with its own body", async () => {
    server.service.setFaults({ rewards: { status: 429, body: { error: 'Too many requests' } } });
    const response = await proxy()(get(whaleMode));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: 'Too many requests' });
  });

  it('HEAD: the status and headers with no body', async () => {
    const response = await proxy()(get(whaleMode, { method: 'HEAD' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('cacheSeconds beyond what caches count is written as 2^31, never in exponent form', async () => {
    for (const cacheSeconds of [1e21, 2 ** 40]) {
      expect((await proxy({ cacheSeconds })(get(whaleMode))).headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=2147483648',
      );
    }
  });

  it('cacheSeconds sets s-maxage, and 0 means no-store', async () => {
    expect((await proxy({ cacheSeconds: 300 })(get(whaleMode))).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300',
    );
    expect((await proxy({ cacheSeconds: 0 })(get(whaleMode))).headers.get('cache-control')).toBe('no-store');
  });

  it("to the upstream's own path prefix, whatever host the request names", async () => {
    const upstream = fakeFetch(() => Response.json({ ok: true }));
    const handler = createRewardsProxy({ upstream: 'https://rewards.example/v1/', fetch: upstream.fetch });
    await handler(new Request(`https://evil.example/x${whaleMode}`));
    expect(upstream.calls.map((call) => call.url)).toEqual([`https://rewards.example/v1${whaleMode}`]);
    expect(upstream.calls[0]?.init).toMatchObject({ method: 'GET', redirect: 'manual' });
  });
});

describe("createRewardsProxy never shows the upstream's internals", () => {
  const secret = 'postgres://rewards:hunter2@db.internal:5432/rewards';
  const stackTrace = `Error: connect ECONNREFUSED ${secret}\n    at TCPConnectWrap.afterConnect (node:net:1555:16)`;
  const leaky: [string, () => Response][] = [
    ['a JSON error with a stack trace', () => Response.json({ error: stackTrace, stack: stackTrace }, { status: 500 })],
    ['an HTML error page', () => new Response(`<pre>${stackTrace}</pre>`, { status: 503 })],
    ['a body too large to read', () => new Response(`"${secret}${' '.repeat(1 << 17)}"`, { status: 502 })],
  ];

  it.each(leaky)("answers %s with the upstream's status and the proxy's own short JSON", async (_, answer) => {
    const upstream = fakeFetch(answer);
    const response = await proxy({ fetch: upstream.fetch })(get(whaleMode));
    const status = answer().status;
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('TCPConnectWrap');
    expect(JSON.parse(text)).toEqual({ error: 'The rewards API failed' });
  });

  it('on every 5xx, whatever the body says', async () => {
    for (const status of [500, 501, 502, 503, 504, 599]) {
      const upstream = fakeFetch(() => Response.json({ error: secret }, { status }));
      const response = await proxy({ fetch: upstream.fetch })(get(whaleMode));
      expect([response.status, await response.json()]).toEqual([status, { error: 'The rewards API failed' }]);
    }
  });

  it('passes a 4xx body by default, and with forwardClientErrorBodies: false answers its own, the status kept', async () => {
    const upstream = fakeFetch(() => Response.json({ error: 'Invalid chain', detail: secret }, { status: 400 }));
    const passed = await proxy({ fetch: upstream.fetch })(get(whaleMode));
    expect([passed.status, await passed.json()]).toEqual([400, { error: 'Invalid chain', detail: secret }]);
    const own = await proxy({ fetch: upstream.fetch, forwardClientErrorBodies: false })(get(whaleMode));
    expect([own.status, await own.json()]).toEqual([400, { error: 'The rewards API refused the request' }]);
    const ok = await proxy({ fetch: fakeFetch(() => Response.json({ ok: 1 })).fetch, forwardClientErrorBodies: false })(
      get(whaleMode),
    );
    expect(await ok.json()).toEqual({ ok: 1 });
  });
});

describe('createRewardsProxy refuses', () => {
  const refused = async (request: Request, options: Partial<RewardsProxyOptions> = {}) => {
    const upstream = fakeFetch(() => Response.json({}));
    const response = await proxy({ fetch: upstream.fetch, ...options })(request);
    expect(upstream.calls).toEqual([]);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    return { status: response.status, body: await response.json(), allow: response.headers.get('allow') };
  };

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s with 405 and Allow: GET, HEAD', async (method) => {
    expect(await refused(get(whaleMode, { method }))).toEqual({
      status: 405,
      body: { error: 'Method not allowed' },
      allow: 'GET, HEAD',
    });
  });

  it('a query string with 400', async () => {
    expect((await refused(get(`${whaleMode}?url=https://evil.example`))).status).toBe(400);
    expect((await refused(get(`${whaleMode}?`))).status).toBe(400);
  });

  it.each([
    '/',
    '/api/rewards/mode',
    `/api/rewards/mode/${sampleUsers.whale}/extra`,
    `/api/rewards/mode/${sampleUsers.whale}/`,
    `/api/other/mode/${sampleUsers.whale}`,
    `/xapi/rewards/mode/${sampleUsers.whale}`,
  ])('another path (%s) with 404', async (path) => {
    expect(await refused(get(path))).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });

  it.each(['optimism', '34443', 'mode%20', '%6dode'])('an unsupported chain (%s) with 400', async (chain) => {
    expect(await refused(get(`/api/rewards/${chain}/${sampleUsers.whale}`))).toMatchObject({
      status: 400,
      body: { error: 'Invalid chain. Supported chains are: mode, base' },
    });
  });

  it.each([
    '0x1234',
    `${sampleUsers.whale}00`,
    '0x0F1A3a4fF0b728d368A635994784494602cE406F',
    `0x${'g'.repeat(40)}`,
    'vitalik.eth',
    `%30x${sampleUsers.whale.slice(2)}`,
  ])('an invalid address (%s) with 400', async (user) => {
    expect(await refused(get(`/api/rewards/mode/${user}`))).toMatchObject({
      status: 400,
      body: { error: 'Invalid address' },
    });
  });
});

describe('createRewardsProxy answers for a failing upstream', () => {
  it('504 when the upstream does not answer within timeoutMs', async () => {
    server.service.setFaults({ rewards: { kind: 'hang' } });
    const response = await proxy({ timeoutMs: 50 })(get(whaleMode));
    expect(response.status).toBe(504);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'The rewards API did not answer in time' });
  });

  it.each([
    ['an injected fetch that ignores its signal', () => new Promise<Response>(() => {})],
    [
      'a body that never ends',
      async () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{')) })),
    ],
  ])('504 within timeoutMs for %s', async (_label, fetch) => {
    const response = await proxy({ timeoutMs: 50, fetch })(get(whaleMode));
    expect(response.status).toBe(504);
  });

  it('502 when the upstream drops the connection', async () => {
    server.service.setFaults({ rewards: { kind: 'reset' } });
    const response = await proxy()(get(whaleMode));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'The rewards API could not be reached' });
  });

  it.each([
    ['an HTML page with a 200', { kind: 'html', status: 200 }],
    ['JSON cut in half', { kind: 'malformed' }],
    ['an empty 200', { kind: 'empty' }],
  ] as const)('502 with our JSON for %s', async (_, fault) => {
    server.service.setFaults({ rewards: fault });
    const response = await proxy()(get(whaleMode));
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'The rewards API answered with a body that is not JSON' });
  });

  it("the status of an HTML 5xx page (a gateway's) with the proxy's own JSON", async () => {
    server.service.setFaults({ rewards: { kind: 'html', status: 503 } });
    const response = await proxy()(get(whaleMode));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The rewards API failed' });
  });

  it('502 for a redirect, which is not followed', async () => {
    const upstream = fakeFetch(
      () => new Response(null, { status: 302, headers: { location: 'https://evil.example' } }),
    );
    const response = await proxy({ fetch: upstream.fetch })(get(whaleMode));
    expect(response.status).toBe(502);
    expect(upstream.calls).toHaveLength(1);
  });
});

describe('createRewardsProxy never throws', () => {
  const garbage: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['a string', 'GET /api/rewards/mode/x'],
    ['a relative url', { method: 'GET', url: 'not a url' }],
    ['a protocol-relative url', { method: 'GET', url: `//${whaleMode}` }],
    [
      'a throwing getter',
      {
        get method(): string {
          throw new Error('boom');
        },
      },
    ],
  ];

  it.each(garbage)('answers a 400 or 405 JSON refusal for %s', async (_, value) => {
    const response = await proxy()(value as Request);
    expect([400, 405]).toContain(response.status);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^(Bad request|Method not allowed)$/) });
  });

  fcTest.prop([fc.webPath(), fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE')], { numRuns: 200 })(
    'answers an arbitrary path with a JSON refusal or a pass-through, never a throw',
    async (path, method) => {
      const upstream = fakeFetch(() => Response.json({ forwarded: true }));
      const response = await proxy({ fetch: upstream.fetch })(new Request(`https://dapp.example${path}`, { method }));
      expect([200, 400, 404, 405]).toContain(response.status);
      if (upstream.calls.length > 0) {
        expect(upstream.calls[0]?.url).toMatch(
          /^http:\/\/127\.0\.0\.1:\d+\/api\/rewards\/(mode|base)\/0x[0-9a-f]{40}$/,
        );
      }
    },
  );
});

describe('createRewardsProxy under load and on the way out', () => {
  it.each([429, 503])("passes on the upstream's Retry-After of a %i, so clients wait as asked", async (status) => {
    server.service.setFaults({ rewards: { status, body: { error: 'slow down' }, headers: { 'Retry-After': '120' } } });
    const response = await proxy()(get(whaleMode));
    expect(response.status).toBe(status);
    expect(response.headers.get('retry-after')).toBe('120');
  });

  it('passes on no Retry-After that is neither seconds nor an HTTP date', async () => {
    const upstream = fakeFetch(() =>
      Response.json({ error: 'x' }, { status: 429, headers: { 'Retry-After': 'soon' } }),
    );
    const response = await proxy({ fetch: upstream.fetch })(get(whaleMode));
    expect(response.headers.get('retry-after')).toBeNull();
  });

  it('stops reading an upstream body once it passes 64 KiB, and answers 502', async () => {
    let pulled = 0;
    const megabyte = new Uint8Array(1 << 20).fill(0x20);
    const upstream = fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              if (pulled >= 50 << 20) return controller.close();
              pulled += megabyte.length;
              controller.enqueue(megabyte);
            },
          }),
        ),
    );
    const response = await proxy({ fetch: upstream.fetch })(get(whaleMode));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'The rewards API answered with a body that is too large' });
    expect(pulled).toBeLessThan(1 << 22);
  });

  it('does not call the upstream for a request its client already left', async () => {
    const upstream = fakeFetch(() => Response.json({ forwarded: true }));
    const response = await proxy({ fetch: upstream.fetch })(get(whaleMode, { signal: AbortSignal.abort() }));
    expect(response.status).toBe(499);
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('createRewardsProxy options', () => {
  it.each([
    '/api/ion-rewards',
    'ftp://rewards.example',
    'https://rewards.example/?a=1',
    'https://u:p@rewards.example',
    'https://:secret@rewards.example',
  ])('refuse upstream %s when created', (upstream) => {
    expect(() => createRewardsProxy({ upstream })).toThrow(TypeError);
  });

  it.each([
    { timeoutMs: -1 },
    { timeoutMs: Number.NaN },
    // A timer fires at once for these: every request would get a 504.
    { timeoutMs: 0 },
    { timeoutMs: 0.5 },
    { timeoutMs: 2_147_483_648 },
    { cacheSeconds: -5 },
  ])('refuse %o when created', (options) => {
    expect(() => createRewardsProxy({ upstream: 'https://rewards.example', ...options })).toThrow(RangeError);
  });

  it('names a missing upstream, and never echoes a configured one that may hold credentials', () => {
    expect(() => createRewardsProxy({ upstream: undefined as unknown as string })).toThrow(/got undefined\.$/);
    expect(() => createRewardsProxy({ upstream: '//deploy:s3cr3t@rewards.example' })).toThrow(
      expect.objectContaining({ name: 'TypeError', message: expect.not.stringContaining('s3cr3t') }),
    );
  });
});
