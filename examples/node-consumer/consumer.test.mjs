import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as kit from 'apy-rewards-kit';
import * as testing from 'apy-rewards-kit/testing';

test('the main entry exposes the fetchers, config, errors and selectors', () => {
  const { fetchAssetApys, fetchUserRewards, createConfig, latestByAsset, historyByAsset } = kit;
  for (const fn of [fetchAssetApys, fetchUserRewards, createConfig, latestByAsset, historyByAsset]) {
    assert.equal(typeof fn, 'function');
  }
  const { ApyRewardsError, ConfigError, HttpError, AuthError, TimeoutError, InvalidAddressError } = kit;
  assert.ok(ApyRewardsError.prototype instanceof Error);
  for (const ErrorClass of [ConfigError, HttpError, AuthError, TimeoutError, InvalidAddressError]) {
    assert.ok(ErrorClass.prototype instanceof ApyRewardsError, ErrorClass.name);
  }
  assert.throws(() => kit.createConfig({ apyUrl: 'nope', anonKey: 'k', rewardsUrl: '/r' }), kit.ConfigError);
});

test('the testing entry serves rewards over real HTTP', async () => {
  const server = await testing.startMockServer({ port: 0 });
  try {
    const config = kit.createConfig({ apyUrl: server.apyUrl, anonKey: server.anonKey, rewardsUrl: server.rewardsUrl });
    const user = '0x0000000000000000000000000000000000000001';
    const rewards = await kit.fetchUserRewards(config, { chain: 'mode', user });
    assert.equal(rewards.user, user);
    assert.match(rewards.totalRewards, /^\d+$/);
    await assert.rejects(kit.fetchUserRewards(config, { chain: 'mode', user: '0x12' }), kit.InvalidAddressError);
  } finally {
    await server.close();
  }
});
