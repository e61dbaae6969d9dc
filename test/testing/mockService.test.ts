import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAssetApys } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../../src/core/errors';
import { fetchUserRewards } from '../../src/core/userRewards';
import {
  createMockService,
  MOCK_ANON_KEY,
  MOCK_APY_URL,
  MOCK_REWARDS_URL,
  type MockFault,
  type MockService,
  sampleAssetApys,
  sampleUsers,
} from '../../src/testing';
import { authHeaders, send, serveMockService } from './mswService';

const TABLE = `${MOCK_APY_URL}/asset-total-apy`;
const getRows = (query = '?select=id&limit=3') => send(`${TABLE}${query}`, { headers: authHeaders });
const getRewards = () => send(`${MOCK_REWARDS_URL}/api/rewards/mode/${sampleUsers.whale}`);
const configOf = (service: MockService, timeoutMs?: number) => createConfig({ ...service.config, timeoutMs });

describe('faults', () => {
  const mock = serveMockService({ assetApys: sampleAssetApys });

  it('answers a status fault with the service’s error shape, on that service only', async () => {
    mock.service.setFaults({ apy: { status: 503 }, rewards: { status: 500 } });
    const apy = await getRows();
    expect(apy.status).toBe(503);
    expect(apy.json).toEqual({ message: 'Mock fault: HTTP 503' });
    const rewards = await getRewards();
    expect(rewards.status).toBe(500);
    expect(rewards.text).toBe('{"error":"Failed to fetch user rewards data"}');
    mock.service.setFaults({ rewards: { status: 429 } });
    expect((await getRows()).status).toBe(200);
  });

  it('sends a given body and headers', async () => {
    mock.service.setFaults({ apy: { status: 429, body: 'slow down', headers: { 'Retry-After': '2' } } });
    const reply = await getRows();
    expect(reply.status).toBe(429);
    expect(reply.text).toBe('slow down');
    expect(reply.headers.get('retry-after')).toBe('2');
    mock.service.setFaults({ rewards: { status: 418, body: { error: 'teapot' } } });
    expect((await getRewards()).json).toEqual({ error: 'teapot' });
  });

  it("lets header overrides replace the mock's own whatever their case", async () => {
    mock.service.setFaults({ apy: { status: 503, body: '<p>down</p>', headers: { 'content-type': 'text/html' } } });
    expect((await getRows()).headers.get('content-type')).toBe('text/html');
    mock.service.setFaults({ rewards: { status: 500, headers: { 'x-powered-by': 'nginx' } } });
    expect((await getRewards()).headers.get('x-powered-by')).toBe('nginx');
  });

  it('refuses a fault kind it does not know', () => {
    expect(() => mock.service.setFaults({ apy: { kind: 'timeout' } as unknown as MockFault })).toThrow(RangeError);
  });

  it("takes a status fault that names its kind ('status'), as the type allows", async () => {
    mock.service.setFaults({ apy: { kind: 'status', status: 503 } });
    expect((await getRows()).status).toBe(503);
  });

  it('applies a fault to the next `times` requests only', async () => {
    mock.service.setFaults({ apy: { status: 500, times: 2 } });
    expect((await getRows()).status).toBe(500);
    expect((await getRows()).status).toBe(500);
    expect((await getRows()).status).toBe(200);
    expect((await getRows()).status).toBe(200);
  });

  it('clears faults with setFaults({})', async () => {
    mock.service.setFaults({ apy: { kind: 'reset' } });
    mock.service.setFaults({});
    expect((await getRows()).status).toBe(200);
  });

  it('truncates the JSON with `malformed`', async () => {
    mock.service.setFaults({ apy: { kind: 'malformed' } });
    const reply = await getRows();
    expect(reply.status).toBe(200);
    expect(reply.text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(reply.text)).toThrow();
    expect(reply.text.startsWith('[{"id":108000')).toBe(true);
    await expect(fetchAssetApys(configOf(mock.service))).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('sends 200 with no body with `empty`', async () => {
    mock.service.setFaults({ rewards: { kind: 'empty' } });
    const reply = await getRewards();
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('');
    await expect(
      fetchUserRewards(configOf(mock.service), { chain: 'mode', user: sampleUsers.whale }),
    ).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('sends an HTML error page with `html`', async () => {
    mock.service.setFaults({ apy: { kind: 'html', status: 502 } });
    const reply = await getRows();
    expect(reply.status).toBe(502);
    expect(reply.headers.get('content-type')).toBe('text/html');
    expect(reply.text).toContain('<title>502 Bad Gateway</title>');
    mock.service.setFaults({ apy: { kind: 'html', status: 502 } });
    const error = await fetchAssetApys(configOf(mock.service)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
  });

  it('fails at the network level with `reset`', async () => {
    mock.service.setFaults({ apy: { kind: 'reset' } });
    await expect(fetch(TABLE, { headers: authHeaders })).rejects.toThrow(TypeError);
    await expect(fetchAssetApys(configOf(mock.service))).rejects.toBeInstanceOf(NetworkError);
  });

  it('never answers with `hang`, until the request is aborted', async () => {
    mock.service.setFaults({ rewards: { kind: 'hang' } });
    const controller = new AbortController();
    const pending = fetch(`${MOCK_REWARDS_URL}/`, { signal: controller.signal });
    let settled = false;
    void pending.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const timedOut = fetchUserRewards(configOf(mock.service, 50), { chain: 'mode', user: sampleUsers.whale });
    await expect(timedOut).rejects.toBeInstanceOf(TimeoutError);
  });

  it('puts a number where a string belongs with `wrongType`', async () => {
    mock.service.setFaults({ apy: { kind: 'wrongType', index: 1 } });
    const reply = await getRows('?select=id,totalSupplyApy&limit=3');
    const rows = reply.json as Record<string, unknown>[];
    expect(typeof rows[0]?.totalSupplyApy).toBe('string');
    expect(typeof rows[1]?.totalSupplyApy).toBe('number');
    expect(rows[1]?.totalSupplyApy).toBe(Number(sampleAssetApys[1]?.totalSupplyApy));
    mock.service.setFaults({ apy: { kind: 'wrongType', index: 1 } });
    const error = await fetchAssetApys(configOf(mock.service), { range: { from: 0, to: 2 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]).toMatchObject({ index: 1, path: 'totalSupplyApy' });
    mock.service.setFaults({ rewards: { kind: 'wrongType' } });
    expect(((await getRewards()).json as Record<string, unknown>).totalRewards).toBe(1.2345678901234568e26);
  });

  it('adds an unknown field to every row with `extraField`, which the fetcher tolerates', async () => {
    mock.service.setFaults({ apy: { kind: 'extraField', times: 2 } });
    const reply = await getRows();
    expect((reply.json as unknown[]).length).toBeGreaterThan(0);
    expect((reply.json as Record<string, unknown>[]).every((row) => row.unexpectedField === 'mock')).toBe(true);
    const result = await fetchAssetApys(configOf(mock.service), { range: { from: 0, to: 4 } });
    expect(result.rows).toHaveLength(5);
  });
});

describe('createMockService', () => {
  const mock = serveMockService({ faults: { rewards: { status: 503 } } });

  it('starts with the given faults and restores them, the data and an empty log on reset()', async () => {
    expect((await getRewards()).status).toBe(503);
    mock.service.setFaults({});
    mock.service.data.assetApys.length = 0;
    expect((await getRows()).json).toEqual([]);
    mock.service.reset();
    expect(mock.service.requests).toEqual([]);
    expect((await getRewards()).status).toBe(503);
    expect((await getRows()).json).toEqual([{ id: 108000 }, { id: 108001 }, { id: 108002 }]);
  });

  it('restores rows changed in place on reset()', async () => {
    const first = mock.service.data.assetApys[0] as { supplyApy: string | null };
    const before = first.supplyApy;
    first.supplyApy = '999';
    mock.service.reset();
    expect(mock.service.data.assetApys[0]?.supplyApy).toBe(before);
  });

  it('stamps its default rows on its clock again at reset(): a clock faked after the mock was made', () => {
    const newest = () => Math.max(...mock.service.data.assetApys.map((row) => Date.parse(row.created_at)));
    const real = Date.now();
    const faked = real - 30 * 86_400_000;
    vi.useFakeTimers({ now: faked, toFake: ['Date'] });
    try {
      expect(newest()).toBeGreaterThan(faked + 86_400_000);
      mock.service.reset();
      expect(newest()).toBeLessThanOrEqual(faked);
      expect(newest()).toBeGreaterThan(faked - 2 * 3_600_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses rewards records it could not sum', () => {
    const record = { chain: 'mode', user: sampleUsers.whale, totalRewards: '5', ionTokenAddress: '0x1' } as const;
    expect(() => createMockService({ rewards: [{ ...record, totalRewards: '1.5' }] })).toThrow(TypeError);
    expect(() => createMockService({ rewards: [{ ...record, chain: 'Mode' as 'mode' }] })).toThrow(TypeError);
    expect(() => createMockService({ rewards: [{ ...record, totalRewards: '0x10' }] })).toThrow(TypeError);
    expect(() => createMockService({ rewards: [record] })).not.toThrow();
  });

  it('reads its live data on every request', async () => {
    mock.service.data.rewards.push({
      chain: 'base',
      user: sampleUsers.none,
      totalRewards: '5',
      ionTokenAddress: '0x3ee5e23eee121094f1cfc0ccc79d6c809ebd22e5',
    });
    mock.service.setFaults({});
    const reply = await send(`${MOCK_REWARDS_URL}/api/rewards/base/${sampleUsers.none}`);
    expect(reply.json).toMatchObject({ totalRewards: '5' });
  });

  it('logs every request without the anon key', async () => {
    await send(`${TABLE}?select=id&limit=1&apikey=${MOCK_ANON_KEY}`, { headers: authHeaders });
    await getRewards();
    expect(mock.service.requests).toHaveLength(2);
    const [apy, rewards] = mock.service.requests;
    expect(apy).toMatchObject({ service: 'apy', method: 'GET' });
    expect(apy?.url).toBe(`${TABLE}?select=id&limit=1&apikey=[redacted]`);
    expect(apy?.headers.apikey).toBe('[redacted]');
    expect(apy?.headers.authorization).toBe('Bearer [redacted]');
    expect(JSON.stringify(mock.service.requests)).not.toContain(MOCK_ANON_KEY);
    expect(rewards).toMatchObject({
      service: 'rewards',
      url: `${MOCK_REWARDS_URL}/api/rewards/mode/${sampleUsers.whale}`,
    });
  });

  it('redacts only the key where a client sends it, whatever its length', async () => {
    const short = createMockService({ anonKey: 'test' });
    mock.server.use(...short.handlers);
    await send(`${TABLE}?select=id&limit=1&apikey=test`, { headers: { apikey: 'test', Authorization: 'Bearer test' } });
    const [apy] = short.requests;
    expect(apy?.url).toBe(`${TABLE}?select=id&limit=1&apikey=[redacted]`);
    expect(apy?.headers).toMatchObject({ apikey: '[redacted]', authorization: 'Bearer [redacted]' });
  });

  it('logs every request header, one named like an Object property too', async () => {
    const headers = new Headers({ apikey: MOCK_ANON_KEY });
    headers.set('__proto__', 'x');
    headers.set('constructor', 'y');
    await send(`${TABLE}?select=id&limit=1`, { headers });
    expect(mock.service.requests[0]?.headers).toMatchObject({ __proto__: 'x', constructor: 'y', apikey: '[redacted]' });
    expect(Object.keys(mock.service.requests[0]?.headers ?? {})).toContain('__proto__');
  });

  it('returns createConfig input', () => {
    expect(mock.service.config).toEqual({ apyUrl: MOCK_APY_URL, rewardsUrl: MOCK_REWARDS_URL, anonKey: MOCK_ANON_KEY });
    expect(() => createConfig(mock.service.config)).not.toThrow();
  });

  it('rejects bad options', () => {
    expect(() => createMockService({ apyUrl: 'ftp://x/rest/v1' })).toThrow(TypeError);
    expect(() => createMockService({ maxRows: 0 })).toThrow(RangeError);
    expect(() => createMockService({ latencyMs: -1 })).toThrow(RangeError);
    expect(() => mock.service.setFaults({ apy: { status: 500, times: -1 } })).toThrow(RangeError);
  });
});

describe('latency', () => {
  const mock = serveMockService({ latencyMs: { apy: 120 } });

  it('delays the configured service only', async () => {
    const settled: string[] = [];
    const started = performance.now();
    const rows = getRows().then(() => settled.push('apy'));
    const rewards = getRewards().then(() => settled.push('rewards'));
    await Promise.all([rows, rewards]);
    // Only lower bounds and order: the timer guarantees them even on a loaded machine.
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(settled).toEqual(['rewards', 'apy']);
    expect(mock.service.requests).toHaveLength(2);
  });

  it('gives a fault to requests that arrive after it is set, not to one still waiting from before', async () => {
    const earlier = getRows();
    await new Promise((resolve) => setTimeout(resolve, 20));
    mock.service.setFaults({ apy: { status: 500, times: 1 } });
    expect((await earlier).status).toBe(200);
    expect((await getRows()).status).toBe(500);
  });
});

describe('same-origin base paths', () => {
  const server = setupServer();
  afterEach(() => server.close());

  it('serves /rest/v1 and /api/ion-rewards on the page’s origin', async () => {
    const service = createMockService({ apyUrl: '/rest/v1', rewardsUrl: '/api/ion-rewards' });
    server.resetHandlers(...service.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    expect(window.location.origin).toBe('http://localhost:3000');
    const config = createConfig(service.config);
    const apys = await fetchAssetApys(config, {
      chainId: 34443,
      select: ['id', 'chain_id'],
      range: { from: 0, to: 1 },
    });
    expect(apys.rows).toEqual([
      { id: 108000, chain_id: '34443' },
      { id: 108001, chain_id: '34443' },
    ]);
    const rewards = await fetchUserRewards(config, { chain: 'mode', user: sampleUsers.small });
    expect(rewards.totalRewards).toBe('1');
    expect(service.requests.map((r) => r.url)).toEqual([
      'http://localhost:3000/rest/v1/asset-total-apy?select=id%2Cchain_id&chain_id=eq.34443',
      `http://localhost:3000/api/ion-rewards/api/rewards/mode/${sampleUsers.small}`,
    ]);
    const health = await send('/api/ion-rewards/');
    expect(health.json).toEqual({ status: 'healthy' });
  });
});
