// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { MOCK_ANON_KEY, MOCK_APY_URL, sampleAssetApys } from '../../src/testing';
import { authHeaders, send, serveMockService } from './mswService';

const TABLE = `${MOCK_APY_URL}/asset-total-apy`;
const JSON_TYPE = 'application/json; charset=utf-8';
const EXPOSED =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';

const get = (query: string, headers: Record<string, string> = {}) =>
  send(`${TABLE}${query}`, { headers: { ...authHeaders, ...headers } });
const ids = (json: unknown) => (json as { id: number }[]).map((row) => row.id);
const rowsOf = (json: unknown) => json as Record<string, unknown>[];
const pgError = (code: string, message: string, details: string | null = null, hint: string | null = null) => ({
  code,
  details,
  hint,
  message,
});

describe('APY service: gateway auth', () => {
  serveMockService({ assetApys: sampleAssetApys });

  it('answers 401 without an apikey', async () => {
    const reply = await send(`${TABLE}?select=id`);
    expect(reply.status).toBe(401);
    expect(reply.headers.get('content-type')).toBe(JSON_TYPE);
    expect(reply.text).toBe(
      '{"message":"No API key found in request","hint":"No `apikey` request header or url param was found."}',
    );
  });

  it('answers 401 to a wrong apikey', async () => {
    const reply = await send(`${TABLE}?select=id`, { headers: { apikey: 'not-the-key' } });
    expect(reply.status).toBe(401);
    expect(reply.text).toBe(
      '{"message":"Invalid API key","hint":"Double check your Supabase `anon` or `service_role` API key."}',
    );
  });

  it('accepts the key as an `apikey` url parameter, which is not a filter', async () => {
    const reply = await send(`${TABLE}?select=id&limit=2&apikey=${MOCK_ANON_KEY}`);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual([{ id: 108000 }, { id: 108001 }]);
  });

  it('rejects a bearer token that is not the anon key, as PostgREST does', async () => {
    const reply = await get('?select=id', { Authorization: 'Bearer a.b.c' });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(pgError('PGRST301', 'JWSError JWSInvalidSignature'));
    expect(reply.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWSError JWSInvalidSignature"',
    );
  });

  it('serves the anon role when only the apikey is sent', async () => {
    const reply = await send(`${TABLE}?select=id&limit=1`, { headers: { apikey: MOCK_ANON_KEY } });
    expect(reply.status).toBe(200);
  });
});

describe('APY service: select', () => {
  serveMockService({ assetApys: sampleAssetApys });

  it('returns every column in table order for *, for an empty select and without select', async () => {
    const columns = [
      'id',
      'created_at',
      'chain_id',
      'underlying_address',
      'ctoken_address',
      'totalSupplyApy',
      'supplyApy',
      'borrowApy',
    ];
    for (const query of ['?select=*&limit=1', '?select=&limit=1', '?limit=1']) {
      const reply = await get(query);
      expect(Object.keys(rowsOf(reply.json)[0] ?? {})).toEqual(columns);
    }
    const first = await get('?limit=1');
    expect(first.json).toEqual([sampleAssetApys[0]]);
  });

  it('returns only the listed columns, with spaces, aliases and casts', async () => {
    const reply = await get(
      `?select=${encodeURIComponent(' id , apy:totalSupplyApy, chain_id::text ,created_at::text')}&limit=1`,
    );
    expect(reply.status).toBe(200);
    const row = sampleAssetApys[0] as AssetApyRow;
    expect(reply.json).toEqual([
      {
        id: row.id,
        apy: row.totalSupplyApy,
        chain_id: row.chain_id,
        created_at: row.created_at.replace('T', ' ').replace('+00:00', '+00'),
      },
    ]);
  });

  it('keeps a field aliased like an Object property, in JSON, CSV and a single object', async () => {
    const query = '?select=__proto__:id,constructor:chain_id&limit=1';
    const row = sampleAssetApys[0] as AssetApyRow;
    expect((await get(query)).text).toBe(`[{"__proto__":${row.id},"constructor":"${row.chain_id}"}]`);
    const csv = await get(query, { Accept: 'text/csv' });
    expect(csv.text).toBe(`__proto__,constructor\n${row.id},${row.chain_id}`);
    const single = await get(query, { Accept: 'application/vnd.pgrst.object+json' });
    expect(single.text).toBe(`{"__proto__":${row.id},"constructor":"${row.chain_id}"}`);
  });

  it('casts id to text', async () => {
    const reply = await get('?select=id::text&limit=1');
    expect(reply.json).toEqual([{ id: '108000' }]);
  });

  it('answers 42703 for an unknown column', async () => {
    const reply = await get('?select=id,banana');
    expect(reply.status).toBe(400);
    expect(reply.text).toBe(
      '{"code":"42703","details":null,"hint":null,"message":"column asset-total-apy.banana does not exist"}',
    );
  });

  it('answers 42703 for a column named like an Object property, in select, filter and order', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const missing = pgError('42703', `column asset-total-apy.${name} does not exist`);
      for (const query of [`?select=id,${name}`, `?${name}=eq.1`, `?order=${name}.desc`]) {
        const reply = await get(query);
        expect(reply.status, query).toBe(400);
        expect(reply.json, query).toEqual(missing);
      }
    }
  });

  it('suggests the right column for a wrong-case name', async () => {
    const reply = await get('?select=totalsupplyapy');
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(
      pgError(
        '42703',
        'column asset-total-apy.totalsupplyapy does not exist',
        null,
        'Perhaps you meant to reference the column "asset-total-apy.totalSupplyApy".',
      ),
    );
  });

  it('answers PGRST100 with the parser position for a malformed select', async () => {
    const trailingComma = await get('?select=id,chain_id,');
    expect(trailingComma.status).toBe(400);
    expect(trailingComma.json).toEqual(
      pgError(
        'PGRST100',
        '"failed to parse select parameter (id,chain_id,)" (line 1, column 13)',
        'unexpected end of input expecting "...", field name (* or [a..z0..9_$]), "*" or "count()"',
      ),
    );
    const bracket = await get(`?select=${encodeURIComponent('id[]')}`);
    expect(bracket.json).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse select parameter (id[])" (line 1, column 3)',
    });
  });

  it('answers PGRST200 for an embedded resource, since the table has no relationships', async () => {
    const reply = await get('?select=id,markets(*)');
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'asset-total-apy' and 'markets' in the schema cache",
    });
  });
});

describe('APY service: filters', () => {
  serveMockService({ assetApys: sampleAssetApys });

  it('filters by chain with eq and neq', async () => {
    const base = await get('?select=chain_id&chain_id=eq.8453', { Prefer: 'count=exact', Range: '0-' });
    expect(base.headers.get('content-range')).toBe('0-503/504');
    expect(new Set(rowsOf(base.json).map((r) => r.chain_id))).toEqual(new Set(['8453']));
    const others = await get('?select=chain_id&chain_id=neq.8453');
    expect(new Set(rowsOf(others.json).map((r) => r.chain_id))).toEqual(new Set(['34443', '10']));
  });

  it('compares ids as numbers and APY columns as text', async () => {
    const byId = await get('?select=id&id=gt.109146');
    expect(ids(byId.json)).toEqual([109147, 109148, 109149, 109150, 109151]);
    const byText = await get('?select=totalSupplyApy&totalSupplyApy=gt.9');
    const values = rowsOf(byText.json).map((r) => String(r.totalSupplyApy));
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => v > '9')).toBe(true);
    expect(values.some((v) => v.startsWith('10'))).toBe(false);
  });

  it('takes everything after the first `op.` as the value, dots included', async () => {
    const row = sampleAssetApys[5] as AssetApyRow;
    const reply = await get(`?select=id&totalSupplyApy=eq.${row.totalSupplyApy}`);
    expect(ids(reply.json)).toContain(row.id);
    expect(ids(reply.json).length).toBeLessThan(3);
  });

  it('matches like and ilike patterns with *, % and _', async () => {
    const star = await get('?select=ctoken_address&ctoken_address=like.0x014e*');
    expect(new Set(rowsOf(star.json).map((r) => r.ctoken_address))).toEqual(
      new Set(['0x014e08f05ac11bb532be62774a4c548368f59779']),
    );
    const percent = await get(`?select=id&ctoken_address=like.${encodeURIComponent('%59779')}`);
    expect(ids(percent.json).length).toBe(72);
    const underscore = await get('?select=chain_id&chain_id=like.8_5_');
    expect(new Set(rowsOf(underscore.json).map((r) => r.chain_id))).toEqual(new Set(['8453']));
    const caseSensitive = await get('?select=id&ctoken_address=like.0X014E*');
    expect(caseSensitive.json).toEqual([]);
    const insensitive = await get('?select=id&ctoken_address=ilike.0X014E*');
    expect(ids(insensitive.json).length).toBe(72);
  });

  it('tests null with is, in any case, and negates with not.', async () => {
    const isNull = await get('?select=borrowApy&borrowApy=is.NULL');
    expect(rowsOf(isNull.json).length).toBeGreaterThan(0);
    expect(rowsOf(isNull.json).every((r) => r.borrowApy === null)).toBe(true);
    const notNull = await get('?select=borrowApy&borrowApy=not.is.null');
    const notNullV13 = await get('?select=borrowApy&borrowApy=is.not_null');
    expect(rowsOf(notNull.json).length).toBeGreaterThan(0);
    expect(rowsOf(notNull.json).every((r) => r.borrowApy !== null)).toBe(true);
    expect(notNull.json).toEqual(notNullV13.json);
  });

  it('never matches a null value with a comparison, negated or not', async () => {
    const all = await get('?select=id&totalSupplyApy=is.null');
    const nullIds = ids(all.json);
    expect(nullIds.length).toBeGreaterThan(0);
    const eq = await get('?select=id&totalSupplyApy=eq.0');
    const notEq = await get('?select=id&totalSupplyApy=not.eq.0&limit=1000', { Range: '0-' });
    for (const id of nullIds) {
      expect(ids(eq.json)).not.toContain(id);
      expect(ids(notEq.json)).not.toContain(id);
    }
  });

  it('ANDs several filters and decodes + as a space', async () => {
    const both = await get('?select=id,chain_id,borrowApy&chain_id=eq.34443&borrowApy=is.null');
    expect(rowsOf(both.json).length).toBeGreaterThan(0);
    expect(rowsOf(both.json).every((r) => r.chain_id === '34443' && r.borrowApy === null)).toBe(true);
    expect((await get('?select=id&chain_id=eq.8453+')).json).toEqual([]);
    expect(ids((await get('?select=id&chain_id=eq.8453%2B')).json)).toEqual([]);
  });

  it('filters timestamps as timestamps', async () => {
    const reply = await get('?select=created_at&created_at=gte.2026-11-20T11:00:00Z');
    expect(rowsOf(reply.json).length).toBe(16);
  });

  it('answers 42703 for a filter on an unknown column', async () => {
    const reply = await get('?banana=eq.1');
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(pgError('42703', 'column asset-total-apy.banana does not exist'));
  });

  it('answers PGRST100 to a stray parameter and to an unknown operator', async () => {
    const stray = await get('?foo=bar');
    expect(stray.status).toBe(400);
    expect(stray.text).toBe(
      '{"code":"PGRST100","details":"unexpected \\"b\\" expecting \\"not\\" or operator (eq, gt, ...)","hint":null,"message":"\\"failed to parse filter (bar)\\" (line 1, column 1)"}',
    );
    const noop = await get('?chain_id=noop.0');
    expect(noop.json).toEqual(
      pgError(
        'PGRST100',
        '"failed to parse filter (noop.0)" (line 1, column 1)',
        'unexpected "o" expecting "not" or operator (eq, gt, ...)',
      ),
    );
  });

  it('answers 22P02 for a value that is not a bigint, and 42883 for like on a number', async () => {
    const reply = await get('?id=eq.abc');
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(pgError('22P02', 'invalid input syntax for type bigint: "abc"'));
    const like = await get('?id=like.1*');
    expect(like.status).toBe(404);
    expect(like.json).toMatchObject({ code: '42883', message: 'operator does not exist: bigint ~~ unknown' });
  });

  it('applies or=(…) trees', async () => {
    const reply = await get('?select=id&or=(and(chain_id.eq.10,id.lt.108040),id.eq.109015)');
    expect(ids(reply.json)).toEqual([108014, 108015, 108030, 108031, 109015]);
  });
});

describe('APY service: in lists', () => {
  const template = sampleAssetApys[0] as AssetApyRow;
  const chainIds = ['a,b', 'say "hi"', 'back\\slash', 'plain', 'other'];
  serveMockService({ assetApys: chainIds.map((chain_id, index) => ({ ...template, id: index + 1, chain_id })) });

  it('matches quoted items holding commas, escaped quotes and backslashes', async () => {
    const list = encodeURIComponent('("a,b","say \\"hi\\"","back\\\\slash",plain)');
    const reply = await get(`?select=id&chain_id=in.${list}`);
    expect(ids(reply.json)).toEqual([1, 2, 3, 4]);
  });

  it('matches nothing with in.() and everything with not.in.()', async () => {
    expect((await get('?select=id&chain_id=in.()')).json).toEqual([]);
    expect(ids((await get('?select=id&chain_id=not.in.()')).json)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('APY service: the gateway refuses a request line over 8 KB', () => {
  serveMockService();
  const addresses = (n: number) =>
    Array.from({ length: n }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`).join(',');

  it('answers 414 "URI too long" with no CORS header for ~200 addresses in an in list, and reads ~150', async () => {
    const long = await get(`?select=id&ctoken_address=in.(${addresses(200)})`, { Origin: 'https://app.example' });
    expect(long.status).toBe(414);
    expect(long.text).toBe('URI too long\n');
    expect(long.headers.get('access-control-allow-origin')).toBeNull();
    expect((await get(`?select=id&ctoken_address=in.(${addresses(150)})`)).status).toBe(200);
  });
});

describe('APY service: order', () => {
  serveMockService({ assetApys: sampleAssetApys });

  it('orders by one or several columns', async () => {
    const desc = await get('?select=id&order=id.desc&limit=3');
    expect(ids(desc.json)).toEqual([109151, 109150, 109149]);
    const several = await get('?select=chain_id,id&order=chain_id.asc,id.desc&limit=2');
    expect(several.json).toEqual([
      { chain_id: '10', id: 109151 },
      { chain_id: '10', id: 109150 },
    ]);
  });

  it('puts nulls last ascending and first descending, unless told otherwise', async () => {
    const asc = rowsOf((await get('?select=borrowApy&order=borrowApy.asc', { Range: '0-' })).json);
    expect(asc.at(-1)?.borrowApy).toBeNull();
    expect(asc[0]?.borrowApy).not.toBeNull();
    const desc = rowsOf((await get('?select=borrowApy&order=borrowApy.desc&limit=1')).json);
    expect(desc[0]?.borrowApy).toBeNull();
    const override = rowsOf((await get('?select=borrowApy&order=borrowApy.desc.nullslast&limit=1')).json);
    expect(override[0]?.borrowApy).not.toBeNull();
  });

  it('sorts APY columns as text', async () => {
    const rows = rowsOf((await get('?select=supplyApy&supplyApy=not.is.null&order=supplyApy.desc&limit=1')).json);
    expect(String(rows[0]?.supplyApy).startsWith('9')).toBe(true);
  });

  it('answers PGRST100 to a malformed order', async () => {
    const reply = await get('?order=id.ac');
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(
      pgError(
        'PGRST100',
        '"failed to parse order (id.ac)" (line 1, column 4)',
        'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"',
      ),
    );
  });

  it('answers 42703 to an order on an unknown column', async () => {
    const reply = await get('?order=banana.desc');
    expect(reply.json).toEqual(pgError('42703', 'column asset-total-apy.banana does not exist'));
  });
});

describe('APY service: paging, counts and status', () => {
  const fifteen = sampleAssetApys.slice(0, 15);
  serveMockService({ assetApys: fifteen });

  it('answers 200 with 0-14/* for all 15 rows', async () => {
    const reply = await get('?select=id');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-range')).toBe('0-14/*');
    expect(reply.headers.get('preference-applied')).toBeNull();
  });

  it('answers 10-14/* when 10–100 of 15 are asked without a count', async () => {
    const reply = await get('?select=id', { Range: '10-100' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-range')).toBe('10-14/*');
    expect(ids(reply.json)).toEqual([108010, 108011, 108012, 108013, 108014]);
  });

  it('reads open-ended ranges and ignores any other Range text', async () => {
    expect(ids((await get('?select=id', { Range: '13-' })).json)).toEqual([108013, 108014]);
    for (const ignored of ['items=0-1', '0-1,3-4', '-5', 'bytes=0-1']) {
      const reply = await get('?select=id', { Range: ignored });
      expect(reply.headers.get('content-range')).toBe('0-14/*');
    }
  });

  it('answers */* for an empty result and */0 with an exact count', async () => {
    const empty = await get('?select=id&id=lt.0');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-range')).toBe('*/*');
    expect(empty.json).toEqual([]);
    const counted = await get('?select=id&id=lt.0', { Prefer: 'count=exact' });
    expect(counted.headers.get('content-range')).toBe('*/0');
    expect(counted.headers.get('preference-applied')).toBe('count=exact');
  });

  it('answers 206 with 0-6/8 when part of a counted result comes back', async () => {
    const reply = await get('?select=id&id=lt.108008', { Range: '0-6', Prefer: 'count=exact' });
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-range')).toBe('0-6/8');
  });

  it('answers 200 with a total when everything counted comes back, for every count mode', async () => {
    for (const mode of ['exact', 'planned', 'estimated']) {
      const reply = await get('?select=id', { Prefer: `count=${mode}` });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-range')).toBe('0-14/15');
      expect(reply.headers.get('preference-applied')).toBe(`count=${mode}`);
    }
  });

  it('answers 416 when the start is past the end of a counted result', async () => {
    const reply = await get('?select=id', { Range: '100-', Prefer: 'count=exact' });
    expect(reply.status).toBe(416);
    expect(reply.headers.get('content-range')).toBe('*/15');
    expect(reply.text).toBe(
      '{"code":"PGRST103","details":"An offset of 100 was requested, but there are only 15 rows.","hint":null,"message":"Requested range not satisfiable"}',
    );
  });

  it('answers 206 [] with */15 when the start is exactly the end of a counted result', async () => {
    const reply = await get('?select=id', { Range: '15-', Prefer: 'count=exact' });
    expect(reply.status).toBe(206);
    expect(reply.json).toEqual([]);
    expect(reply.headers.get('content-range')).toBe('*/15');
  });

  it('answers 200 [] with */* when the start is past the end without a count', async () => {
    const reply = await get('?select=id', { Range: '100-' });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual([]);
    expect(reply.headers.get('content-range')).toBe('*/*');
  });

  it('answers 416 PGRST103 to Range: 1-0', async () => {
    const reply = await get('?select=id', { Range: '1-0' });
    expect(reply.status).toBe(416);
    expect(reply.json).toEqual(
      pgError(
        'PGRST103',
        'Requested range not satisfiable',
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      ),
    );
  });

  it('pages with limit and offset, and takes the overlap with a Range header', async () => {
    const page = await get('?select=id&limit=3&offset=5', { Prefer: 'count=exact' });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('5-7/15');
    expect(ids(page.json)).toEqual([108005, 108006, 108007]);
    const overlap = await get('?select=id&limit=3', { Range: '0-1' });
    expect(ids(overlap.json)).toEqual([108000, 108001]);
  });

  it('answers [] to limit=0 and 416 to a negative limit', async () => {
    const zero = await get('?select=id&limit=0');
    expect(zero.status).toBe(200);
    expect(zero.json).toEqual([]);
    expect(zero.headers.get('content-range')).toBe('*/*');
    const negative = await get('?select=id&limit=-1');
    expect(negative.status).toBe(416);
    expect(negative.json).toMatchObject({
      code: 'PGRST103',
      details: 'Limit should be greater than or equal to zero.',
    });
  });
});

describe('APY service: row cap', () => {
  serveMockService({ assetApys: sampleAssetApys });

  it('caps a response at 1000 rows by default', async () => {
    const reply = await get('?select=id', { Prefer: 'count=exact' });
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-range')).toBe('0-999/1152');
    expect(rowsOf(reply.json).length).toBe(1000);
  });
});

describe('APY service: configurable row cap', () => {
  serveMockService({ assetApys: sampleAssetApys, maxRows: 5 });

  it('returns a short page when the Range is larger than maxRows', async () => {
    const reply = await get('?select=id', { Range: '10-29' });
    expect(reply.headers.get('content-range')).toBe('10-14/*');
    expect(ids(reply.json)).toEqual([108010, 108011, 108012, 108013, 108014]);
  });
});

describe('APY service: responses', () => {
  serveMockService({ assetApys: sampleAssetApys });

  it('adds CORS headers only when an Origin is sent', async () => {
    const withOrigin = await get('?select=id&limit=1', { Origin: 'https://app.example' });
    expect(withOrigin.headers.get('access-control-allow-origin')).toBe('*');
    expect(withOrigin.headers.get('access-control-expose-headers')).toBe(EXPOSED);
    const failed = await send(`${TABLE}?select=id`, { headers: { Origin: 'https://app.example' } });
    expect(failed.status).toBe(401);
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    const without = await get('?select=id&limit=1');
    expect(without.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a CORS preflight without a key', async () => {
    const reply = await send(TABLE, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Headers': 'apikey,authorization,range,prefer' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-allow-headers')).toBe('apikey,authorization,range,prefer');
    expect(reply.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const reply = await send(`${TABLE}?select=id&chain_id=eq.10&created_at=gte.2026-11-20T08:00:00Z`, {
      method: 'HEAD',
      headers: { ...authHeaders, Prefer: 'count=exact' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-range')).toBe('0-7/8');
    expect(reply.text).toBe('');
  });

  it('returns one object for the singular media type, and 406 otherwise', async () => {
    const one = await get('?select=id&id=eq.108000', { Accept: 'application/vnd.pgrst.object+json' });
    expect(one.status).toBe(200);
    expect(one.json).toEqual({ id: 108000 });
    const many = await get('?select=id&chain_id=eq.10&created_at=gte.2026-11-20T08:00:00Z', {
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(many.status).toBe(406);
    expect(many.json).toMatchObject({ code: 'PGRST116', details: 'The result contains 8 rows' });
    const html = await get('?select=id', { Accept: 'text/html' });
    expect(html.status).toBe(406);
    expect(html.json).toMatchObject({ code: 'PGRST107' });
  });

  it('answers 404 for another table or a deeper path', async () => {
    const other = await send(`${MOCK_APY_URL}/users`, { headers: authHeaders });
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.users' in the schema cache",
    });
    const deep = await send(`${MOCK_APY_URL}/asset-total-apy/1`, { headers: authHeaders });
    expect(deep.status).toBe(404);
    expect(deep.json).toMatchObject({ code: 'PGRST125' });
  });

  it('pages a filtered, ordered read without gaps or repeats', async () => {
    const seen = new Set<number>();
    let total = -1;
    for (let page = 0; page < 40; page++) {
      const reply = await get(
        '?select=id,created_at&chain_id=in.(8453,34443)&borrowApy=not.is.null&order=created_at.desc,id.desc',
        {
          Range: `${page * 10}-${page * 10 + 9}`,
          Prefer: 'count=exact',
        },
      );
      expect(reply.status).toBe(206);
      const rows = reply.json as { id: number; created_at: string }[];
      expect(rows).toHaveLength(10);
      for (const row of rows) seen.add(row.id);
      total = Number(reply.headers.get('content-range')?.split('/')[1]);
    }
    expect(seen.size).toBe(400);
    expect(total).toBeGreaterThan(400);
  });
});

describe("APY service: the mock's own anon key", () => {
  it('does not expire within any run of the project (a key that did would turn every mock read into a 401)', () => {
    const claims = JSON.parse(Buffer.from(MOCK_ANON_KEY.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.role).toBe('anon');
    expect(new Date(claims.exp * 1000).getUTCFullYear()).toBeGreaterThanOrEqual(2100);
  });
});

describe('APY service: an expired anon key', () => {
  const base64url = (claims: object) => Buffer.from(JSON.stringify(claims)).toString('base64url');
  const expired = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ role: 'anon', exp: 1_600_000_100 })}.c2ln`;
  serveMockService({ anonKey: expired, assetApys: sampleAssetApys });

  it('answers 401 PGRST303 "JWT expired", as PostgREST 13 does', async () => {
    const reply = await send(`${TABLE}?select=id&limit=1`, {
      headers: { apikey: expired, Authorization: `Bearer ${expired}` },
    });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(pgError('PGRST303', 'JWT expired'));
    expect(reply.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
  });
});
