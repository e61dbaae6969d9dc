import { fc, test } from '@fast-check/vitest';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkAssetApyRows } from '../../src/core/assetApyRows';
import { type AssetApyColumn, fetchAssetApys } from '../../src/core/assetApys';
import { ResponseValidationError } from '../../src/core/errors';
import { checkAssetApyRowsWithSchema } from '../../src/core/schemas';
import { isIsoInstant, isPlainDecimal } from '../../src/core/wireFields';
import { fakeFetch, jsonResponse, makeConfig, rejectionOf, row, TOKENS } from './helpers';

async function issuesFor(overrides: Record<string, unknown>) {
  const fetch = fakeFetch(() => jsonResponse([row(), row(overrides as never)]));
  const error = await rejectionOf(fetchAssetApys(makeConfig(fetch)));
  expect(error).toBeInstanceOf(ResponseValidationError);
  return (error as ResponseValidationError).issues;
}

async function accepted(overrides: Record<string, unknown>) {
  const fetch = fakeFetch(() => jsonResponse([row(overrides as never)]));
  return (await fetchAssetApys(makeConfig(fetch))).rows[0];
}

const mixedCaseBadChecksum = `0x${'4200000000000000000000000000000000000006'.replace('42', 'aB')}`;
const checksummed = getAddress(TOKENS.weth);

describe('wire contract: every field is checked and bounded, on the fast path and in the schema alike', () => {
  it.each([
    ['an exponent that would build a billion-digit bigint', 'totalSupplyApy', '1e-1000000000'],
    ['an exponent that overflows a double', 'supplyApy', '1e400'],
    ['hex', 'borrowApy', '0x10'],
    ['a leading space', 'supplyApy', ' 1'],
    ['a trailing dot', 'supplyApy', '1.'],
    ['a bare fraction', 'supplyApy', '.5'],
    ['a plus sign', 'supplyApy', '+1'],
    ['Infinity', 'supplyApy', 'Infinity'],
    ['NaN', 'supplyApy', 'NaN'],
    ['an empty string', 'supplyApy', ''],
    ['65 characters', 'supplyApy', `1.${'1'.repeat(63)}`],
    ['a million digits', 'totalSupplyApy', '9'.repeat(1_000_000)],
    ['a chain id in hex', 'chain_id', '0x10'],
    ['a negative chain id', 'chain_id', '-1'],
    ['a chain id with a leading zero', 'chain_id', '08453'],
    ['a 16-digit chain id', 'chain_id', '1234567890123456'],
    ['a null chain id', 'chain_id', null],
    ['a null receipt token', 'ctoken_address', null],
    ['a month 13, day 45', 'created_at', '2024-13-45T11:00:05.509771+00:00'],
    ['February 30', 'created_at', '2024-02-30T11:00:05+00:00'],
    ['February 29 of a common year', 'created_at', '2023-02-29T11:00:05+00:00'],
    ['hour 24', 'created_at', '2024-06-18T24:00:00+00:00'],
    ['an offset without minutes', 'created_at', '2024-06-18T11:00:05.509771+00'],
    ['an offset without a colon', 'created_at', '2024-06-18T11:00:05+0000'],
    ['a space instead of T', 'created_at', '2024-06-18 11:00:05+00:00'],
    ['a 10,000-digit fraction', 'created_at', `2024-06-18T11:00:05.${'1'.repeat(10_000)}+00:00`],
    ['a mixed-case address with a wrong EIP-55 checksum', 'underlying_address', mixedCaseBadChecksum],
    ['a negative id', 'id', -1],
  ])('%s is a ResponseValidationError naming row 1 and the field', async (_label, field, value) => {
    const issues = await issuesFor({ [field]: value });
    expect(issues).toEqual([{ index: 1, path: field, message: expect.any(String) }]);
  });

  it.each([
    ['"-0" (formatting shows it as 0.00 %)', { supplyApy: '-0' }],
    ['a negative APY', { supplyApy: '-1.25' }],
    ['a chain beyond Mode and Base', { chain_id: '10' }],
    ['a chain id of 15 digits', { chain_id: '123456789012345' }],
    ['February 29 of a leap year, nanoseconds, another offset', { created_at: '2024-02-29T23:59:59.123456789-05:30' }],
    ['Z as the offset', { created_at: '2024-06-18T11:00:05Z' }],
    ['a checksummed address (lowercased)', { underlying_address: checksummed }],
    ['an all-uppercase address (lowercased)', { underlying_address: `0x${TOKENS.weth.slice(2).toUpperCase()}` }],
  ])('accepts %s', async (_label, overrides) => {
    const result = await accepted(overrides);
    expect(result).toBeDefined();
    if ('underlying_address' in overrides) expect(result?.underlying_address).toBe(TOKENS.weth);
  });

  // Strings near the contract's edges: decimals, exponents, timestamps and their near misses.
  const nearDecimal = fc.oneof(
    fc.stringMatching(/^[+-]?\d{0,5}(\.\d{0,5})?([eE][+-]?\d{1,12})?$/),
    fc.string({ unit: fc.constantFrom(...'0123456789.-+eExX '.split('')), maxLength: 12 }),
    fc.string({ maxLength: 12 }),
  );
  const nearInstant = fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 14 }),
      fc.integer({ min: 0, max: 33 }),
      fc.integer({ min: 0, max: 25 }),
      fc.integer({ min: 0, max: 61 }),
      fc.constantFrom('', '.5', '.123456', '.1234567890'),
      fc.constantFrom('Z', '+00:00', '-05:30', '+00', '+0000', '+24:00', ' '),
    )
    .map(([y, mo, d, h, mi, frac, offset]) => {
      const p = (n: number, w = 2) => String(n).padStart(w, '0');
      return `${p(y, 4)}-${p(mo)}-${p(d)}T${p(h)}:${p(mi)}:${p(mi)}${frac}${offset}`;
    });

  test.prop([nearDecimal, nearInstant, fc.constantFrom(...(['supplyApy', 'borrowApy'] as const))], { numRuns: 1000 })(
    'the fast check and the zod schema accept exactly the same rows',
    (apy, instant, column) => {
      const columns: AssetApyColumn[] = ['created_at', column];
      const data = () => [{ created_at: instant, [column]: apy }];
      const fast = checkAssetApyRows(data(), columns) !== null;
      const schema = checkAssetApyRowsWithSchema(data(), columns).success;
      expect(fast).toBe(schema);
      expect(fast).toBe(isPlainDecimal(apy) && isIsoInstant(instant));
    },
  );

  test.prop([nearDecimal], { numRuns: 1000 })(
    'a plain decimal is exactly what Number reads as a finite decimal without exponent',
    (text) => {
      const plain = /^-?\d+(\.\d+)?$/.test(text) && text.length <= 64;
      expect(isPlainDecimal(text)).toBe(plain);
      if (plain) expect(Number.isFinite(Number(text))).toBe(true);
    },
  );

  test.prop([nearInstant], { numRuns: 1000 })('an accepted instant is a real calendar date that Date reads', (text) => {
    if (!isIsoInstant(text)) return;
    const [, y, mo, d] = /^(\d{4})-(\d{2})-(\d{2})/.exec(text) ?? [];
    const day = new Date(0);
    day.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
    expect(day.getUTCMonth() + 1).toBe(Number(mo));
    expect(day.getUTCDate()).toBe(Number(d));
    expect(Number.isFinite(Date.parse(text))).toBe(true);
  });
});
