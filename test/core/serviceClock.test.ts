import { afterEach, describe, expect, test } from 'vitest';
import { fetchAssetApys } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import {
  noteServiceDate,
  resetServiceClock,
  serviceClockKnown,
  serviceClockOffsetMs,
  serviceNow,
} from '../../src/core/serviceClock';
import { fetchUserRewards } from '../../src/core/userRewards';
import { authHeaders, send, serveMockService } from '../testing/mswService';

const HOUR = 3_600_000;
let skewMs = 0;
const mock = serveMockService({ now: () => Date.now() + skewMs });
const config = () => createConfig(mock.service.config);
afterEach(() => {
  skewMs = 0;
});

function answering(headers: Record<string, string>) {
  return createConfig({
    ...mock.service.config,
    fetch: async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }),
  });
}

describe("the APY service's clock, from its Date header", () => {
  test.each([
    ['behind', 3 * HOUR],
    ['ahead', -3 * HOUR],
    ['a day ahead', -26 * HOUR],
  ])('a device clock %s of the service is corrected after one read', async (_, skew) => {
    skewMs = skew;
    await fetchAssetApys(config(), { range: { from: 0, to: 0 } });
    // The header has whole seconds; the estimate is within one of them and the round trip.
    expect(Math.abs(serviceClockOffsetMs() - skew)).toBeLessThanOrEqual(1500);
    expect(Math.abs(serviceNow() - (Date.now() + skew))).toBeLessThanOrEqual(1500);
  });

  test('a skew of a few seconds counts as none, and a later answer replaces what an earlier one said', async () => {
    skewMs = 2 * HOUR;
    await fetchAssetApys(config(), { range: { from: 0, to: 0 } });
    expect(serviceClockOffsetMs()).not.toBe(0);
    skewMs = 3000;
    await fetchAssetApys(config(), { range: { from: 0, to: 0 } });
    expect(serviceClockOffsetMs()).toBe(0);
  });

  test('the rewards API, a cached answer and an answer without a date leave the offset alone', async () => {
    skewMs = 3 * HOUR;
    await fetchUserRewards(config(), { chain: 'mode', user: '0x0000000000000000000000000000000000000001' });
    expect(serviceClockOffsetMs()).toBe(0);
    const hoursAgo = new Date(Date.now() - 5 * HOUR).toUTCString();
    expect(serviceClockKnown()).toBe(false);
    await fetchAssetApys(answering({ Date: hoursAgo, Age: String(5 * 3600) }));
    expect(serviceClockOffsetMs()).toBe(0);
    // A cached answer still counts as one: the schedule stops waiting for a clock no answer will tell.
    expect(serviceClockKnown()).toBe(true);
    await fetchAssetApys(answering({}));
    await fetchAssetApys(answering({ Date: 'not a date' }));
    expect(serviceClockOffsetMs()).toBe(0);
    await fetchAssetApys(answering({ Date: hoursAgo }));
    expect(Math.abs(serviceClockOffsetMs() + 5 * HOUR)).toBeLessThanOrEqual(1500);
    resetServiceClock();
    expect(serviceClockOffsetMs()).toBe(0);
  });

  test('an answer that agrees within its uncertainty keeps the offset; a date no device could be off by is ignored', async () => {
    const hoursAhead = new Date(Date.now() + 3 * HOUR).toUTCString();
    noteServiceDate(hoursAhead, Date.now(), Date.now());
    const held = serviceClockOffsetMs();
    expect(Math.abs(held - 3 * HOUR)).toBeLessThanOrEqual(1500);
    // A slow answer (20 s round trip) that says the same within its uncertainty.
    noteServiceDate(hoursAhead, Date.now() - 20_000, Date.now());
    expect(serviceClockOffsetMs()).toBe(held);
    noteServiceDate('Mon, 01 Jan 1990 00:00:00 GMT', Date.now(), Date.now());
    noteServiceDate('Sat, 13 Sep 275760 00:00:00 GMT', Date.now(), Date.now());
    expect(serviceClockOffsetMs()).toBe(held);
    expect(serviceClockKnown()).toBe(true);
    resetServiceClock();
    expect(serviceClockKnown()).toBe(false);
  });

  test('the mock stamps every answer, errors too, with its own clock', async () => {
    skewMs = 5 * HOUR;
    mock.service.setFaults({ apy: { status: 503, times: 1 } });
    // The header has whole seconds: the mock's clock at some moment of the exchange, rounded down.
    const stampedDuring = async (url: string, init?: RequestInit) => {
      const before = Date.now() + skewMs;
      const reply = await send(url, init);
      const after = Date.now() + skewMs;
      const stamp = Date.parse(reply.headers.get('date') ?? '');
      expect(stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(stamp).toBeLessThanOrEqual(after);
      return reply;
    };
    const failed = await stampedDuring(`${mock.service.config.apyUrl}/asset-total-apy?select=id`, {
      headers: authHeaders,
    });
    expect(failed.status).toBe(503);
    await stampedDuring(`${mock.service.config.rewardsUrl}/api/rewards/mode/0x1`);
  });
});
