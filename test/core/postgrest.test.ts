import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { buildAssetApysRequest } from '../../src/core/assetApys';
import { InvalidParameterError } from '../../src/core/errors';
import { type ColumnFilter, type PostgrestQuery, parseContentRange } from '../../src/core/postgrest';
import { inItem } from '../../src/core/postgrestFilter';
import { makeConfig, thrownBy } from './helpers';

/** The query string and the headers besides the key that `fetchAssetApys` sends for `query`. */
function build(query: Omit<PostgrestQuery, 'columns'> = {}) {
  const { url, headers } = buildAssetApysRequest(makeConfig(fetch), query as never);
  const { apikey: _key, Authorization: _bearer, ...paging } = headers;
  const searchParams = new URL(url).searchParams;
  return { query: url.slice(url.indexOf('?') + 1), params: searchParams, headers: paging };
}

/** How a server (PostgREST, or `new URL`) reads the query string back. */
function decoded(query: string): URLSearchParams {
  return new URL(`https://x.supabase.co/rest/v1/asset-total-apy?${query}`).searchParams;
}

function filterValues(filter: Record<string, ColumnFilter>, column: string): string[] {
  return decoded(build({ filter }).query).getAll(column);
}

function invalid(query: Omit<PostgrestQuery, 'columns'>): InvalidParameterError {
  const error = thrownBy(() => build(query));
  expect(error).toBeInstanceOf(InvalidParameterError);
  const e = error as InvalidParameterError;
  expect(e.name).toBe('InvalidParameterError');
  return e;
}

describe('select', () => {
  it('defaults to *', () => {
    expect(build().query).toBe('select=*');
  });

  it('joins columns with commas, keeps camelCase and drops duplicates in first-seen order', () => {
    const { query } = build({ select: ['chain_id', 'totalSupplyApy', 'chain_id', 'borrowApy', 'totalSupplyApy'] });
    expect(query).toBe('select=chain_id%2CtotalSupplyApy%2CborrowApy');
    expect(decoded(query).get('select')).toBe('chain_id,totalSupplyApy,borrowApy');
  });

  it('rejects a wrong-case column with a case-sensitivity hint', () => {
    const error = invalid({ select: ['chain_id', 'totalsupplyapy'] });
    expect(error.shortMessage).toBe('Unknown column "totalsupplyapy" in select.');
    expect(error.details).toBe('Column names are case-sensitive: did you mean "totalSupplyApy"?');
  });

  it('rejects an unknown column and lists the known ones', () => {
    const error = invalid({ select: ['banana'] });
    expect(error.shortMessage).toBe('Unknown column "banana" in select.');
    expect(error.details).toBe(
      'Known columns: id, created_at, chain_id, underlying_address, ctoken_address, totalSupplyApy, supplyApy, borrowApy.',
    );
  });

  it.each([
    ['an empty list', []],
    ['a string instead of a list', 'chain_id'],
  ])('rejects %s', (_label, select) => {
    expect(invalid({ select: select as never }).shortMessage).toBe('select must be a non-empty list of columns.');
  });

  it.each(['*', ' chain_id', 'chain_id,supplyApy', 'alias:chain_id', 'chain_id::text', 'asset-total-apy(*)'])(
    'rejects the raw PostgREST syntax %j: only plain column names are accepted',
    (column) => {
      expect(invalid({ select: [column] }).shortMessage).toBe(`Unknown column "${column}" in select.`);
    },
  );
});

describe('filters', () => {
  it('a plain value means eq, null means is.null', () => {
    expect(build({ filter: { chain_id: '8453' } }).query).toBe('select=*&chain_id=eq.8453');
    expect(build({ filter: { chain_id: 34443 } }).query).toBe('select=*&chain_id=eq.34443');
    expect(build({ filter: { borrowApy: null } }).query).toBe('select=*&borrowApy=is.null');
    expect(filterValues({ supplyApy: true }, 'supplyApy')).toEqual(['eq.true']);
  });

  it.each([
    ['eq', { eq: '0' }, 'eq.0'],
    ['neq', { neq: '0' }, 'neq.0'],
    ['gt', { gt: '5' }, 'gt.5'],
    ['gte', { gte: 5.3 }, 'gte.5.3'],
    ['lt', { lt: '10' }, 'lt.10'],
    ['lte', { lte: -1 }, 'lte.-1'],
    ['like', { like: '0x4200*' }, 'like.0x4200*'],
    ['ilike', { ilike: '%USDC%' }, 'ilike.%USDC%'],
    ['in (numbers unquoted)', { in: [8453, 34443] }, 'in.(8453,34443)'],
    ['in (strings quoted)', { in: ['8453', '34443'] }, 'in.("8453","34443")'],
    ['in (empty)', { in: [] }, 'in.()'],
    ['is null', { is: null }, 'is.null'],
    ['is not_null', { is: 'not_null' }, 'is.not_null'],
    ['is true', { is: true }, 'is.true'],
    ['is false', { is: 'false' }, 'is.false'],
    ['is unknown', { is: 'unknown' }, 'is.unknown'],
  ] as const)('%s', (_label, operators, expected) => {
    expect(filterValues({ totalSupplyApy: operators as ColumnFilter }, 'totalSupplyApy')).toEqual([expected]);
  });

  it('negates with not.', () => {
    expect(filterValues({ borrowApy: { not: { is: null } } }, 'borrowApy')).toEqual(['not.is.null']);
    expect(filterValues({ chain_id: { not: { in: ['10', '1'] } } }, 'chain_id')).toEqual(['not.in.("10","1")']);
    expect(filterValues({ supplyApy: { not: { eq: '0' } } }, 'supplyApy')).toEqual(['not.eq.0']);
  });

  it('several operators on one column become repeated parameters (ANDed by PostgREST)', () => {
    const { query } = build({
      filter: {
        created_at: { gte: '2024-07-01T00:00:00+00:00', lt: '2024-08-01T00:00:00+00:00', not: { eq: 'x' } },
      },
    });
    expect(decoded(query).getAll('created_at')).toEqual([
      'gte.2024-07-01T00:00:00+00:00',
      'lt.2024-08-01T00:00:00+00:00',
      'not.eq.x',
    ]);
    // `+` must be percent-encoded: PostgREST decodes a bare `+` to a space.
    expect(query).toBe(
      'select=*&created_at=gte.2024-07-01T00%3A00%3A00%2B00%3A00&created_at=lt.2024-08-01T00%3A00%3A00%2B00%3A00&created_at=not.eq.x',
    );
  });

  it('keeps filters in column order, after select', () => {
    const { query } = build({ filter: { chain_id: '8453', borrowApy: null, supplyApy: { gt: '1' } } });
    expect(query).toBe('select=*&chain_id=eq.8453&borrowApy=is.null&supplyApy=gt.1');
  });

  it('skips columns whose filter is undefined', () => {
    expect(build({ filter: { chain_id: undefined, supplyApy: '0' } }).query).toBe('select=*&supplyApy=eq.0');
  });

  it('quotes in-list strings and escapes " and \\ inside the quotes', () => {
    const values = ['a,b', 'c(d)', 'say "hi"', 'back\\slash', 'two words', '', 'plain'];
    expect(filterValues({ ctoken_address: { in: values } }, 'ctoken_address')).toEqual([
      String.raw`in.("a,b","c(d)","say \"hi\"","back\\slash","two words","","plain")`,
    ]);
    expect(inItem('chain_id', 'x"\\y')).toBe(String.raw`"x\"\\y"`);
    expect(inItem('chain_id', 8453)).toBe('8453');
    expect(inItem('chain_id', false)).toBe('false');
  });

  it('encodes +, %, &, =, # and unicode so the server decodes the exact value', () => {
    const value = 'a+b c%d&e=f#g?h/ü🚀';
    const { query } = build({ filter: { underlying_address: value } });
    expect(decoded(query).get('underlying_address')).toBe(`eq.${value}`);
    const raw = query.split('&')[1] ?? '';
    expect(raw).toContain('%2B');
    expect(raw).toContain('b+c');
    expect(raw).toContain('%25');
    expect(raw).toContain('%26');
    expect(raw).toContain('%3D');
    expect(raw).toContain('%23');
    expect(raw).not.toMatch(/[&#ü🚀]/u);
  });

  test.prop([fc.string({ unit: 'binary', maxLength: 40 }).map((text) => text.replaceAll('\0', ''))], { numRuns: 300 })(
    'any well-formed string without U+0000 round-trips through eq and in',
    (value) => {
      // Text columns the builder sends as given (address columns are lowercased, see assetApys.test.ts).
      const params = decoded(build({ filter: { created_at: value, chain_id: { in: [value] } } }).query);
      expect(params.get('created_at')).toBe(`eq.${value}`);
      const item = `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
      // PostgREST reads exactly ("") as the empty list, so the empty string is sent twice.
      expect(params.get('chain_id')).toBe(value === '' ? 'in.("","")' : `in.(${item})`);
    },
  );

  describe('rejects, before any request', () => {
    it('an unknown column, with the case-sensitivity hint', () => {
      const error = invalid({ filter: { Chain_Id: '8453' } as never });
      expect(error.shortMessage).toBe('Unknown column "Chain_Id" in filter.');
      expect(error.details).toBe('Column names are case-sensitive: did you mean "chain_id"?');
      expect(invalid({ filter: { select: 'x' } as never }).shortMessage).toBe('Unknown column "select" in filter.');
      expect(invalid({ filter: { order: 'id.desc' } as never }).shortMessage).toBe('Unknown column "order" in filter.');
    });

    it('an unknown operator', () => {
      const error = invalid({ filter: { chain_id: { contains: '84' } as never } });
      expect(error.shortMessage).toBe('Unknown filter operator "contains" on "chain_id".');
      expect(error.details).toBe('Use one of: eq, neq, gt, gte, lt, lte, like, ilike, in, is, not.');
      expect(invalid({ filter: { chain_id: { fts: 'x' } as never } }).shortMessage).toBe(
        'Unknown filter operator "fts" on "chain_id".',
      );
    });

    it('not inside not, and a non-object not', () => {
      const nested = invalid({ filter: { chain_id: { not: { not: { eq: '1' } } } as never } });
      expect(nested.shortMessage).toBe('Unknown filter operator "not" on "chain_id".');
      expect(nested.details).toBe('Use one of: eq, neq, gt, gte, lt, lte, like, ilike, in, is.');
      expect(invalid({ filter: { chain_id: { not: 'x' } as never } }).shortMessage).toBe(
        'Filter on "chain_id": not must be an operator object.',
      );
    });

    it('an operator object without operators, and an array as a value', () => {
      expect(invalid({ filter: { chain_id: {} } }).shortMessage).toBe('Filter on "chain_id" has no operator.');
      expect(invalid({ filter: { chain_id: { eq: undefined } } }).shortMessage).toBe(
        'Filter on "chain_id" has no operator.',
      );
      expect(invalid({ filter: { chain_id: ['8453'] as never } }).shortMessage).toBe(
        'Filter on "chain_id" is an array; use { in: [...] }.',
      );
    });

    it('a malformed in, like or is', () => {
      expect(invalid({ filter: { chain_id: { in: '8453' as never } } }).shortMessage).toBe(
        'Filter "chain_id.in" must be an array.',
      );
      expect(invalid({ filter: { chain_id: { like: 84 as never } } }).shortMessage).toBe(
        'Filter "chain_id.like" must be a string pattern.',
      );
      for (const is of ['maybe', 'NULL', 'notnull', 0]) {
        expect(invalid({ filter: { borrowApy: { is: is as never } } }).shortMessage).toBe(
          'Filter "borrowApy.is" must be null, not_null, true, false or unknown.',
        );
      }
    });

    it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('the non-finite number %s', (n) => {
      const message = 'Filter value on "supplyApy" must be finite.';
      expect(invalid({ filter: { supplyApy: n } }).shortMessage).toBe(message);
      expect(invalid({ filter: { supplyApy: { gt: n } } }).shortMessage).toBe(message);
      expect(invalid({ filter: { supplyApy: { in: [1, n] } } }).shortMessage).toBe(message);
      expect(invalid({ filter: { supplyApy: { not: { lte: n } } } }).shortMessage).toBe(message);
    });

    it.each(['\uD800', 'abc\uDFFF', '\uDC00\uD800', '8453\u0000'])(
      'a string with a lone surrogate or NUL (%j)',
      (value) => {
        const message =
          'Filter value on "underlying_address" is not text the service can store (a lone surrogate or U+0000).';
        expect(invalid({ filter: { underlying_address: value } }).shortMessage).toBe(message);
        expect(invalid({ filter: { underlying_address: { in: ['ok', value] } } }).shortMessage).toBe(message);
        expect(invalid({ filter: { underlying_address: { ilike: `*${value}*` } } }).shortMessage).toBe(message);
      },
    );

    it('non-scalar values', () => {
      const error = invalid({ filter: { chain_id: { eq: { nested: true } as never } } });
      expect(error.shortMessage).toBe('Filter value on "chain_id" must be a string, number or boolean.');
      expect(error.details).toBe('Got object.');
      expect(invalid({ filter: { chain_id: { eq: 8453n as never } } }).details).toBe('Got bigint.');
      expect(invalid({ filter: { chain_id: { in: [null as never] } } }).details).toBe('Got object.');
    });

    it('a filter that is not an object', () => {
      expect(invalid({ filter: 'chain_id=eq.8453' as never }).shortMessage).toBe(
        'filter must be an object keyed by column.',
      );
      expect(invalid({ filter: null as never }).shortMessage).toBe('filter must be an object keyed by column.');
    });
  });
});

describe('order', () => {
  it('ascending by default, desc, and nulls first/last, comma-separated', () => {
    const { query } = build({
      order: [
        { column: 'created_at', ascending: false, nulls: 'last' },
        { column: 'id' },
        { column: 'borrowApy', nulls: 'first' },
      ],
    });
    expect(decoded(query).get('order')).toBe('created_at.desc.nullslast,id.asc,borrowApy.asc.nullsfirst');
    expect(query).toBe('select=*&order=created_at.desc.nullslast%2Cid.asc%2CborrowApy.asc.nullsfirst');
  });

  it('goes after the filters, and an empty list sends no order', () => {
    expect(build({ filter: { chain_id: '8453' }, order: [{ column: 'id', ascending: true }] }).query).toBe(
      'select=*&chain_id=eq.8453&order=id.asc',
    );
    expect(build({ order: [] }).query).toBe('select=*');
  });

  it('rejects a wrong-case or unknown column', () => {
    const error = invalid({ order: [{ column: 'createdAt' as never }] });
    expect(error.shortMessage).toBe('Unknown column "createdAt" in order.');
    const wrongCase = invalid({ order: [{ column: 'SUPPLYAPY' as never }] });
    expect(wrongCase.details).toBe('Column names are case-sensitive: did you mean "supplyApy"?');
  });

  it('rejects bad nulls, non-array order and non-object entries', () => {
    expect(invalid({ order: [{ column: 'id', nulls: 'middle' as never }] }).shortMessage).toBe(
      'order nulls must be "first" or "last".',
    );
    expect(invalid({ order: 'id.desc' as never }).shortMessage).toBe(
      'order must be an array of { column, ascending?, nulls? }.',
    );
    expect(invalid({ order: ['id'] as never }).shortMessage).toBe('order entries must be objects.');
  });
});

describe('range and count headers', () => {
  it('sends no paging or count headers by default', () => {
    expect(build().headers).toEqual({});
  });

  it('sends Range and Range-Unit', () => {
    expect(build({ range: { from: 20, to: 29 } }).headers).toEqual({ Range: '20-29', 'Range-Unit': 'items' });
    expect(build({ range: { from: 0, to: 0 } }).headers.Range).toBe('0-0');
  });

  it.each([
    ['from > to', { from: 1, to: 0 }, 'Got from=1, to=0.'],
    ['negative from', { from: -1, to: 9 }, 'Got from=-1, to=9.'],
    ['fractional', { from: 0, to: 9.5 }, 'Got from=0, to=9.5.'],
    ['NaN', { from: Number.NaN, to: 9 }, 'Got from=NaN, to=9.'],
    ['Infinity', { from: 0, to: Number.POSITIVE_INFINITY }, 'Got from=0, to=Infinity.'],
    ['unsafe integer', { from: 0, to: 2 ** 53 }, `Got from=0, to=${2 ** 53}.`],
    ['strings', { from: '0', to: '9' }, 'Got from=0, to=9.'],
  ])('rejects a range with %s', (_label, range, details) => {
    const error = invalid({ range: range as never });
    expect(error.shortMessage).toBe('range must have integers 0 <= from <= to.');
    expect(error.details).toBe(details);
  });

  it('rejects a range that is not an object', () => {
    expect(invalid({ range: null as never }).shortMessage).toBe('range must be { from, to }.');
    expect(invalid({ range: '0-9' as never }).shortMessage).toBe('range must be { from, to }.');
  });

  it.each(['exact', 'planned', 'estimated'] as const)('count %s → Prefer: count=%s', (count) => {
    expect(build({ count }).headers).toEqual({ Prefer: `count=${count}` });
  });

  it('rejects an unknown count mode', () => {
    const error = invalid({ count: 'all' as never });
    expect(error.shortMessage).toBe('Unknown count mode "all".');
    expect(error.details).toBe('Use exact, planned or estimated.');
  });
});

describe('parseContentRange', () => {
  it.each([
    ['0-14/*', { range: { from: 0, to: 14 }, total: null }],
    ['10-14/*', { range: { from: 10, to: 14 }, total: null }],
    ['*/*', { range: null, total: null }],
    ['*/0', { range: null, total: 0 }],
    ['0-6/8', { range: { from: 0, to: 6 }, total: 8 }],
    ['*/15', { range: null, total: 15 }],
    ['20-29/108616', { range: { from: 20, to: 29 }, total: 108616 }],
    [' 0-9/120 ', { range: { from: 0, to: 9 }, total: 120 }],
  ])('%j', (header, expected) => {
    expect(parseContentRange(header)).toEqual(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'garbage',
    '0-9',
    '5-3/10',
    '-1-5/10',
    '0-9/abc',
    'bytes 0-9/10',
    '0-9/1.5',
    `*/${'9'.repeat(20)}`,
    `0-${'9'.repeat(20)}/*`,
    '0-9/5',
    '0-5/5',
    '3-3/0',
    `0-1/1${' '.repeat(100)}`,
  ])('%j → null', (header) => {
    expect(parseContentRange(header)).toBeNull();
  });

  test.prop([fc.oneof(fc.string(), fc.stringMatching(/^[\d*]{0,6}-?[\d*]{0,6}\/[\d*]{0,6}$/))], { numRuns: 300 })(
    'never throws, and any range it returns is ordered',
    (header) => {
      const parsed = parseContentRange(header);
      if (parsed?.range) expect(parsed.range.from).toBeLessThanOrEqual(parsed.range.to);
    },
  );
});
