// A product compiled with `exactOptionalPropertyTypes` passes `undefined` for an option it leaves to the default.
import { createServer } from 'node:http';
import {
  type ApyRewardsMessagesInput,
  createConfig,
  fetchAssetApys,
  type UseAssetApysInfiniteParams,
  type UseAssetApysParams,
  type UseUserRewardsParams,
} from 'apy-rewards-kit';
import { createRewardsProxy, toNodeHandler } from 'apy-rewards-kit/server';
import { createMockService } from 'apy-rewards-kit/testing';

declare function maybe<Value>(value: Value): Value | undefined;

const config = createConfig({
  apyUrl: 'https://x.supabase.co/rest/v1',
  anonKey: 'anon',
  rewardsUrl: '/api/ion-rewards',
  timeoutMs: maybe(5000),
  fetch: maybe(globalThis.fetch),
});
const read = fetchAssetApys(config, {
  chainId: maybe(8453),
  order: [{ column: 'created_at', ascending: maybe(false) }],
});
const proxy = createRewardsProxy({
  upstream: 'https://rewards.example.com',
  timeoutMs: maybe(5000),
  cacheSeconds: maybe(30),
});
const server = createServer(toNodeHandler(proxy));
const messages: ApyRewardsMessagesInput = {
  table: { pageOf: maybe((page: string, count: string) => `Seite ${page} von ${count}`) },
  badge: maybe({}),
};
const pageParams: UseAssetApysParams = { page: maybe(0), pageSize: maybe(10), query: maybe({ staleTime: 1000 }) };
const infiniteParams: UseAssetApysInfiniteParams = { pageSize: maybe(25), query: maybe({ staleTime: 1000 }) };
const rewardsParams: UseUserRewardsParams = { chain: 'mode', user: maybe('0x0'), query: maybe({}) };
const mock = createMockService({ latencyMs: maybe(0), anonKey: maybe('anon') });

export { infiniteParams, messages, mock, pageParams, read, rewardsParams, server };
