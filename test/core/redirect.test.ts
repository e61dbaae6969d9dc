// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchAssetApys } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { RedirectError } from '../../src/core/httpFailure';
import { fetchUserRewards } from '../../src/core/userRewards';
import { ANON_KEY, ION, row, USER } from './helpers';

/** A server on 127.0.0.1 that records what it receives and answers with `handle`. */
async function startServer(
  handle: (path: string) => { status: number; headers?: Record<string, string>; body?: string },
) {
  const received: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    received.push({ path, headers: request.headers });
    const answer = handle(path);
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Started = Awaited<ReturnType<typeof startServer>>;
let other: Started;
let service: Started;
let hops = 0;

beforeAll(async () => {
  // Another origin: same host, another port.
  other = await startServer(() => ({ status: 200, body: JSON.stringify([row()]) }));
  service = await startServer((path) => {
    if (path.startsWith('/rest/v1/asset-total-apy')) {
      return { status: 302, headers: { location: `${other.origin}/rest/v1/asset-total-apy?select=*` } };
    }
    if (path.startsWith('/same/rest/v1/asset-total-apy')) {
      return { status: 307, headers: { location: '/moved/rest/v1/asset-total-apy?select=*' } };
    }
    if (path.startsWith('/moved/')) return { status: 200, body: JSON.stringify([row()]) };
    if (path.startsWith('/loop/')) {
      hops++;
      return { status: 302, headers: { location: `/loop/rest/v1/asset-total-apy?hop=${hops}` } };
    }
    if (path.startsWith('/api/rewards/')) {
      return { status: 301, headers: { location: `${other.origin}/api/rewards/mode/${USER}` } };
    }
    return { status: 404, body: '{}' };
  });
});
afterAll(async () => {
  await other.close();
  await service.close();
});
beforeEach(() => {
  other.received.length = 0;
  service.received.length = 0;
});

function configAt(apyPath: string) {
  return createConfig({ apyUrl: `${service.origin}${apyPath}`, anonKey: ANON_KEY, rewardsUrl: service.origin });
}

describe('redirects of requests carrying the anon key (two real servers on 127.0.0.1)', () => {
  it('control: a plain fetch that follows the redirect hands the apikey header to the other origin', async () => {
    await fetch(`${service.origin}/rest/v1/asset-total-apy?select=*`, { headers: { apikey: ANON_KEY } });
    expect(other.received).toHaveLength(1);
    expect(other.received[0]?.headers.apikey).toBe(ANON_KEY);
  });

  it('a redirect to another origin is refused: RedirectError, and the other origin sees no request at all', async () => {
    const error = await fetchAssetApys(configAt('/rest/v1')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ name: 'RedirectError', status: 302, location: other.origin });
    expect(other.received).toEqual([]);
    expect(JSON.stringify(error)).not.toContain(ANON_KEY);
  });

  it('a redirect within the origin is followed, with the key, to the data', async () => {
    const result = await fetchAssetApys(configAt('/same/rest/v1'));
    expect(result.rows).toHaveLength(1);
    expect(service.received.map((r) => r.path.split('?')[0])).toEqual([
      '/same/rest/v1/asset-total-apy',
      '/moved/rest/v1/asset-total-apy',
    ]);
    expect(service.received[1]?.headers.apikey).toBe(ANON_KEY);
    expect(other.received).toEqual([]);
  });

  it('an endless redirect within the origin stops after five hops', async () => {
    const error = await fetchAssetApys(configAt('/loop/rest/v1')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(service.received).toHaveLength(6);
  });

  it('the rewards API carries no key, so its redirects are followed as usual', async () => {
    const otherRewards = await startServer(() => ({
      status: 200,
      body: JSON.stringify({ chain: 'mode', user: USER, totalRewards: '5', ionTokenAddress: ION.mode }),
    }));
    const redirecting = await startServer(() => ({
      status: 301,
      headers: { location: `${otherRewards.origin}/api/rewards/mode/${USER}` },
    }));
    try {
      const config = createConfig({
        apyUrl: `${redirecting.origin}/rest/v1`,
        anonKey: ANON_KEY,
        rewardsUrl: redirecting.origin,
      });
      const result = await fetchUserRewards(config, { chain: 'mode', user: USER });
      expect(result.totalRewards).toBe('5');
      expect(otherRewards.received[0]?.headers.apikey).toBeUndefined();
    } finally {
      await otherRewards.close();
      await redirecting.close();
    }
  });
});
