import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { assetKey, compareTimestamps, historyByAsset, latestByAsset } from '../../src/core/latest';
import { CTOKENS, row, TOKENS, upperHex } from './helpers';

const aeroBase = (id: number, created_at: string, totalSupplyApy = '5.3') =>
  row({ id, created_at, chain_id: '8453', ctoken_address: CTOKENS.aeroBase, totalSupplyApy });
const usdcMode = (id: number, created_at: string, totalSupplyApy = '3.1') =>
  row({
    id,
    created_at,
    chain_id: '34443',
    underlying_address: TOKENS.usdcMode,
    ctoken_address: CTOKENS.usdcMode,
    totalSupplyApy,
  });

const ids = (rows: readonly AssetApyRow[]) => rows.map((r) => r.id);

describe('assetKey', () => {
  it('is chain id plus lowercase receipt token', () => {
    expect(assetKey({ chain_id: '8453', ctoken_address: CTOKENS.aeroBase })).toBe(`8453:${CTOKENS.aeroBase}`);
    expect(assetKey({ chain_id: '8453', ctoken_address: upperHex(CTOKENS.aeroBase) })).toBe(`8453:${CTOKENS.aeroBase}`);
  });

  it('tells the same receipt token apart on two chains', () => {
    expect(assetKey({ chain_id: '8453', ctoken_address: TOKENS.weth })).not.toBe(
      assetKey({ chain_id: '34443', ctoken_address: TOKENS.weth }),
    );
  });
});

describe('latestByAsset', () => {
  it('picks the newest row per chain + receipt token, whatever the input order', () => {
    const rows = [
      aeroBase(1, '2024-07-12T09:00:04.118213+00:00', '5.0'),
      usdcMode(2, '2024-07-12T11:00:03.9+00:00', '3.3'),
      aeroBase(3, '2024-07-12T11:00:04.52+00:00', '5.5'),
      usdcMode(4, '2024-07-12T10:00:03.9+00:00', '3.2'),
      aeroBase(5, '2024-07-12T10:00:04.2+00:00', '5.2'),
    ];
    const latest = latestByAsset(rows);
    expect(ids(latest)).toEqual([3, 2]);
    expect(latest.map((r) => r.totalSupplyApy)).toEqual(['5.5', '3.3']);
  });

  it('keeps markets in order of first appearance, one row each', () => {
    const wethMode = row({ id: 7, chain_id: '34443', ctoken_address: CTOKENS.wethMode });
    const latest = latestByAsset([
      usdcMode(1, '2024-07-12T10:00:00+00:00'),
      wethMode,
      aeroBase(3, '2024-07-12T10:00:00+00:00'),
    ]);
    expect(ids(latest)).toEqual([1, 7, 3]);
  });

  it('treats one receipt token on two chains as two markets', () => {
    const onBase = row({
      id: 1,
      chain_id: '8453',
      ctoken_address: TOKENS.weth,
      created_at: '2024-07-12T10:00:00+00:00',
    });
    const onMode = row({
      id: 2,
      chain_id: '34443',
      ctoken_address: TOKENS.weth,
      created_at: '2024-07-12T09:00:00+00:00',
    });
    expect(ids(latestByAsset([onBase, onMode]))).toEqual([1, 2]);
  });

  it('groups receipt-token addresses case-insensitively', () => {
    const upper = aeroBase(2, '2024-07-12T11:00:00+00:00');
    upper.ctoken_address = upperHex(CTOKENS.aeroBase);
    expect(ids(latestByAsset([aeroBase(1, '2024-07-12T10:00:00+00:00'), upper]))).toEqual([2]);
  });

  it.each([
    ['fraction dropped when zero vs .5', '2024-07-12T10:00:00+00:00', '2024-07-12T10:00:00.5+00:00'],
    ['.123456 vs .5', '2024-07-12T10:00:00.123456+00:00', '2024-07-12T10:00:00.5+00:00'],
    ['.5 vs .500001', '2024-07-12T10:00:00.5+00:00', '2024-07-12T10:00:00.500001+00:00'],
    ['.999999 vs next second without fraction', '2024-07-12T10:00:00.999999+00:00', '2024-07-12T10:00:01+00:00'],
    ['previous day', '2024-07-11T23:59:59.999999+00:00', '2024-07-12T00:00:00+00:00'],
    ['+02:00 vs UTC', '2024-07-12T11:30:00+02:00', '2024-07-12T10:00:00+00:00'],
    ['UTC vs +02:00', '2024-07-12T10:00:00+00:00', '2024-07-12T12:30:00+02:00'],
    ['Z vs -05:00', '2024-07-12T10:00:00Z', '2024-07-12T05:30:00-05:00'],
    ['-05:00 vs +00:00 across midnight', '2024-07-11T20:00:00-05:00', '2024-07-12T01:30:00+00:00'],
  ])('newer wins: %s', (_label, older, newer) => {
    expect(ids(latestByAsset([aeroBase(1, older), aeroBase(2, newer)]))).toEqual([2]);
    expect(ids(latestByAsset([aeroBase(2, newer), aeroBase(1, older)]))).toEqual([2]);
  });

  it('keeps the first of two rows with the same time', () => {
    const sameInstant = [aeroBase(1, '2024-07-12T10:00:00+00:00'), aeroBase(2, '2024-07-12T12:00:00+02:00')];
    expect(ids(latestByAsset(sameInstant))).toEqual([1]);
  });

  it('returns [] for no rows and does not touch its input', () => {
    expect(latestByAsset([])).toEqual([]);
    const rows = Object.freeze([aeroBase(1, '2024-07-12T11:00:00+00:00'), aeroBase(2, '2024-07-12T10:00:00+00:00')]);
    expect(ids(latestByAsset(rows))).toEqual([1]);
    expect(ids(rows)).toEqual([1, 2]);
  });

  test.prop([
    fc.array(
      fc.record({
        market: fc.constantFrom(CTOKENS.aeroBase, CTOKENS.usdcMode, CTOKENS.wethBase),
        chain: fc.constantFrom('8453', '34443'),
        micros: fc.integer({ min: 0, max: 7_200_000_000 }),
      }),
      { maxLength: 30 },
    ),
  ])('matches a brute-force maximum over microsecond timestamps', (specs) => {
    const base = Date.parse('2024-07-12T10:00:00Z');
    const rows = specs.map(({ market, chain, micros }, id) => {
      const ms = Math.floor(micros / 1000);
      const fraction = micros % 1_000_000;
      const seconds = new Date(base + ms).toISOString().slice(0, 19);
      // PostgREST drops trailing zeros of the fraction, and the whole fraction when it is zero.
      const text = fraction === 0 ? '' : `.${String(fraction).padStart(6, '0').replace(/0+$/, '')}`;
      return row({ id, chain_id: chain, ctoken_address: market, created_at: `${seconds}${text}+00:00` });
    });
    const expected = new Map<string, { id: number; micros: number }>();
    specs.forEach(({ market, chain, micros }, id) => {
      const key = `${chain}:${market}`;
      const current = expected.get(key);
      if (!current || micros > current.micros) expected.set(key, { id, micros });
    });
    expect(ids(latestByAsset(rows)).sort((a, b) => a - b)).toEqual(
      [...expected.values()].map((e) => e.id).sort((a, b) => a - b),
    );
  });
});

describe('historyByAsset', () => {
  it('groups by market and sorts each series oldest first', () => {
    const rows = [
      aeroBase(1, '2024-07-12T11:00:00+00:00'),
      usdcMode(2, '2024-07-12T10:00:00.5+00:00'),
      aeroBase(3, '2024-07-12T09:00:00.25+00:00'),
      usdcMode(4, '2024-07-12T10:00:00+00:00'),
      aeroBase(5, '2024-07-12T10:00:00+00:00'),
    ];
    const history = historyByAsset(rows);
    expect([...history.keys()]).toEqual([`8453:${CTOKENS.aeroBase}`, `34443:${CTOKENS.usdcMode}`]);
    expect(ids(history.get(`8453:${CTOKENS.aeroBase}`) ?? [])).toEqual([3, 5, 1]);
    expect(ids(history.get(`34443:${CTOKENS.usdcMode}`) ?? [])).toEqual([4, 2]);
  });

  it('orders mixed offsets by instant', () => {
    const history = historyByAsset([
      aeroBase(1, '2024-07-12T12:30:00+02:00'),
      aeroBase(2, '2024-07-12T10:00:00+00:00'),
      aeroBase(3, '2024-07-12T06:00:00-05:00'),
    ]);
    expect(ids(history.get(`8453:${CTOKENS.aeroBase}`) ?? [])).toEqual([2, 1, 3]);
  });

  it('does not reorder the input array', () => {
    const rows = [aeroBase(1, '2024-07-12T11:00:00+00:00'), aeroBase(2, '2024-07-12T10:00:00+00:00')];
    historyByAsset(rows);
    expect(ids(rows)).toEqual([1, 2]);
  });

  it('returns an empty map for no rows', () => {
    expect(historyByAsset([]).size).toBe(0);
  });
});

describe('compareTimestamps', () => {
  it('orders by instant, with sign conventions of a sort comparator', () => {
    expect(compareTimestamps('2024-07-12T10:00:00+00:00', '2024-07-12T10:00:00.5+00:00')).toBeLessThan(0);
    expect(compareTimestamps('2024-07-12T10:00:00.5+00:00', '2024-07-12T10:00:00+00:00')).toBeGreaterThan(0);
    expect(compareTimestamps('2024-07-12T10:00:00+00:00', '2024-07-12T10:00:00+00:00')).toBe(0);
    expect(compareTimestamps('2024-07-12T12:00:00+02:00', '2024-07-12T10:00:00Z')).toBe(0);
    expect(compareTimestamps('2024-07-12T12:00:01+02:00', '2024-07-12T10:00:00+00:00')).toBeGreaterThan(0);
  });
});
