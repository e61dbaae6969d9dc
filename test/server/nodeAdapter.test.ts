// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfig } from '../../src/core/config';
import { fetchUserRewards } from '../../src/core/userRewards';
import { createRewardsProxy, toNodeHandler } from '../../src/server';
import { type MockServer, sampleUsers, startMockServer } from '../../src/testing';

let upstream: MockServer;
let plain: Server;
let withExpress: Server;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise((resolve) => server.close(resolve));
let plainUrl = '';
let expressUrl = '';

beforeAll(async () => {
  upstream = await startMockServer();
  const handler = toNodeHandler(createRewardsProxy({ upstream: upstream.url }));
  plain = createServer((request, response) => void handler(request, response));
  const app = express();
  app.use('/api/ion-rewards', (request, response) => void handler(request, response));
  withExpress = createServer(app);
  plainUrl = await listen(plain);
  expressUrl = await listen(withExpress);
});
afterAll(async () => {
  await Promise.all([close(plain), close(withExpress), upstream.close()]);
});
beforeEach(() => upstream.service.reset());

describe('toNodeHandler', () => {
  it('serves the proxy from node:http: the library fetches rewards through it', async () => {
    const config = createConfig({ apyUrl: upstream.apyUrl, anonKey: upstream.anonKey, rewardsUrl: plainUrl });
    const rewards = await fetchUserRewards(config, { chain: 'base', user: sampleUsers.regular });
    expect(rewards).toMatchObject({ chain: 'base', user: sampleUsers.regular, totalRewards: '87500000000000000000' });
  });

  it('serves the proxy mounted in Express under /api/ion-rewards', async () => {
    const config = createConfig({
      apyUrl: upstream.apyUrl,
      anonKey: upstream.anonKey,
      rewardsUrl: `${expressUrl}/api/ion-rewards`,
    });
    const rewards = await fetchUserRewards(config, { chain: 'mode', user: sampleUsers.modeOnly });
    expect(rewards.totalRewards).toBe('42000000000000000000');
    const response = await fetch(`${expressUrl}/api/ion-rewards/api/rewards/mode/${sampleUsers.modeOnly}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('carries the refusals over: 400 bad chain, 405 POST, 404 other path', async () => {
    const badChain = await fetch(`${plainUrl}/api/rewards/optimism/${sampleUsers.whale}`);
    const post = await fetch(`${plainUrl}/api/rewards/mode/${sampleUsers.whale}`, { method: 'POST', body: 'x' });
    const other = await fetch(`${plainUrl}/rest/v1/asset-total-apy`);
    expect([badChain.status, post.status, other.status]).toEqual([400, 405, 404]);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await badChain.json()).toEqual({ error: 'Invalid chain. Supported chains are: mode, base' });
    expect(upstream.service.requests).toEqual([]);
  });

  it('answers HEAD with no body', async () => {
    const response = await fetch(`${plainUrl}/api/rewards/mode/${sampleUsers.whale}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 405 for a method a Fetch Request cannot carry', async () => {
    const handler = toNodeHandler(createRewardsProxy({ upstream: upstream.url }));
    const written: { status?: number; headers: Record<string, string>; body?: string } = { headers: {} };
    await handler(
      { method: 'TRACE', url: `/api/rewards/mode/${sampleUsers.whale}` },
      {
        set statusCode(status: number) {
          written.status = status;
        },
        setHeader: (name, value) => {
          written.headers[name] = value;
        },
        end: (body) => {
          written.body = body;
        },
      },
    );
    expect(written.status).toBe(405);
    expect(written.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(written.body ?? '')).toEqual({ error: 'Method not allowed' });
  });

  it('aborts the upstream call when the client goes away, instead of waiting for the timeout', async () => {
    let upstreamSignal: AbortSignal | undefined;
    const hanging = (_: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        upstreamSignal = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const handler = toNodeHandler(
      createRewardsProxy({ upstream: 'https://rewards.example', fetch: hanging, timeoutMs: 5000 }),
    );
    let handled: Promise<void> | undefined;
    const server = createServer((request, response) => {
      handled = handler(request, response);
    });
    const url = await listen(server);
    const client = new AbortController();
    const request = fetch(`${url}/api/rewards/mode/${sampleUsers.whale}`, { signal: client.signal }).catch(() => null);
    await expect.poll(() => upstreamSignal).toBeDefined();
    client.abort();
    await request;
    await expect.poll(() => upstreamSignal?.aborted, { timeout: 2000 }).toBe(true);
    await handled;
    server.closeAllConnections();
    await close(server);
  });
});
