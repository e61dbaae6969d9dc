// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chains } from '../../src/core/chains';
import { createConfig } from '../../src/core/config';
import { fetchUserRewards } from '../../src/core/userRewards';
import { MOCK_ANON_KEY, MOCK_APY_URL, MOCK_REWARDS_URL, sampleUsers } from '../../src/testing';
import { ION, ION_CHECKSUMMED } from '../core/helpers';
import { send, serveMockService } from './mswService';

const rewardsOf = (chain: string, user: string) => send(`${MOCK_REWARDS_URL}/api/rewards/${chain}/${user}`);

describe('rewards API', () => {
  serveMockService();

  it('answers a user’s total with the chain’s ION token, checksummed', async () => {
    const reply = await rewardsOf('mode', sampleUsers.whale);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.text).toBe(
      JSON.stringify({
        chain: 'mode',
        user: sampleUsers.whale,
        totalRewards: '123456789012345678901234567',
        ionTokenAddress: '0x18470019bF0E94611f15852F7e93cf5D65BC34CA',
      }),
    );
    const base = await rewardsOf('base', sampleUsers.whale);
    expect(base.json).toMatchObject({ ionTokenAddress: ION_CHECKSUMMED.base });
  });

  it('lowercases the chain and the user', async () => {
    const reply = await rewardsOf('BaSe', sampleUsers.regular.toUpperCase().replace('0X', '0x'));
    expect(reply.json).toEqual({
      chain: 'base',
      user: sampleUsers.regular,
      totalRewards: '87500000000000000000',
      ionTokenAddress: ION_CHECKSUMMED.base,
    });
  });

  it('answers 400 to an unsupported chain', async () => {
    const reply = await rewardsOf('ethereum', sampleUsers.whale);
    expect(reply.status).toBe(400);
    expect(reply.text).toBe('{"error":"Invalid chain. Supported chains are: mode, base"}');
  });

  it('answers "0" for a user without rewards, and does not validate the user', async () => {
    expect((await rewardsOf('mode', sampleUsers.none)).json).toMatchObject({ totalRewards: '0' });
    expect((await rewardsOf('base', sampleUsers.modeOnly)).json).toMatchObject({ totalRewards: '0' });
    const notAnAddress = await rewardsOf('mode', 'Not-An-Address');
    expect(notAnAddress.status).toBe(200);
    expect(notAnAddress.json).toMatchObject({ user: 'not-an-address', totalRewards: '0' });
  });

  it('answers health on GET /', async () => {
    const reply = await send(`${MOCK_REWARDS_URL}/`);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ status: 'healthy' });
  });

  it('sends no CORS headers, even to a browser origin', async () => {
    const reply = await send(`${MOCK_REWARDS_URL}/api/rewards/mode/${sampleUsers.whale}`, {
      headers: { Origin: 'https://app.example' },
    });
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await send(`${MOCK_REWARDS_URL}/api/rewards/mode/${sampleUsers.whale}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('allow')).toBe('GET,HEAD');
  });

  it('answers Express’s HTML 404 to other paths', async () => {
    const reply = await send(`${MOCK_REWARDS_URL}/api/rewards/mode`);
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.text).toContain('<pre>Cannot GET /api/rewards/mode</pre>');
  });

  it('feeds fetchUserRewards, which lowercases the token address', async () => {
    const config = createConfig({ apyUrl: MOCK_APY_URL, anonKey: MOCK_ANON_KEY, rewardsUrl: MOCK_REWARDS_URL });
    const rewards = await fetchUserRewards(config, { chain: 8453, user: sampleUsers.baseOnly });
    expect(rewards).toEqual({
      chain: 'base',
      user: sampleUsers.baseOnly,
      totalRewards: '3141592653589793238462',
      ionTokenAddress: ION.base,
    });
  });
});

describe('rewards API with custom records', () => {
  const user = '0x00000000000000000000000000000000000000aa';
  const mock = serveMockService({
    rewards: [
      { chain: 'mode', user, totalRewards: '18446744073709551615', ionTokenAddress: chains.mode.ionTokenAddress },
      { chain: 'mode', user, totalRewards: '18446744073709551617', ionTokenAddress: chains.mode.ionTokenAddress },
    ],
  });

  it('sums a user’s records with BigInt, as the server sums claim events', async () => {
    expect((await rewardsOf('mode', user)).json).toMatchObject({ totalRewards: '36893488147419103232' });
  });

  it('answers 500 with the server’s body when it fails internally (a record it cannot sum)', async () => {
    // Refused as an option (a typo), but a record put in the live data later is served as the server would.
    mock.service.data.rewards.push({
      chain: 'base',
      user,
      totalRewards: 'not a number',
      ionTokenAddress: chains.base.ionTokenAddress,
    });
    const reply = await rewardsOf('base', user);
    expect(reply.status).toBe(500);
    expect(reply.text).toBe('{"error":"Failed to fetch user rewards data"}');
  });
});
