import { replaceEqualDeep } from '@tanstack/react-query';
import { getAddress } from 'viem';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type AssetApyRow,
  type AssetApysParams,
  assetApyColumns,
  buildAssetApysRequest,
  fetchAssetApys,
  MAX_READ_URL_LENGTH,
} from '../../src/core/assetApys';
import {
  AuthError,
  HttpError,
  InvalidParameterError,
  RangeNotSatisfiableError,
  ResponseValidationError,
} from '../../src/core/errors';
import { assetApyRowSchema } from '../../src/core/schemas';
import {
  ANON_KEY,
  CTOKENS,
  callOf,
  type FetchMock,
  fakeFetch,
  jsonResponse,
  makeConfig,
  rejectionOf,
  row,
  TABLE_URL,
  TOKENS,
  textResponse,
  upperHex,
} from './helpers';

const rows: AssetApyRow[] = [
  row({ id: 108615, created_at: '2024-11-20T10:00:04.118213+00:00' }),
  row({
    id: 108616,
    created_at: '2024-11-20T10:00:04.52+00:00',
    chain_id: '34443',
    underlying_address: TOKENS.usdcMode,
    ctoken_address: CTOKENS.usdcMode,
    totalSupplyApy: '0',
    supplyApy: '0',
    borrowApy: null,
  }),
];

function setup(body: unknown = rows, init: Parameters<typeof jsonResponse>[1] = {}) {
  const fetch = fakeFetch(() => jsonResponse(body, init));
  return { fetch, config: makeConfig(fetch) };
}

async function validationErrorFor(body: unknown, params: AssetApysParams = {}): Promise<ResponseValidationError> {
  const { config } = setup(body);
  const error = await rejectionOf(fetchAssetApys(config, params));
  expect(error).toBeInstanceOf(ResponseValidationError);
  expect((error as ResponseValidationError).name).toBe('ResponseValidationError');
  return error as ResponseValidationError;
}

describe('fetchAssetApys: the request on the wire', () => {
  it('reads every column with the anon key in apikey and Authorization', async () => {
    const { fetch, config } = setup();
    await fetchAssetApys(config);
    expect(fetch).toHaveBeenCalledTimes(1);
    const { url, headers } = callOf(fetch);
    expect(url).toBe(`${TABLE_URL}?select=*`);
    expect(headers.get('apikey')).toBe(ANON_KEY);
    expect(headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.has('range')).toBe(false);
    expect(headers.has('range-unit')).toBe(false);
    expect(headers.has('prefer')).toBe(false);
  });

  it('sends chainId and order as PostgREST parameters', async () => {
    const { fetch, config } = setup([]);
    await fetchAssetApys(config, { chainId: 8453, order: [{ column: 'created_at', ascending: false, nulls: 'last' }] });
    expect(callOf(fetch).url).toBe(
      'https://x.supabase.co/rest/v1/asset-total-apy?select=*&chain_id=eq.8453&order=created_at.desc.nullslast',
    );
  });

  it('sends Range, Range-Unit and Prefer: count for paging', async () => {
    const { fetch, config } = setup(rows, { status: 206, headers: { 'Content-Range': '20-21/120' } });
    await fetchAssetApys(config, { range: { from: 20, to: 29 }, count: 'exact' });
    const { headers } = callOf(fetch);
    expect(headers.get('range')).toBe('20-29');
    expect(headers.get('range-unit')).toBe('items');
    expect(headers.get('prefer')).toBe('count=exact');
    expect(headers.get('apikey')).toBe(ANON_KEY);
  });

  it('combines select, filters and order in one URL', async () => {
    const { fetch, config } = setup([{ chain_id: '8453', totalSupplyApy: '5.3' }]);
    await fetchAssetApys(config, {
      select: ['chain_id', 'totalSupplyApy'],
      filter: { borrowApy: { not: { is: null } }, ctoken_address: { in: [CTOKENS.aeroBase, CTOKENS.wethBase] } },
      chainId: '8453',
      order: [{ column: 'totalSupplyApy', ascending: false }],
    });
    const url = callOf(fetch).url;
    expect(url).toBe(
      `${TABLE_URL}?select=chain_id%2CtotalSupplyApy&borrowApy=not.is.null` +
        `&ctoken_address=in.%28%22${CTOKENS.aeroBase}%22%2C%22${CTOKENS.wethBase}%22%29` +
        '&chain_id=eq.8453&order=totalSupplyApy.desc',
    );
  });

  it('sends address filters in lowercase, as the service stores them: a checksummed address finds its rows', async () => {
    const { fetch, config } = setup([]);
    const checksummed = getAddress(CTOKENS.aeroBase);
    expect(checksummed).not.toBe(CTOKENS.aeroBase);
    await fetchAssetApys(config, {
      filter: {
        ctoken_address: checksummed,
        underlying_address: { in: [getAddress(CTOKENS.wethBase)], not: { eq: checksummed } },
      },
    });
    const params = new URL(callOf(fetch).url).searchParams;
    expect(params.get('ctoken_address')).toBe(`eq.${CTOKENS.aeroBase}`);
    expect(params.getAll('underlying_address')).toEqual([`in.("${CTOKENS.wethBase}")`, `not.eq.${CTOKENS.aeroBase}`]);
  });

  it('uses a same-origin apyUrl as is', async () => {
    const fetch = fakeFetch(() => jsonResponse([]));
    await fetchAssetApys(makeConfig(fetch, { apyUrl: '/supabase/rest/v1/' }), { chainId: 34443 });
    expect(callOf(fetch).url).toBe('/supabase/rest/v1/asset-total-apy?select=*&chain_id=eq.34443');
  });

  it('buildAssetApysRequest describes exactly what is sent', async () => {
    const { fetch, config } = setup([]);
    const params: AssetApysParams = { chainId: 8453, range: { from: 0, to: 9 }, count: 'planned' };
    const built = buildAssetApysRequest(config, params);
    await fetchAssetApys(config, params);
    const sent = callOf(fetch);
    expect(sent.url).toBe(built.url);
    expect(built.headers).toEqual({
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      Range: '0-9',
      'Range-Unit': 'items',
      Prefer: 'count=planned',
    });
    for (const [name, value] of Object.entries(built.headers)) expect(sent.headers.get(name)).toBe(value);
    expect(built.columns).toEqual(assetApyColumns);
  });

  it('takes null options as no options (plain JavaScript callers)', async () => {
    const { config } = setup([]);
    expect((await fetchAssetApys(config, {}, null as never)).rows).toEqual([]);
  });

  it('passes the caller signal through: aborting rejects with the caller reason', async () => {
    const fetch: FetchMock = fakeFetch(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const reason = new Error('unmounted');
    const outcome = rejectionOf(fetchAssetApys(makeConfig(fetch), {}, { signal: controller.signal }));
    controller.abort(reason);
    expect(await outcome).toBe(reason);
  });
});

describe('fetchAssetApys: chainId', () => {
  it('accepts a number or a numeric string', async () => {
    for (const chainId of [34443, '34443']) {
      const { fetch, config } = setup([]);
      await fetchAssetApys(config, { chainId });
      expect(callOf(fetch).url).toBe(`${TABLE_URL}?select=*&chain_id=eq.34443`);
    }
  });

  it('filters chains the rewards API does not serve, such as 10', async () => {
    const { fetch, config } = setup([]);
    await fetchAssetApys(config, { chainId: 10 });
    expect(callOf(fetch).url).toBe(`${TABLE_URL}?select=*&chain_id=eq.10`);
  });

  it('agrees with an equal filter.chain_id and sends it once', async () => {
    for (const chain_id of ['8453', 8453]) {
      const { fetch, config } = setup([]);
      await fetchAssetApys(config, { chainId: 8453, filter: { chain_id } });
      expect(new URL(callOf(fetch).url).searchParams.getAll('chain_id')).toEqual(['eq.8453']);
    }
  });

  it('is ANDed with other operators on chain_id', async () => {
    const { fetch, config } = setup([]);
    await fetchAssetApys(config, { chainId: 8453, filter: { chain_id: { neq: '10' } } });
    expect(new URL(callOf(fetch).url).searchParams.getAll('chain_id')).toEqual(['eq.8453', 'neq.10']);
  });

  it.each([
    ['a different plain value', '34443', '34443'],
    ['null (is.null)', null, 'null'],
    ['a different eq', { eq: '34443' }, '34443'],
  ])('conflicting with filter.chain_id (%s) throws before any request', async (_label, chain_id, shown) => {
    const { fetch, config } = setup([]);
    const error = await rejectionOf(fetchAssetApys(config, { chainId: 8453, filter: { chain_id } }));
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect((error as InvalidParameterError).shortMessage).toBe('chainId conflicts with filter.chain_id.');
    expect((error as InvalidParameterError).details).toBe(`chainId=8453, filter.chain_id=${shown}.`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('agrees with filter.chain_id = { eq: same chain }', async () => {
    const { fetch, config } = setup([]);
    await fetchAssetApys(config, { chainId: 8453, filter: { chain_id: { eq: '8453' } } });
    expect(new URL(callOf(fetch).url).searchParams.getAll('chain_id')).toEqual(['eq.8453']);
  });

  it('refuses rows of another chain: a proxy or cache answered for a different chainId', async () => {
    const error = await validationErrorFor([row({ id: 1 }), row({ id: 2, chain_id: '10' })], { chainId: 8453 });
    expect(error.shortMessage).toBe('The APY rows do not match the request.');
    expect(error.issues).toEqual([{ path: '1.chain_id', message: 'Expected "8453", got "10"' }]);
  });

  it.each([{ chain_id: '8453' }, { chain_id: { eq: 8453 } }])(
    'refuses rows of another chain asked for as filter %j',
    async (filter) => {
      const error = await validationErrorFor([row({ id: 1, chain_id: '34443' })], { filter });
      expect(error.issues).toEqual([{ path: '0.chain_id', message: 'Expected "8453", got "34443"' }]);
    },
  );

  it('checks the chain only where the rows carry it (select without chain_id)', async () => {
    const { config } = setup([{ id: 1 }, { id: 2 }]);
    const result = await fetchAssetApys(config, { chainId: 8453, select: ['id'] });
    expect(result.rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it.each(['base', '0x2105', -1, 1.5, '8453 ', '84 53', Number.NaN, '1'.repeat(13), 0, '0', '08453'])(
    'rejects chainId %j before any request',
    async (chainId) => {
      const { fetch, config } = setup([]);
      const error = await rejectionOf(fetchAssetApys(config, { chainId }));
      expect(error).toBeInstanceOf(InvalidParameterError);
      expect((error as InvalidParameterError).shortMessage).toMatch(/^chainId must be a positive integer, got "/);
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});

describe('fetchAssetApys: bad parameters send nothing', () => {
  it.each<[string, AssetApysParams, string, string | undefined]>([
    [
      'wrong-case column in select',
      { select: ['totalsupplyapy' as never] },
      'Unknown column "totalsupplyapy" in select.',
      'Column names are case-sensitive: did you mean "totalSupplyApy"?',
    ],
    [
      'unknown column in filter',
      { filter: { banana: '1' } as never },
      'Unknown column "banana" in filter.',
      `Known columns: ${assetApyColumns.join(', ')}.`,
    ],
    [
      'wrong-case column in order',
      { order: [{ column: 'Created_At' as never }] },
      'Unknown column "Created_At" in order.',
      'Column names are case-sensitive: did you mean "created_at"?',
    ],
    [
      'bad operator',
      { filter: { supplyApy: { between: [1, 2] } as never } },
      'Unknown filter operator "between" on "supplyApy".',
      'Use one of: eq, neq, gt, gte, lt, lte, like, ilike, in, is, not.',
    ],
    [
      'inverted range',
      { range: { from: 10, to: 9 } },
      'range must have integers 0 <= from <= to.',
      'Got from=10, to=9.',
    ],
    [
      'non-finite number',
      { filter: { supplyApy: { gt: Number.POSITIVE_INFINITY } } },
      'Filter value on "supplyApy" must be finite.',
      undefined,
    ],
    [
      'lone surrogate',
      { filter: { underlying_address: { like: '0x42\uD800*' } } },
      'Filter value on "underlying_address" is not text the service can store (a lone surrogate or U+0000).',
      undefined,
    ],
    ['bad count', { count: 'none' as never }, 'Unknown count mode "none".', 'Use exact, planned or estimated.'],
    ['params not an object', 'chain_id=eq.8453' as never, 'fetchAssetApys params must be an object.', undefined],
  ])('%s', async (_label, params, shortMessage, details) => {
    const { fetch, config } = setup();
    const error = await rejectionOf(fetchAssetApys(config, params));
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error).toMatchObject({ name: 'InvalidParameterError', shortMessage, details });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('fetchAssetApys: values no String() can print, and loops, are typed errors too', () => {
  const bare = () => Object.create(null) as never;
  const looped = () => {
    const filter: Record<string, unknown> = { eq: '0x4200000000000000000000000000000000000006' };
    filter.not = filter;
    return filter as never;
  };

  it.each<[string, AssetApysParams, RegExp]>([
    ['a chainId without a prototype', { chainId: bare() }, /^chainId must be a positive integer, got "\[object\]"\.$/],
    ['a select item without a prototype', { select: [bare()] }, /^Unknown column "\[object\]" in select\.$/],
    [
      'an order column without a prototype',
      { order: [{ column: bare() }] },
      /^Unknown column "\[object\]" in order\.$/,
    ],
    ['a count without a prototype', { count: bare() }, /^Unknown count mode "\[object\]"\.$/],
    ['a range bound without a prototype', { range: { from: bare(), to: 1 } }, /^range must have integers/],
    ['a maxId without a prototype', { maxId: bare() }, /^maxId must be a non-negative integer\.$/],
    ['an is value without a prototype', { filter: { borrowApy: { is: bare() } } }, /^Filter "borrowApy\.is" must be/],
    [
      'a bigint chain_id beside another chainId',
      { chainId: 8453, filter: { chain_id: 1n as never } },
      /^chainId conflicts/,
    ],
    [
      'an address filter that holds itself',
      { filter: { ctoken_address: looped() } },
      /^An address filter is nested too deeply\.$/,
    ],
    [
      'order ascending as text',
      { order: [{ column: 'id', ascending: 'false' as never }] },
      /^order ascending must be true or false\.$/,
    ],
  ])('%s', async (_label, params, shortMessage) => {
    const { fetch, config } = setup();
    const error = await rejectionOf(fetchAssetApys(config, params));
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect((error as InvalidParameterError).shortMessage).toMatch(shortMessage);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('fetchAssetApys: a read the gateway would refuse as too long', () => {
  const addresses = (n: number) => Array.from({ length: n }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`);

  it('is an InvalidParameterError with no request, and the longest read that fits is sent', async () => {
    const { fetch, config } = setup([]);
    const error = await rejectionOf(fetchAssetApys(config, { filter: { ctoken_address: { in: addresses(200) } } }));
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect((error as InvalidParameterError).shortMessage).toBe(
      'The read is too long for the service: split a long filter into several reads.',
    );
    expect(fetch).not.toHaveBeenCalled();
    await fetchAssetApys(config, { filter: { ctoken_address: { in: addresses(150) } } });
    expect(callOf(fetch).url.length).toBeLessThanOrEqual(MAX_READ_URL_LENGTH);
  });
});

describe('fetchAssetApys: rows', () => {
  it('returns the rows as sent, with APY strings, "0" and null intact', async () => {
    const { config } = setup();
    const result = await fetchAssetApys(config);
    expect(result.rows).toEqual(rows);
    expect(result.rows[1]?.borrowApy).toBeNull();
    expect(result.rows[1]?.totalSupplyApy).toBe('0');
    expect(result.rows[0]?.totalSupplyApy).toBe('5.301877254953391');
  });

  it('accepts null in every APY column', async () => {
    const { config } = setup([row({ totalSupplyApy: null, supplyApy: null, borrowApy: null })]);
    const { rows: [only] = [] } = await fetchAssetApys(config);
    expect(only).toMatchObject({ totalSupplyApy: null, supplyApy: null, borrowApy: null });
  });

  it('lowercases checksummed addresses', async () => {
    const { config } = setup([
      row({
        underlying_address: '0x940181a94A35A4569E4529A3CDfB74e38FD98631',
        ctoken_address: upperHex(CTOKENS.aeroBase),
      }),
    ]);
    const { rows: [only] = [] } = await fetchAssetApys(config);
    expect(only?.underlying_address).toBe(TOKENS.aeroBase);
    expect(only?.ctoken_address).toBe(CTOKENS.aeroBase);
  });

  it('keeps extra fields the table may grow', async () => {
    const { config } = setup([row({ rewardApy: '1.2', updated_by: 'cron' })]);
    const { rows: [only] = [] } = await fetchAssetApys(config);
    expect(only).toMatchObject({ rewardApy: '1.2', updated_by: 'cron', id: 1 });
  });

  it('drops a "__proto__" key a row carries, which a copy of the row (TanStack\'s structural sharing) would make its prototype', async () => {
    const selected = { id: 1, created_at: row().created_at, chain_id: row().chain_id };
    const raw = JSON.stringify([selected]).replace('{', '{"__proto__":{"supplyApy":"99999"},');
    const config = makeConfig(fakeFetch(() => textResponse(raw)));
    const { rows: [only] = [] } = await fetchAssetApys(config, { select: ['id', 'created_at', 'chain_id'] });
    expect(only).toEqual(selected);
    expect(Object.hasOwn(only ?? {}, '__proto__')).toBe(false);
    const copied = replaceEqualDeep([{ id: 0 }], [only]) as Record<string, unknown>[];
    expect(copied[0]?.supplyApy).toBeUndefined();
    expect(Object.getPrototypeOf(copied[0])).toBe(Object.prototype);
  });

  it('accepts an empty array', async () => {
    const { config } = setup([]);
    await expect(fetchAssetApys(config)).resolves.toEqual({ rows: [], range: null, total: null });
  });

  it('accepts timestamps without a fraction and with other offsets', async () => {
    const timestamps = ['2024-07-12T10:00:00+00:00', '2024-07-12T12:00:00.5+02:00', '2024-07-12T10:00:00Z'];
    const { config } = setup(timestamps.map((created_at, id) => row({ id, created_at })));
    const result = await fetchAssetApys(config);
    expect(result.rows.map((r) => r.created_at)).toEqual(timestamps);
  });
});

describe('fetchAssetApys: invalid rows', () => {
  it('a null chain_id names the row index and field', async () => {
    const error = await validationErrorFor([row(), row({ chain_id: null as never })]);
    expect(error.issues).toEqual([{ index: 1, path: 'chain_id', message: expect.any(String) }]);
    expect(error.shortMessage).toBe('1 invalid value in the APY rows.');
    expect(error.details).toMatch(/^row 1\.chain_id: /);
    expect(error.url).toBe(`${TABLE_URL}?select=*`);
  });

  it.each([
    ['id as a string', { id: '1' }, 'id'],
    ['a fractional id', { id: 1.5 }, 'id'],
    ['chain_id as a number', { chain_id: 8453 }, 'chain_id'],
    ['chain_id "base"', { chain_id: 'base' }, 'chain_id'],
    ['totalSupplyApy as a number', { totalSupplyApy: 5.3 }, 'totalSupplyApy'],
    ['a bad timestamp', { created_at: 'yesterday' }, 'created_at'],
    ['a date without time', { created_at: '2024-07-12' }, 'created_at'],
    ['a short address', { ctoken_address: '0x014e08f0…9779' }, 'ctoken_address'],
    ['a null address', { underlying_address: null }, 'underlying_address'],
    ['a missing column', { borrowApy: undefined }, 'borrowApy'],
  ])('%s → ResponseValidationError on that row and field', async (_label, overrides, field) => {
    const error = await validationErrorFor([row(), row(), row(overrides as never)]);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatchObject({ index: 2, path: field });
    expect(error.details).toContain(`row 2.${field}`);
  });

  it('reports every bad value, with the count in the message', async () => {
    const error = await validationErrorFor([
      row({ chain_id: null as never }),
      row(),
      row({ supplyApy: 1 as never, created_at: 'now' }),
    ]);
    expect(error.shortMessage).toBe('3 invalid values in the APY rows.');
    expect(error.issues.map(({ index, path }) => `${index}.${path}`).sort()).toEqual([
      '0.chain_id',
      '2.created_at',
      '2.supplyApy',
    ]);
  });

  it('does not report null APYs of other rows as problems', async () => {
    const error = await validationErrorFor([
      row({ totalSupplyApy: null, supplyApy: null, borrowApy: null }),
      row({ chain_id: '' }),
    ]);
    expect(error.issues).toEqual([{ index: 1, path: 'chain_id', message: expect.any(String) }]);
  });

  it('the exported row schema accepts null APYs and rejects a null chain_id', () => {
    expect(assetApyRowSchema.safeParse(row({ totalSupplyApy: null, supplyApy: null, borrowApy: null })).success).toBe(
      true,
    );
    expect(assetApyRowSchema.safeParse(row({ chain_id: null as never })).success).toBe(false);
  });

  it('a row that is not an object', async () => {
    const error = await validationErrorFor([row(), null, 'row']);
    expect(error.issues.map((issue) => [issue.index, issue.path])).toEqual([
      [1, ''],
      [2, ''],
    ]);
  });

  it.each([
    ['an object', { rows }, 'Got object'],
    ['null', null, 'Got null'],
    ['a string', 'ok', 'Got string'],
  ])('a body that is %s instead of an array', async (_label, body, message) => {
    const error = await validationErrorFor(body);
    expect(error.shortMessage).toBe('Expected a JSON array of rows.');
    expect(error.issues).toEqual([{ path: '', message }]);
  });
});

describe('fetchAssetApys: select narrows validation', () => {
  it('checks only the selected columns', async () => {
    const body = [{ chain_id: '8453', totalSupplyApy: '5.301877254953391' }];
    const { config } = setup(body);
    const result = await fetchAssetApys(config, { select: ['chain_id', 'totalSupplyApy'] });
    expect(result.rows).toEqual(body);
    expectTypeOf(result.rows[0]).toEqualTypeOf<{ chain_id: string; totalSupplyApy: string | null } | undefined>();
  });

  it('still validates and lowercases a selected address', async () => {
    const { config } = setup([{ ctoken_address: upperHex(CTOKENS.wethBase) }]);
    const result = await fetchAssetApys(config, { select: ['ctoken_address'] });
    expect(result.rows).toEqual([{ ctoken_address: CTOKENS.wethBase }]);
  });

  it('rejects a row missing a selected column', async () => {
    const error = await validationErrorFor([{ chain_id: '8453' }], { select: ['chain_id', 'supplyApy'] });
    expect(error.issues).toEqual([{ index: 0, path: 'supplyApy', message: expect.any(String) }]);
  });

  it('rejects a bad value in a selected column', async () => {
    const error = await validationErrorFor([{ chain_id: null }], { select: ['chain_id'] });
    expect(error.issues[0]).toMatchObject({ index: 0, path: 'chain_id' });
  });
});

describe('fetchAssetApys: range and total', () => {
  it('reads range and total from Content-Range', async () => {
    const { config } = setup(rows, { status: 206, headers: { 'Content-Range': '20-21/120' } });
    const result = await fetchAssetApys(config, { range: { from: 20, to: 29 }, count: 'exact' });
    expect(result.range).toEqual({ from: 20, to: 21 });
    expect(result.total).toBe(120);
  });

  it('total is null without a count (0-14/*)', async () => {
    const { config } = setup(rows, { headers: { 'Content-Range': '0-1/*' } });
    const result = await fetchAssetApys(config);
    expect(result).toMatchObject({ range: { from: 0, to: 1 }, total: null });
  });

  it('an empty page with an exact count (*/0)', async () => {
    const { config } = setup([], { headers: { 'Content-Range': '*/0' } });
    await expect(fetchAssetApys(config, { count: 'exact' })).resolves.toEqual({ rows: [], range: null, total: 0 });
  });

  it('falls back to the requested range when Content-Range is not exposed (CORS)', async () => {
    const { config } = setup(rows);
    const result = await fetchAssetApys(config, { range: { from: 10, to: 19 } });
    expect(result.range).toEqual({ from: 10, to: 11 });
    expect(result.total).toBeNull();
  });

  it('range is null without Content-Range and without a requested range', async () => {
    const { config } = setup(rows);
    expect(await fetchAssetApys(config)).toMatchObject({ range: null, total: null });
  });
});

describe('fetchAssetApys: a Content-Range that disagrees is never trusted', () => {
  const many = (n: number, from = 0) => Array.from({ length: n }, (_, i) => row({ id: from + i }));
  async function refusal(body: unknown[], header: string | undefined, range?: { from: number; to: number }) {
    const { config } = setup(body, header === undefined ? {} : { headers: { 'Content-Range': header } });
    const error = await rejectionOf(fetchAssetApys(config, { range, count: 'exact' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toBe('Content-Range');
    return error as ResponseValidationError;
  }

  it.each([
    ['a span past its total (0-9/5)', many(10), '0-9/5'],
    ['an unreadable header', many(2), 'garbage'],
    ['a span longer than the body', many(5), '0-9/100'],
    ['a span shorter than the body', many(10), '0-4/100'],
    ['rows under an empty span', many(2), '*/100'],
  ])('%s', async (_label, body, header) => {
    await refusal(body, header, { from: 0, to: 9 });
  });

  it('rows that start after the requested row (rows would be skipped)', async () => {
    const error = await refusal(many(5, 15), '15-19/100', { from: 10, to: 19 });
    expect(error.issues[0]?.message).toBe('Rows start at 15, 10 was asked: rows would be skipped');
  });

  it('each refusal says what disagrees', async () => {
    const messageOf = async (...args: Parameters<typeof refusal>) => (await refusal(...args)).issues[0]?.message;
    expect(await messageOf(many(2), 'garbage', { from: 0, to: 9 })).toBe(
      'Unreadable or inconsistent Content-Range "garbage"',
    );
    expect(await messageOf(many(30), undefined, { from: 10, to: 19 })).toBe(
      '30 rows for Range 10-19: the server ignored Range',
    );
    expect(await messageOf(many(10), '0-9/30', { from: 10, to: 19 })).toBe(
      'Rows end at 9, 10 was asked: the server ignored Range',
    );
  });

  it('no rows where an exact count says five begin (*/5 for 0-9); an estimate may overshoot and passes', async () => {
    const error = await refusal([], '*/5', { from: 0, to: 9 });
    expect(error.issues[0]?.message).toBe('No rows from 0, though the exact count is 5');
    const { config } = setup([], { headers: { 'Content-Range': '*/5' } });
    await expect(fetchAssetApys(config, { range: { from: 0, to: 9 }, count: 'estimated' })).resolves.toEqual({
      rows: [],
      range: null,
      total: 5,
    });
    await expect(
      fetchAssetApys(setup([], { headers: { 'Content-Range': '*/5' } }).config, {
        range: { from: 5, to: 9 },
        count: 'exact',
      }),
    ).resolves.toMatchObject({ rows: [], total: 5 });
  });

  it('a server that ignores Range without Content-Range: more rows than asked is refused', async () => {
    await refusal(many(30), undefined, { from: 10, to: 19 });
  });

  it('rows that end before the requested row (a cache answering the first page again) are refused, not an empty page', async () => {
    await refusal(many(10), '0-9/30', { from: 10, to: 19 });
  });

  it('a server that ignores Range and says so in Content-Range: the requested span is cut out of the body', async () => {
    const { config } = setup(many(30), { headers: { 'Content-Range': '0-29/30' } });
    const result = await fetchAssetApys(config, { range: { from: 10, to: 19 }, count: 'exact' });
    expect(result.rows.map((r) => r.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(result).toMatchObject({ range: { from: 10, to: 19 }, total: 30 });
  });
});

describe('fetchAssetApys: HTTP errors', () => {
  it('416 past the last row → RangeNotSatisfiableError that keeps the total, so a pager can go back', async () => {
    const { config } = setup(
      {
        code: 'PGRST103',
        details: 'An offset of 100 was requested, but there are only 15 rows.',
        hint: null,
        message: 'Requested range not satisfiable',
      },
      { status: 416, headers: { 'Content-Range': '*/15' } },
    );
    const error = await rejectionOf(fetchAssetApys(config, { range: { from: 100, to: 109 }, count: 'exact' }));
    expect(error).toBeInstanceOf(RangeNotSatisfiableError);
    expect(error).toMatchObject({ status: 416, code: 'PGRST103', url: `${TABLE_URL}?select=*`, total: 15 });
  });

  it('401 wrong key → AuthError', async () => {
    const { config } = setup(
      { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      { status: 401 },
    );
    const error = await rejectionOf(fetchAssetApys(config));
    expect(error).toBeInstanceOf(AuthError);
    expect(String(error)).not.toContain(ANON_KEY);
  });

  it('400 unknown column from the server → HttpError with code and hint', async () => {
    const hint = 'Perhaps you meant to reference the column "asset-total-apy.totalSupplyApy".';
    const { config } = setup(
      { code: '42703', details: null, hint, message: 'column asset-total-apy.totalsupplyapy does not exist' },
      { status: 400 },
    );
    const error = await rejectionOf(fetchAssetApys(config));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: '42703', hint });
  });
});
