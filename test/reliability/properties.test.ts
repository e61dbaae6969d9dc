import { fc, test } from '@fast-check/vitest';
import { setupServer } from 'msw/node';
import { formatUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { ASSET_APY_TABLE, type AssetApyRow, buildAssetApysRequest, fetchAssetApys } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { InvalidAddressError, InvalidParameterError } from '../../src/core/errors';
import type { FilterOperators } from '../../src/core/postgrest';
import { parseContentRange } from '../../src/core/postgrest';
import { fetchUserRewards } from '../../src/core/userRewards';
import { APY_PLACEHOLDER, formatApy } from '../../src/format/formatApy';
import { formatWei } from '../../src/format/formatWei';
import { createMockService, MOCK_ANON_KEY } from '../../src/testing';
import { assetApyColumnTypes } from '../../src/testing/apyApi';
import { handlePostgrestRequest } from '../../src/testing/postgrest';
import { type Operation, parseQuery, splitQuery } from '../../src/testing/postgrestGrammar';
import { addressInAnyCase, isEip55Valid } from './eip55';
import { createFigures } from './support';

const RUNS = 1000;
// A property runs 1000 inputs: a generous bound for a busy shared machine, not an assertion about speed.
vi.setConfig({ testTimeout: 60_000 });
const figures = createFigures('properties (generated inputs per property)');

const config = createConfig({
  apyUrl: 'https://db.reliability.test/rest/v1',
  anonKey: MOCK_ANON_KEY,
  rewardsUrl: 'https://rewards.reliability.test',
});

// ─── Generators ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Characters with a meaning somewhere between the builder, the URL and PostgREST's grammar. */
const reservedChars = [',', '.', ':', '(', ')', '"', '\\', ' ', '+', '%', '*', '_', '&', '=', '#', '?', '/', ';', '\t'];

/**
 * One unit of a filter value: reserved characters, printable graphemes (multi-code-point, astral, combining) or any
 * code point. NUL is left out: PostgreSQL text cannot hold it, so no stored value could match it.
 */
const valueUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...reservedChars) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => c !== '\0') },
);
const filterValue = fc.string({ unit: valueUnit, maxLength: 24 });

/** Strings that are not well-formed UTF-16: a lone surrogate somewhere. */
const illFormed = fc
  .tuple(fc.string({ unit: valueUnit, maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), filterValue)
  .map(([before, surrogate, after]) => `${before}${String.fromCharCode(surrogate)}${after}`)
  .filter((value) => !value.isWellFormed());

// ─── The mock's PostgREST engine over a table whose `supplyApy` (a text column) holds generated values ────────────

function row(id: number, supplyApy: string): AssetApyRow {
  return {
    id,
    created_at: '2026-11-20T12:00:05.509771+00:00',
    chain_id: '8453',
    underlying_address: '0x4200000000000000000000000000000000000006',
    ctoken_address: '0x49420311b518f3d0c94e897592014de53831cfa3',
    totalSupplyApy: '1',
    supplyApy,
    borrowApy: null,
  };
}

/** Values a broken encoder could turn the real value into: they must never match in its place. */
function decoysOf(value: string): string[] {
  return [
    `${value} `,
    ` ${value}`,
    `${value}x`,
    value.slice(1),
    value.slice(0, -1),
    value.replaceAll(' ', '+'),
    value.replaceAll('+', ' '),
    encodeURIComponent(value),
    value.replaceAll('"', ''),
    value.replaceAll('\\', ''),
    value.toUpperCase(),
    value.trim(),
    '',
  ];
}

/** Rows holding `values` (ids 1…n) and decoys that differ from every one of them (ids from 100). */
function tableWith(values: readonly string[]): AssetApyRow[] {
  const distinct = [...new Set(values)];
  const decoys = [...new Set(distinct.flatMap(decoysOf))].filter((decoy) => !distinct.includes(decoy));
  return [...distinct.map((value, i) => row(i + 1, value)), ...decoys.map((decoy, i) => row(100 + i, decoy))];
}

/** Sends the builder's URL and headers through the mock's PostgREST engine; the ids of the rows that come back. */
function idsReturned(filter: FilterOperators, rows: readonly AssetApyRow[]): number[] {
  const { url, headers } = buildAssetApysRequest(config, { filter: { supplyApy: filter } });
  const response = handlePostgrestRequest(
    { method: 'GET', url: new URL(url), headers: new Headers(headers), table: 'asset-total-apy' },
    { name: ASSET_APY_TABLE, columns: assetApyColumnTypes, rows },
    { anonKey: MOCK_ANON_KEY, maxRows: 1000 },
  );
  expect(response.status, response.body ?? '').toBe(200);
  return (JSON.parse(response.body ?? '[]') as AssetApyRow[]).map((r) => r.id).sort((a, b) => a - b);
}

/** The operation the mock's parser (PostgREST's grammar) reads from the builder's URL for `supplyApy`. */
function parsedOperation(filter: FilterOperators): Operation {
  const { url } = buildAssetApysRequest(config, { filter: { supplyApy: filter } });
  const parsed = parseQuery(splitQuery(new URL(url).search));
  if (!('filters' in parsed)) throw new Error(`The mock could not parse ${url}: ${parsed.message}`);
  const filters = parsed.filters.filter((f) => f.filter.field.name === 'supplyApy');
  expect(filters).toHaveLength(1);
  const [only] = filters;
  if (!only) throw new Error('no filter');
  expect(only.filter.expr.negated).toBe(false);
  return only.filter.expr.operation;
}

function listValues(operation: Operation): string[] {
  if (operation.kind === 'in') return operation.values;
  if (operation.kind === 'quant' && operation.operator === 'eq' && operation.quantifier === undefined) {
    return [operation.value];
  }
  throw new Error(`Expected an in list, got ${JSON.stringify(operation)}`);
}

/** SQL LIKE escaping for a literal match; `*` cannot be escaped in PostgREST (it always becomes `%`), so `_` stands in. */
function literalLikePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '_');
}

describe('filter values round-trip: builder → URL → the mock’s PostgREST parser and engine', () => {
  test.prop([filterValue], { numRuns: RUNS })('eq: any well-formed string comes back as itself', (value) => {
    figures.add('eq round-trip (parser + engine)');
    expect(parsedOperation({ eq: value })).toEqual({ kind: 'quant', operator: 'eq', quantifier: undefined, value });
    expect(idsReturned({ eq: value }, tableWith([value]))).toEqual([1]);
  });

  test.prop([fc.array(filterValue, { minLength: 1, maxLength: 4 })], { numRuns: RUNS })(
    'in: every item comes back as itself, quoted and escaped',
    (values) => {
      figures.add('in round-trip (parser + engine)');
      // An `in` list is a set: the parser must read back exactly these items (duplicates and a one-item `eq` allowed).
      expect(new Set(listValues(parsedOperation({ in: values })))).toEqual(new Set(values));
      const distinct = [...new Set(values)];
      expect(idsReturned({ in: values }, tableWith(distinct))).toEqual(distinct.map((_, i) => i + 1));
    },
  );

  // PostgreSQL's LIKE treats `-` as an ordinary character; the pattern must not crash the service.
  test('like: a pattern holding "-" matches literally', () => {
    expect(idsReturned({ like: '-1.5*' }, [row(1, '-1.5'), row(2, '-1.25'), row(3, '-1.50')])).toEqual([1, 3]);
  });

  test.prop([filterValue], { numRuns: RUNS })(
    'like: the pattern reaches the parser unchanged and an escaped literal matches its row',
    (value) => {
      figures.add('like round-trip (parser + engine)');
      expect(parsedOperation({ like: value })).toEqual({
        kind: 'quant',
        operator: 'like',
        quantifier: undefined,
        value,
      });
      const ids = idsReturned({ like: literalLikePattern(value) }, tableWith([value]));
      // `_` standing for `*` may also match a decoy; without `*` the match is exact.
      if (value.includes('*')) expect(ids).toContain(1);
      else expect(ids).toEqual([1]);
    },
  );

  test.prop([illFormed, fc.constantFrom('eq', 'neq', 'like', 'ilike', 'in', 'gt')], { numRuns: RUNS })(
    'strings that are not well-formed UTF-16 are rejected with InvalidParameterError and no request',
    async (value, operator) => {
      figures.add('ill-formed UTF-16 rejected');
      const filter = (operator === 'in' ? { in: ['ok', value] } : { [operator]: value }) as FilterOperators;
      expect(() => buildAssetApysRequest(config, { filter: { supplyApy: filter } })).toThrow(InvalidParameterError);
      const fetch = vi.fn<typeof globalThis.fetch>();
      const spied = createConfig({ ...config, anonKey: config.anonKey, fetch });
      await expect(fetchAssetApys(spied, { filter: { supplyApy: filter } })).rejects.toBeInstanceOf(
        InvalidParameterError,
      );
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  // PostgREST reads `in.("")` as the empty list (SqlFragment.hs: `In vals -> case vals of [""] -> "= ANY('{}')"`), so
  // `{ in: [''] }` can never match a row holding "" unless the builder sends something else.
  test('in: [""] matches a row whose value is the empty string', () => {
    expect(idsReturned({ in: [''] }, tableWith(['']))).toEqual([1]);
  });

  // Only exactly [""] is PostgREST's empty list; a quoted blank such as " " is a value like any other.
  test('in: [" "] matches a row whose value is one space', () => {
    expect(idsReturned({ in: [' '] }, tableWith([' ']))).toEqual([1]);
  });
});

describe('filter values round-trip end to end: fetchAssetApys → msw → createMockService', () => {
  const service = createMockService({ apyUrl: config.apyUrl, rewardsUrl: config.rewardsUrl, assetApys: [] });
  const server = setupServer(...service.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  test.prop([filterValue], { numRuns: RUNS })(
    'a plain filter value (eq) selects exactly the row that stores it',
    async (value) => {
      figures.add('eq end to end through msw');
      service.data.assetApys.splice(0, service.data.assetApys.length, ...tableWith([value]));
      // Only `id` is read back: an APY column holding anything but a plain decimal is refused by the wire contract.
      const { rows } = await fetchAssetApys(config, { select: ['id'], filter: { supplyApy: value } });
      expect(rows).toEqual([{ id: 1 }]);
    },
  );
});

// ─── formatWei agrees with viem's formatUnits digit for digit ──────────────────────────────────────────────────

const locales = ['en-US', 'de-DE', 'fr-FR', 'en-IN', 'de-CH', 'es-ES'] as const;

/** Undoes a locale's grouping and decimal separator, to compare with formatUnits' plain `-123.45`. */
function plain(text: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(-12345.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const minus = parts.find((p) => p.type === 'minusSign')?.value ?? '-';
  return text.split(group).join('').split(decimal).join('.').split(minus).join('-');
}

describe('formatWei', () => {
  test.prop(
    [
      fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }),
      fc.integer({ min: 0, max: 36 }),
      fc.constantFrom(...locales),
      fc.boolean(),
    ],
    { numRuns: RUNS },
  )('the exact view agrees with viem formatUnits digit for digit', (wei, decimals, locale, asString) => {
    figures.add('formatWei vs formatUnits');
    const shown = formatWei(asString ? wei.toString() : wei, { decimals, locale });
    expect(plain(shown, locale)).toBe(formatUnits(wei, decimals));
  });

  test('a token with 24 decimals shows every digit', () => {
    expect(formatWei(1n, { decimals: 24, locale: 'en-US' })).toBe('0.000000000000000000000001');
  });

  test.prop([fc.bigInt({ min: 0n, max: 2n ** 256n }), fc.integer({ min: 0, max: 36 })], { numRuns: RUNS })(
    'the compact view never reads zero for a non-zero amount and never throws',
    (wei, decimals) => {
      figures.add('formatWei compact');
      const shown = formatWei(wei, { decimals, compact: true, locale: 'en-US' });
      if (wei > 0n) expect(shown).not.toMatch(/^0(\.0*)?[KMBT]?$/);
      else expect(shown).toBe('0');
    },
  );
});

// ─── formatApy never throws ───────────────────────────────────────────────────────────────────────────────────

const apyOptions = fc.record(
  {
    locale: fc.oneof(fc.constantFrom('en-US', 'de-DE', 'ar-EG', 'xx', ''), fc.string(), fc.anything()),
    minimumFractionDigits: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.anything()),
    maximumFractionDigits: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.anything()),
    signDisplay: fc.oneof(fc.constantFrom('auto', 'always', 'never', 'exceptZero', 'negative'), fc.anything()),
  },
  { requiredKeys: [] },
);

describe('formatApy', () => {
  test.prop([fc.oneof(fc.anything({ withBigInt: true, withMap: true, withSet: true }), fc.string()), apyOptions], {
    numRuns: RUNS,
  })(
    'returns the placeholder or a well-formed percentage for any value and any options, never throws',
    (value, options) => {
      figures.add('formatApy on anything');
      const { signDisplay: _sign, locale: _locale, ...digits } = (options ?? {}) as Record<string, unknown>;
      const shown = formatApy(value as string, { ...(digits as object), locale: 'en-US' });
      expect(typeof shown).toBe('string');
      // One optional sign, grouped digits, an optional fraction, the percent sign: nothing else, ever.
      expect(shown).toMatch(/^(—|[-+]?\d{1,3}(,\d{3})*(\.\d+)?%)$/);
      expect(shown).not.toMatch(/∞|NaN|^-0(\.0+)?%$/);
    },
  );

  // Decimal strings, with and without exponents (small, large, beyond a double), signs and leading zeros.
  const decimalLike = fc
    .tuple(
      fc.constantFrom('', '-', '+'),
      fc.stringMatching(/^\d{1,20}(\.\d{0,20})?$/),
      fc.option(fc.integer({ min: -500, max: 500 }), { nil: undefined }),
    )
    .map(([sign, digits, exponent]) => `${sign}${digits}${exponent === undefined ? '' : `e${exponent}`}`);

  test.prop([decimalLike, fc.constantFrom(...locales, 'ar-EG', 'hi-IN', 'ja-JP')], {
    numRuns: RUNS,
  })(
    'a decimal string (exponents included) formats as a percentage when finite, else the placeholder; never ∞, NaN or -0',
    (value, locale) => {
      figures.add('formatApy on decimal strings');
      const shown = formatApy(value, { locale });
      const percentSign = new Intl.NumberFormat(locale, { style: 'percent' })
        .formatToParts(0.5)
        .find((part) => part.type === 'percentSign')?.value;
      if (Number.isFinite(Number(value))) {
        expect(shown).not.toBe(APY_PLACEHOLDER);
        expect(shown).toContain(percentSign);
      } else {
        expect(shown).toBe(APY_PLACEHOLDER);
      }
      expect(shown).not.toMatch(/∞|NaN/);
      // A value that rounds to zero never shows a minus sign.
      if (Math.abs(Number(value)) < 0.005) expect(shown).toBe(formatApy('0', { locale }));
    },
  );
});

// ─── Address validation: nothing leaves for an invalid address; valid ones map to the lowercase path ─────────────

const validAddress = addressInAnyCase;
const injection = fc.constantFrom(
  '/',
  '/..',
  '/../../admin',
  '%2f',
  '%2e%2e/',
  '?x=1',
  '#frag',
  ' ',
  '\n',
  '\u200b',
  '\u0430',
  '０',
  'g',
  '0',
  '',
);
/** Near misses of a valid address, arbitrary text and valid addresses in any case. */
const addressLike = fc.oneof(
  validAddress,
  fc.tuple(validAddress, injection, injection).map(([address, before, after]) => `${before}${address}${after}`),
  fc
    .tuple(validAddress, fc.nat({ max: 41 }), injection)
    .map(([address, at, text]) => `${address.slice(0, at)}${text}${address.slice(at + 1)}`),
  validAddress.map((address) => `0X${address.slice(2)}`),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ unit: valueUnit, maxLength: 50 }),
);

function rewardsFetch() {
  return vi.fn<typeof globalThis.fetch>(async (input) => {
    const [, chain = '', user = ''] = /\/api\/rewards\/([^/]+)\/([^/]+)$/.exec(String(input)) ?? [];
    return Response.json({
      chain,
      user,
      totalRewards: '1',
      ionTokenAddress:
        chain === 'mode' ? '0x18470019bf0e94611f15852f7e93cf5d65bc34ca' : '0x3ee5e23eee121094f1cfc0ccc79d6c809ebd22e5',
    });
  });
}

describe('address validation in fetchUserRewards', () => {
  test.prop([addressLike, fc.constantFrom('mode' as const, 'base' as const)], { numRuns: RUNS })(
    'an invalid address (a broken EIP-55 checksum included) throws InvalidAddressError with no request; a valid one requests its lowercase path',
    async (user, chain) => {
      figures.add('fetchUserRewards addresses');
      const fetch = rewardsFetch();
      const spied = createConfig({ ...config, anonKey: config.anonKey, fetch });
      if (isEip55Valid(user)) {
        const result = await fetchUserRewards(spied, { chain, user });
        expect(fetch).toHaveBeenCalledTimes(1);
        expect(String(fetch.mock.calls[0]?.[0])).toBe(
          `https://rewards.reliability.test/api/rewards/${chain}/${user.toLowerCase()}`,
        );
        expect(result.user).toBe(user.toLowerCase());
      } else {
        await expect(fetchUserRewards(spied, { chain, user })).rejects.toBeInstanceOf(InvalidAddressError);
        expect(fetch).not.toHaveBeenCalled();
      }
    },
  );
});

// ─── parseContentRange ────────────────────────────────────────────────────────────────────────────────────────

function formatContentRange(value: { range: { from: number; to: number } | null; total: number | null }): string {
  const span = value.range === null ? '*' : `${value.range.from}-${value.range.to}`;
  return `${span}/${value.total ?? '*'}`;
}

const contentRangeLike = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.stringMatching(/^\s?(\d{1,20}-\d{1,20}|\*)\/(\d{1,20}|\*)\s?$/),
  fc
    .tuple(fc.nat(), fc.nat(), fc.option(fc.nat()))
    .map(([a, b, total]) => `${Math.min(a, b)}-${Math.max(a, b)}/${total ?? '*'}`),
);

describe('parseContentRange', () => {
  test.prop([fc.oneof(contentRangeLike, fc.anything())], { numRuns: RUNS })(
    'never throws on arbitrary input, and what it returns formats and parses back to itself',
    (value) => {
      figures.add('parseContentRange inputs');
      const parsed = parseContentRange(value as string);
      if (parsed === null) return;
      if (parsed.range) {
        expect(Number.isSafeInteger(parsed.range.from) && parsed.range.from <= parsed.range.to).toBe(true);
        // Range and total agree: the last row of the span exists.
        if (parsed.total !== null) expect(parsed.range.to).toBeLessThan(parsed.total);
      }
      expect(parseContentRange(formatContentRange(parsed))).toEqual(parsed);
    },
  );

  test.prop(
    [
      fc.option(fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }))),
      fc.option(fc.nat()),
    ],
    { numRuns: RUNS },
  )('a header parses to the span and total it was made from exactly when they agree, else to null', (range, total) => {
    figures.add('parseContentRange well-formed');
    const agree = range === null || total === null || range.to < total;
    expect(parseContentRange(formatContentRange({ range, total }))).toEqual(agree ? { range, total } : null);
  });
});
