import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as kit from 'apy-rewards-kit';
import * as testing from 'apy-rewards-kit/testing';

test('the main entry exposes the fetchers, config, errors and selectors', () => {
  for (const name of ['fetchAssetApys', 'fetchUserRewards', 'createConfig', 'latestByAsset', 'historyByAsset']) {
    assert.equal(typeof kit[name], 'function', name);
  }
  for (const name of ['ApyRewardsError', 'ConfigError', 'HttpError', 'AuthError', 'TimeoutError', 'InvalidAddressError']) {
    assert.ok(kit[name].prototype instanceof Error, name);
    assert.ok(kit[name] === kit.ApyRewardsError || kit[name].prototype instanceof kit.ApyRewardsError, name);
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
