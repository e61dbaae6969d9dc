// @vitest-environment node
import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchAssetApys } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { AuthError, NetworkError, RangeNotSatisfiableError } from '../../src/core/errors';
import { fetchUserRewards } from '../../src/core/userRewards';
import { type MockServer, sampleAssetApys, sampleUsers, startMockServer } from '../../src/testing';
import { ION } from '../core/helpers';

let server: MockServer;

beforeAll(async () => {
  server = await startMockServer({ assetApys: sampleAssetApys });
});
afterAll(() => server.close());
beforeEach(() => server.service.reset());

const auth = () => ({ apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` });
const client = () => new PostgrestClient(server.apyUrl, { headers: auth() });
const config = () => createConfig({ apyUrl: server.apyUrl, anonKey: server.anonKey, rewardsUrl: server.rewardsUrl });

describe('startMockServer', () => {
  it('listens on a random port of 127.0.0.1 with the APY root under /rest/v1 and rewards at the origin', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.apyUrl).toBe(`${server.url}/rest/v1`);
    expect(server.rewardsUrl).toBe(server.url);
    expect(server.service.config).toEqual({ apyUrl: server.apyUrl, rewardsUrl: server.url, anonKey: server.anonKey });
    const health = await fetch(`${server.url}/`);
    expect(await health.json()).toEqual({ status: 'healthy' });
  });

  it('serves PostgREST answers over HTTP with their headers', async () => {
    const response = await fetch(`${server.apyUrl}/asset-total-apy?select=id&chain_id=eq.10&id=lt.108064`, {
      headers: { ...auth(), Origin: 'http://localhost:6006', Prefer: 'count=exact', Range: '0-3' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-3/8');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual([{ id: 108014 }, { id: 108015 }, { id: 108030 }, { id: 108031 }]);
  });

  it('drops the connection for a reset fault and keeps serving afterwards', async () => {
    server.service.setFaults({ apy: { kind: 'reset', times: 1 } });
    await expect(fetch(`${server.apyUrl}/asset-total-apy`, { headers: auth() })).rejects.toThrow(TypeError);
    expect((await fetch(`${server.apyUrl}/asset-total-apy?limit=1`, { headers: auth() })).status).toBe(200);
  });

  it('holds a hanging request until the client aborts it', async () => {
    server.service.setFaults({ rewards: { kind: 'hang', times: 1 } });
    const controller = new AbortController();
    const pending = fetch(`${server.url}/api/rewards/mode/${sampleUsers.whale}`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const next = await fetch(`${server.url}/api/rewards/mode/${sampleUsers.whale}`);
    expect(next.status).toBe(200);
  });

  it('runs two servers side by side and refuses connections once closed', async () => {
    const other = await startMockServer({ anonKey: 'other-key', maxRows: 2 });
    expect(other.url).not.toBe(server.url);
    const rows = await fetch(`${other.apyUrl}/asset-total-apy?select=id`, { headers: { apikey: 'other-key' } });
    expect(await rows.json()).toEqual([{ id: 108000 }, { id: 108001 }]);
    other.service.setFaults({ rewards: { kind: 'hang' } });
    const hanging = fetch(`${other.url}/`);
    await other.close();
    await expect(hanging).rejects.toThrow(TypeError);
    await expect(fetch(`${other.url}/`)).rejects.toThrow(TypeError);
  });
});

describe('with @supabase/postgrest-js as the client', () => {
  it('selects columns, filters by chain, orders and pages with an exact count', async () => {
    const { data, error, count, status } = await client()
      .from('asset-total-apy')
      .select('id, chain_id, totalSupplyApy', { count: 'exact' })
      .eq('chain_id', '8453')
      .order('id', { ascending: false })
      .range(20, 29);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(504);
    expect(data).toHaveLength(10);
    expect(data?.every((row) => row.chain_id === '8453')).toBe(true);
    const ids = data?.map((row) => row.id) ?? [];
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const log = server.service.requests.at(-1);
    expect(log?.url).toContain('offset=20&limit=10');
    expect(log?.headers.prefer).toBe('count=exact');
  });

  it('reads .single() through the singular media type', async () => {
    const { data, error } = await client().from('asset-total-apy').select('id,chain_id').eq('id', 108000).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 108000, chain_id: '34443' });
  });

  it('reports an unknown column as PostgREST does', async () => {
    const { data, error, status } = await client().from('asset-total-apy').select('id,banana');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '42703',
      details: null,
      hint: null,
      message: 'column asset-total-apy.banana does not exist',
    });
  });

  it('recovers from transient 503s by retrying, as the real client does', async () => {
    server.service.setFaults({ apy: { status: 503, times: 2, headers: { 'Retry-After': '0' } } });
    const { data, error } = await client().from('asset-total-apy').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 108000 }]);
    expect(server.service.requests.map((r) => r.headers['x-retry-count'])).toEqual([undefined, '1', '2']);
  });
});

describe('with the core fetchers as the client', () => {
  it('pages one chain with a Range header and reads the total', async () => {
    const result = await fetchAssetApys(config(), { chainId: 8453, range: { from: 20, to: 29 }, count: 'exact' });
    expect(result.rows).toHaveLength(10);
    expect(result.rows.every((row) => row.chain_id === '8453')).toBe(true);
    expect(result.range).toEqual({ from: 20, to: 29 });
    expect(result.total).toBe(504);
    expect(server.service.requests.at(-1)?.headers.range).toBe('20-29');
  });

  it('narrows columns, filters and orders', async () => {
    const result = await fetchAssetApys(config(), {
      select: ['id', 'borrowApy'],
      filter: { chain_id: '34443', borrowApy: { is: null } },
      order: [{ column: 'id', ascending: false }],
      range: { from: 0, to: 2 },
    });
    const expected = sampleAssetApys
      .filter((row) => row.chain_id === '34443' && row.borrowApy === null)
      .map((row) => ({ id: row.id, borrowApy: null }))
      .reverse()
      .slice(0, 3);
    expect(expected).toHaveLength(3);
    expect(result.rows).toEqual(expected);
    expect(result.total).toBeNull();
  });

  it('maps a range past the end to RangeNotSatisfiableError and a wrong key to AuthError', async () => {
    const pastEnd = fetchAssetApys(config(), { chainId: 10, range: { from: 200, to: 209 }, count: 'exact' });
    await expect(pastEnd).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    const wrongKey = createConfig({ apyUrl: server.apyUrl, anonKey: 'wrong', rewardsUrl: server.rewardsUrl });
    const denied = await fetchAssetApys(wrongKey).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(AuthError);
    expect((denied as AuthError).status).toBe(401);
  });

  it('reads rewards and lowercases the checksummed ION address', async () => {
    const rewards = await fetchUserRewards(config(), { chain: 'mode', user: sampleUsers.whale });
    expect(rewards).toEqual({
      chain: 'mode',
      user: sampleUsers.whale,
      totalRewards: '123456789012345678901234567',
      ionTokenAddress: ION.mode,
    });
  });

  it('maps a dropped connection to NetworkError', async () => {
    server.service.setFaults({ rewards: { kind: 'reset' } });
    await expect(fetchUserRewards(config(), { chain: 'base', user: sampleUsers.whale })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
