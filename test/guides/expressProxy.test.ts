// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createConfig } from '../../src/core/config';
import { fetchUserRewards } from '../../src/core/userRewards';
import { type MockServer, sampleUsers, startMockServer } from '../../src/testing';

// The guide's snippet imports the kit by its published name, which maps to the source here.
vi.mock('apy-rewards-kit/server', () => import('../../src/server'));

let upstream: MockServer;
let server: Server;
let origin = '';

beforeAll(async () => {
  upstream = await startMockServer();
  vi.stubEnv('REWARDS_API_ORIGIN', upstream.url);
  const { app } = await import('../../stories/guides/snippets/expressProxy');
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([new Promise((resolve) => server.close(resolve)), upstream.close()]);
});

it("the Server proxy guide's Express app forwards a wallet's rewards from under /api/ion-rewards", async () => {
  const config = createConfig({
    apyUrl: upstream.apyUrl,
    anonKey: upstream.anonKey,
    rewardsUrl: `${origin}/api/ion-rewards`,
  });
  const rewards = await fetchUserRewards(config, { chain: 'mode', user: sampleUsers.modeOnly });
  expect(rewards.totalRewards).toBe('42000000000000000000');
});
