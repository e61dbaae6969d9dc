import { describe, expect, it } from 'vitest';
import type { ChainName } from '../../src/core/chains';
import {
  AuthError,
  HttpError,
  InvalidAddressError,
  ResponseValidationError,
  UnsupportedChainError,
} from '../../src/core/errors';
import { buildUserRewardsUrl, fetchUserRewards, type UserRewardsParams } from '../../src/core/userRewards';
import {
  ANON_KEY,
  callOf,
  fakeFetch,
  ION,
  ION_CHECKSUMMED,
  jsonResponse,
  makeConfig,
  OTHER_USER,
  REWARDS_URL,
  rejectionOf,
  USER,
  USER_CHECKSUMMED,
} from './helpers';

/** What the real server answers: chain and user echoed lowercase, ION token checksummed. */
function serverAnswer(chain: 'mode' | 'base', overrides: Record<string, unknown> = {}) {
  return {
    chain,
    user: USER,
    totalRewards: '1234567890000000000000',
    ionTokenAddress: ION_CHECKSUMMED[chain],
    ...overrides,
  };
}

function setup(body: unknown, init: Parameters<typeof jsonResponse>[1] = {}) {
  const fetch = fakeFetch(() => jsonResponse(body, init));
  return { fetch, config: makeConfig(fetch) };
}

async function validationErrorFor(
  body: unknown,
  params: UserRewardsParams = { chain: 'base', user: USER },
): Promise<ResponseValidationError> {
  const { config } = setup(body);
  const error = await rejectionOf(fetchUserRewards(config, params));
  expect(error).toBeInstanceOf(ResponseValidationError);
  expect((error as ResponseValidationError).name).toBe('ResponseValidationError');
  return error as ResponseValidationError;
}

describe('fetchUserRewards: the request', () => {
  it('GETs {rewardsUrl}/api/rewards/{chain}/{lowercase user}', async () => {
    const { fetch, config } = setup(serverAnswer('base'));
    await fetchUserRewards(config, { chain: 'base', user: USER_CHECKSUMMED });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(callOf(fetch).url).toBe(`https://rewards.example.com/api/rewards/base/${USER}`);
  });

  it.each([
    ['BASE', 'base'],
    ['Base', 'base'],
    [8453, 'base'],
    ['MODE', 'mode'],
    [34443, 'mode'],
  ] as const)('accepts the chain as %j', async (chain, name) => {
    const { fetch, config } = setup(serverAnswer(name));
    const result = await fetchUserRewards(config, { chain: chain as ChainName, user: USER });
    expect(callOf(fetch).url).toBe(`${REWARDS_URL}/api/rewards/${name}/${USER}`);
    expect(result.chain).toBe(name);
  });

  it('never sends the anon key to the rewards API', async () => {
    const { fetch, config } = setup(serverAnswer('mode'));
    await fetchUserRewards(config, { chain: 'mode', user: USER });
    const { headers } = callOf(fetch);
    expect(headers.has('apikey')).toBe(false);
    expect(headers.has('authorization')).toBe(false);
    expect([...headers.values()].join(' ')).not.toContain(ANON_KEY);
  });

  it('works behind a same-origin proxy path', async () => {
    const fetch = fakeFetch(() => jsonResponse(serverAnswer('mode')));
    await fetchUserRewards(makeConfig(fetch, { rewardsUrl: '/api/ion-rewards' }), { chain: 'mode', user: USER });
    expect(callOf(fetch).url).toBe(`/api/ion-rewards/api/rewards/mode/${USER}`);
  });

  it('buildUserRewardsUrl gives the same URL without fetching', () => {
    const config = makeConfig(fakeFetch());
    expect(buildUserRewardsUrl(config, { chain: 'mode', user: USER_CHECKSUMMED })).toBe(
      `${REWARDS_URL}/api/rewards/mode/${USER}`,
    );
  });

  it('takes null options as no options (plain JavaScript callers)', async () => {
    const { config } = setup(serverAnswer('base'));
    expect((await fetchUserRewards(config, { chain: 'base', user: USER }, null as never)).user).toBe(USER);
  });

  it('passes the caller signal through', async () => {
    const fetch = fakeFetch(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const outcome = rejectionOf(
      fetchUserRewards(makeConfig(fetch), { chain: 'base', user: USER }, { signal: controller.signal }),
    );
    const reason = new Error('user typed another address');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
  });
});

describe('fetchUserRewards: bad input sends nothing', () => {
  it.each([
    'ethereum',
    'optimism',
    'mode/../base',
    '../../admin',
    'base/',
    'base?x=1',
    '',
    1,
    10,
    '10',
    null,
    undefined,
  ])('chain %j → UnsupportedChainError', async (chain) => {
    const { fetch, config } = setup(serverAnswer('base'));
    const error = await rejectionOf(fetchUserRewards(config, { chain: chain as ChainName, user: USER }));
    expect(error).toBeInstanceOf(UnsupportedChainError);
    expect(error).toMatchObject({
      name: 'UnsupportedChainError',
      shortMessage: `Unsupported chain: ${String(chain)}.`,
      details: 'Supported chains are mode (34443) and base (8453).',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    '',
    '0x',
    '0xabc',
    '../../admin',
    '0xabc/../x',
    `${USER}/../../admin`,
    `${USER}/`,
    `${USER}?chain=mode`,
    `${USER}%2F..`,
    USER.slice(2),
    ` ${USER}`,
    `${USER.slice(0, -1)}z`,
    'vitalik.eth',
    undefined,
  ])('user %j → InvalidAddressError', async (user) => {
    const { fetch, config } = setup(serverAnswer('base'));
    const error = await rejectionOf(fetchUserRewards(config, { chain: 'base', user: user as string }));
    expect(error).toBeInstanceOf(InvalidAddressError);
    expect(error).toMatchObject({
      name: 'InvalidAddressError',
      address: String(user),
      shortMessage: `Invalid address: "${String(user)}".`,
      details: 'Expected a 20-byte hex address starting with 0x.',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a chain or user without a prototype (no String() of it) is the typed error, not a TypeError', async () => {
    const { fetch, config } = setup(serverAnswer('base'));
    const bare = Object.create(null);
    const chainError = await rejectionOf(fetchUserRewards(config, { chain: bare, user: USER }));
    expect(chainError).toMatchObject({ name: 'UnsupportedChainError', shortMessage: 'Unsupported chain: [object].' });
    expect(JSON.stringify(chainError)).toContain('"chain":"[object]"');
    const userError = await rejectionOf(fetchUserRewards(config, { chain: 'base', user: bare }));
    expect(userError).toMatchObject({ name: 'InvalidAddressError', address: '[object]' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the chain first when both are bad', async () => {
    const { fetch, config } = setup(serverAnswer('base'));
    const error = await rejectionOf(fetchUserRewards(config, { chain: 'eth' as ChainName, user: '0xabc' }));
    expect(error).toBeInstanceOf(UnsupportedChainError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects missing params with a typed error, not a TypeError', async () => {
    const { fetch, config } = setup(serverAnswer('base'));
    const error = await rejectionOf(fetchUserRewards(config, undefined as unknown as UserRewardsParams));
    expect(error).toBeInstanceOf(UnsupportedChainError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('fetchUserRewards: the answer', () => {
  it('returns the wire strings with addresses lowercased (checksummed ionTokenAddress accepted)', async () => {
    const { config } = setup(serverAnswer('base'));
    const result = await fetchUserRewards(config, { chain: 'base', user: USER_CHECKSUMMED });
    expect(result).toEqual({
      chain: 'base',
      user: USER,
      totalRewards: '1234567890000000000000',
      ionTokenAddress: ION.base,
    });
  });

  it('accepts an already lowercase ionTokenAddress on mode', async () => {
    const { config } = setup(serverAnswer('mode', { ionTokenAddress: ION.mode }));
    const result = await fetchUserRewards(config, { chain: 'mode', user: USER });
    expect(result.ionTokenAddress).toBe(ION.mode);
  });

  it('drops fields beyond the four documented ones', async () => {
    const { config } = setup(serverAnswer('mode', { claimable: '5', debug: { sql: 'select 1' } }));
    const result = await fetchUserRewards(config, { chain: 'mode', user: USER });
    expect(Object.keys(result).sort()).toEqual(['chain', 'ionTokenAddress', 'totalRewards', 'user']);
  });

  it.each([
    ['zero (no rewards yet)', '0'],
    ['beyond 2^53', '9007199254740993'],
    ['beyond 2^64', '18446744073709551617'],
    ['huge', '123456789012345678901234567890123456789012345678901234567890'],
    ['at the uint256 maximum', (2n ** 256n - 1n).toString()],
  ])('keeps totalRewards %s as the exact string', async (_label, totalRewards) => {
    const { config } = setup(serverAnswer('base', { totalRewards }));
    const result = await fetchUserRewards(config, { chain: 'base', user: USER });
    expect(result.totalRewards).toBe(totalRewards);
    expect(BigInt(result.totalRewards).toString()).toBe(totalRewards);
  });

  it.each([
    ['a decimal', '1.5'],
    ['negative', '-1'],
    ['exponent notation', '1e21'],
    ['empty', ''],
    ['hex', '0x10'],
    ['padded', ' 10'],
    ['a JSON number', 1000],
    ['null', null],
    ['above the uint256 maximum, in 78 digits', (2n ** 256n).toString()],
    ['79 digits', '1'.repeat(79)],
  ])('rejects totalRewards as %s', async (_label, totalRewards) => {
    const error = await validationErrorFor(serverAnswer('base', { totalRewards }));
    expect(error.shortMessage).toBe('Invalid rewards response.');
    expect(error.issues.map((issue) => issue.path)).toEqual(['totalRewards']);
  });

  it('rejects an answer for another chain', async () => {
    const error = await validationErrorFor(serverAnswer('mode'), { chain: 'base', user: USER });
    expect(error.shortMessage).toBe('The rewards response does not match the request.');
    expect(error.issues.map((issue) => issue.path)).toEqual(['chain', 'ionTokenAddress']);
  });

  it('rejects an answer for another user', async () => {
    const error = await validationErrorFor(serverAnswer('base', { user: OTHER_USER }));
    expect(error.issues).toEqual([{ path: 'user', message: `Expected ${USER}, got ${OTHER_USER}` }]);
  });

  it("rejects the other chain's ION token", async () => {
    const error = await validationErrorFor(serverAnswer('base', { ionTokenAddress: ION.mode }));
    expect(error.issues).toEqual([{ path: 'ionTokenAddress', message: `Not the ION token of Base: ${ION.mode}` }]);
  });

  it.each([
    ['an unknown chain', { chain: 'optimism' }, 'chain'],
    ['an upper-case chain', { chain: 'BASE' }, 'chain'],
    ['a bad user address', { user: '0xabc' }, 'user'],
    ['a missing ionTokenAddress', { ionTokenAddress: undefined }, 'ionTokenAddress'],
  ])('rejects %s', async (_label, overrides, path) => {
    const error = await validationErrorFor(serverAnswer('base', overrides));
    expect(error.shortMessage).toBe('Invalid rewards response.');
    expect(error.issues.map((issue) => issue.path)).toContain(path);
  });

  it.each([
    ['the health check', { status: 'healthy' }],
    ['an array', [serverAnswer('base')]],
    ['null', null],
  ])('rejects %s as body', async (_label, body) => {
    const error = await validationErrorFor(body);
    expect(error.shortMessage).toBe('Invalid rewards response.');
    expect(error.issues.length).toBeGreaterThan(0);
    expect(error.url).toBe(`${REWARDS_URL}/api/rewards/base/${USER}`);
  });
});

describe('fetchUserRewards: HTTP errors', () => {
  it('400 {"error":"Invalid chain…"} → HttpError with that message', async () => {
    const { config } = setup({ error: 'Invalid chain. Supported chains are: mode, base' }, { status: 400 });
    const error = await rejectionOf(fetchUserRewards(config, { chain: 'mode', user: USER }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      name: 'HttpError',
      status: 400,
      url: `${REWARDS_URL}/api/rewards/mode/${USER}`,
      body: { error: 'Invalid chain. Supported chains are: mode, base' },
    });
    expect((error as HttpError).message).toContain('Invalid chain. Supported chains are: mode, base');
  });

  it('500 {"error":"Failed to fetch user rewards data"} → HttpError with that message', async () => {
    const { config } = setup({ error: 'Failed to fetch user rewards data' }, { status: 500 });
    const error = await rejectionOf(fetchUserRewards(config, { chain: 'base', user: USER }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).shortMessage).toBe('HTTP 500: Failed to fetch user rewards data');
  });
});
