import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fetchAssetApys } from '../../src/core/assetApys';
import { type ApyRewardsConfigInput, createConfig, DEFAULT_TIMEOUT_MS } from '../../src/core/config';
import { ApyRewardsError, ConfigError } from '../../src/core/errors';
import { fetchUserRewards } from '../../src/core/userRewards';
import { ANON_KEY, APY_URL, fakeFetch, ION, jsonResponse, REWARDS_URL, thrownBy, USER } from './helpers';

const valid: ApyRewardsConfigInput = { apyUrl: APY_URL, anonKey: ANON_KEY, rewardsUrl: REWARDS_URL };

function configErrorFor(input: unknown): ConfigError {
  const error = thrownBy(() => createConfig(input as ApyRewardsConfigInput));
  expect(error).toBeInstanceOf(ConfigError);
  expect(error).toBeInstanceOf(ApyRewardsError);
  const configError = error as ConfigError;
  expect(configError.name).toBe('ConfigError');
  return configError;
}

describe('createConfig: URLs', () => {
  it('keeps absolute URLs as given', () => {
    const config = createConfig(valid);
    expect(config.apyUrl).toBe('https://x.supabase.co/rest/v1');
    expect(config.rewardsUrl).toBe('https://rewards.example.com');
  });

  it('strips trailing slashes, so paths never get a double slash', () => {
    const config = createConfig({
      ...valid,
      apyUrl: 'https://x.supabase.co/rest/v1/',
      rewardsUrl: 'https://rewards.example.com//',
    });
    expect(config.apyUrl).toBe('https://x.supabase.co/rest/v1');
    expect(config.rewardsUrl).toBe('https://rewards.example.com');
  });

  it('trims surrounding whitespace and keeps ports and sub-paths', () => {
    const config = createConfig({
      ...valid,
      apyUrl: '  http://localhost:54321/rest/v1/  ',
      rewardsUrl: 'https://example.com/ion/proxy/',
    });
    expect(config.apyUrl).toBe('http://localhost:54321/rest/v1');
    expect(config.rewardsUrl).toBe('https://example.com/ion/proxy');
  });

  it('accepts same-origin paths such as a rewards proxy, trailing slash stripped', () => {
    const config = createConfig({ ...valid, apyUrl: '/supabase/rest/v1/', rewardsUrl: '/api/ion-rewards/' });
    expect(config.apyUrl).toBe('/supabase/rest/v1');
    expect(config.rewardsUrl).toBe('/api/ion-rewards');
  });

  it('sends requests to the same-origin path as is', async () => {
    const fetch = fakeFetch((url) =>
      url.includes('/api/rewards/')
        ? jsonResponse({ chain: 'mode', user: USER, totalRewards: '0', ionTokenAddress: ION.mode })
        : jsonResponse([]),
    );
    const config = createConfig({ ...valid, apyUrl: '/supabase/rest/v1', rewardsUrl: '/api/ion-rewards', fetch });
    await fetchUserRewards(config, { chain: 'mode', user: USER });
    await fetchAssetApys(config);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/ion-rewards/api/rewards/mode/${USER}`,
      '/supabase/rest/v1/asset-total-apy?select=*',
    ]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['not a URL', 'not a url'],
    ['missing scheme', 'x.supabase.co/rest/v1'],
    ['relative path', 'rest/v1'],
    ['non-http scheme', 'ftp://x.supabase.co/rest/v1'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example/rest/v1'],
    ['query string', 'https://x.supabase.co/rest/v1?apikey=abc'],
    ['fragment', 'https://x.supabase.co/rest/v1#top'],
    ['credentials', 'https://user:pass@x.supabase.co/rest/v1'],
    ['path with query', '/api/ion-rewards?x=1'],
    ['path with fragment', '/api/ion-rewards#x'],
    ['path with whitespace', '/api/ion rewards'],
    ['path with backslash', '/api\\ion-rewards'],
    ['not a string', 42],
    ['undefined', undefined],
  ])('rejects a bad apyUrl and rewardsUrl (%s) with ConfigError', (_label, bad) => {
    const apyError = configErrorFor({ ...valid, apyUrl: bad });
    expect(apyError.shortMessage).toMatch(/^apyUrl /);
    const rewardsError = configErrorFor({ ...valid, rewardsUrl: bad });
    expect(rewardsError.shortMessage).toMatch(/^rewardsUrl /);
  });

  it('names the bad URL in details and keeps the parser error as cause', () => {
    const error = configErrorFor({ ...valid, apyUrl: 'not a url' });
    expect(error.shortMessage).toBe('apyUrl is not a valid URL.');
    expect(error.details).toBe('Got "not a url".');
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('createConfig: anonKey', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
    ['not a string', 123],
  ])('rejects a %s key', (_label, anonKey) => {
    const error = configErrorFor({ ...valid, anonKey });
    expect(error.shortMessage).toBe('anonKey must be a non-empty string.');
  });

  it('rejects a key with whitespace (a pasted line break) without echoing the key', () => {
    const error = configErrorFor({ ...valid, anonKey: `${ANON_KEY}\n` });
    expect(error.shortMessage).toBe(
      'anonKey must hold printable ASCII characters only (no whitespace or control characters).',
    );
    expect(String(error)).not.toContain(ANON_KEY);
    expect(JSON.stringify(error)).not.toContain(ANON_KEY);
  });

  it.each([
    ['NUL', '\u0000'],
    ['DEL', '\u007f'],
    ['escape', '\u001b'],
    ['a C1 control', '\u0085'],
    ['a zero-width space', '\u200b'],
    ['a non-ASCII letter', 'é'],
  ])('rejects a key holding %s, without echoing the key', (_label, character) => {
    const error = configErrorFor({ ...valid, anonKey: `${ANON_KEY.slice(0, 10)}${character}${ANON_KEY.slice(10)}` });
    expect(error.shortMessage).toMatch(/^anonKey must hold printable ASCII characters only/);
    expect(JSON.stringify(error)).not.toContain(ANON_KEY.slice(10));
  });

  it('keeps the key readable but out of Object.keys, spread, JSON and inspect', () => {
    const config = createConfig(valid);
    expect(config.anonKey).toBe(ANON_KEY);
    expect(Object.keys(config)).not.toContain('anonKey');
    expect(Object.keys(config).sort()).toEqual(['apyUrl', 'fetch', 'rewardsUrl', 'timeoutMs']);
    expect(JSON.stringify(config)).not.toContain(ANON_KEY);
    expect({ ...config }).not.toHaveProperty('anonKey');
    expect(inspect(config, { depth: 5 })).not.toContain(ANON_KEY);
  });
});

describe('createConfig: fetch and timeout', () => {
  it('defaults timeoutMs to 10 s and keeps fetch undefined (the global one is used later)', () => {
    const config = createConfig(valid);
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(config.timeoutMs).toBe(10_000);
    expect(config.fetch).toBeUndefined();
  });

  it('keeps a custom fetch and timeout', () => {
    const fetch = fakeFetch();
    const config = createConfig({ ...valid, fetch, timeoutMs: 2500 });
    expect(config.fetch).toBe(fetch);
    expect(config.timeoutMs).toBe(2500);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '5000'])('rejects timeoutMs %s', (timeoutMs) => {
    const error = configErrorFor({ ...valid, timeoutMs });
    expect(error.shortMessage).toBe('timeoutMs must be an integer from 1 to 2147483647.');
    expect(error.details).toBe(`Got ${String(timeoutMs)}.`);
  });

  it('rejects a fetch that is not a function', () => {
    const error = configErrorFor({ ...valid, fetch: 'fetch' });
    expect(error.shortMessage).toBe('fetch must be a function.');
  });

  it.each([null, undefined, 'https://x.supabase.co/rest/v1'])('rejects %s instead of an options object', (input) => {
    const error = configErrorFor(input);
    expect(error.shortMessage).toBe('createConfig expects an options object.');
  });

  it('refuses a timeoutMs above the 32-bit timer limit, which timers would cut to 1 ms', () => {
    expect(() => createConfig({ ...valid, timeoutMs: 2 ** 31 })).toThrow(ConfigError);
    expect(createConfig({ ...valid, timeoutMs: 2 ** 31 - 1 }).timeoutMs).toBe(2 ** 31 - 1);
  });
});

describe('createConfig: immutability', () => {
  it('returns a frozen object', () => {
    const config = createConfig(valid);
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { apyUrl: string }).apyUrl = 'https://evil.example/rest/v1';
    }).toThrow(TypeError);
    expect(() => {
      (config as { anonKey: string }).anonKey = 'other';
    }).toThrow(TypeError);
    expect(config.apyUrl).toBe(APY_URL);
    expect(config.anonKey).toBe(ANON_KEY);
  });

  it('does not keep a reference to the input object', () => {
    const input = { ...valid };
    const config = createConfig(input);
    input.apyUrl = 'https://evil.example/rest/v1';
    expect(config.apyUrl).toBe(APY_URL);
  });
});
