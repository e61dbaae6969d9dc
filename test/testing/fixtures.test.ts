// @vitest-environment node

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AssetApyRow } from '../../src/core/assetApys';
import { assetApyRowSchema, userRewardsSchema } from '../../src/core/schemas';
import { createSampleAssetApys, sampleAssetApys, sampleMarkets, sampleRewards, sampleUsers } from '../../src/testing';
import { ION } from '../core/helpers';

const MODE = '34443';
const BASE = '8453';
const ANCHOR = Date.UTC(2026, 10, 20, 12, 0, 0);
const POSTGREST_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:00:[0-3]\d(?:\.\d{0,5}[1-9])?\+00:00$/;

const marketKey = (row: Pick<AssetApyRow, 'chain_id' | 'ctoken_address'>) => `${row.chain_id}:${row.ctoken_address}`;
const hourOf = (row: AssetApyRow) => row.created_at.slice(0, 13);
const activeRows = sampleAssetApys.filter((row) => row.supplyApy !== null && row.supplyApy !== '0');

describe('sampleAssetApys', () => {
  it('validates against the row schema', () => {
    const result = z.array(assetApyRowSchema).safeParse(sampleAssetApys);
    expect(result.success).toBe(true);
  });

  it('is ordered by id, consecutive from 108000, with timestamps that never go back', () => {
    sampleAssetApys.forEach((row, index) => {
      expect(row.id).toBe(108_000 + index);
      const previous = sampleAssetApys[index - 1];
      if (previous) expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(Date.parse(previous.created_at));
    });
  });

  it('stamps rows in PostgREST form, dropping the fraction when it is zero', () => {
    for (const row of sampleAssetApys) expect(row.created_at).toMatch(POSTGREST_TIMESTAMP);
    expect(sampleAssetApys.some((row) => !row.created_at.includes('.'))).toBe(true);
    expect(sampleAssetApys.some((row) => /\.\d{6}\+/.test(row.created_at))).toBe(true);
  });

  it('has 72 hourly snapshots of at least 6 markets on Mode and on Base, one row per market per hour', () => {
    const hours = new Map<string, AssetApyRow[]>();
    for (const row of sampleAssetApys) hours.set(hourOf(row), [...(hours.get(hourOf(row)) ?? []), row]);
    expect(hours.size).toBe(72);
    const modeMarkets = new Set(sampleAssetApys.filter((r) => r.chain_id === MODE).map(marketKey));
    const baseMarkets = new Set(sampleAssetApys.filter((r) => r.chain_id === BASE).map(marketKey));
    expect(modeMarkets.size).toBeGreaterThanOrEqual(6);
    expect(baseMarkets.size).toBeGreaterThanOrEqual(6);
    for (const rows of hours.values()) {
      const keys = rows.map(marketKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const market of [...modeMarkets, ...baseMarkets]) expect(keys).toContain(market);
    }
    expect(sampleAssetApys.at(-1)?.created_at.startsWith('2026-11-20T11:00')).toBe(true);
  });

  it('includes two current OP Mainnet (chain "10") markets besides Mode and Base', () => {
    const optimism = sampleAssetApys.filter((row) => row.chain_id === '10');
    expect(new Set(optimism.map(marketKey)).size).toBe(2);
    expect(new Set(optimism.map(hourOf)).size).toBe(72);
    expect(optimism.at(-1)?.created_at).toBe(sampleAssetApys.at(-1)?.created_at);
  });

  it('stamps every row of one hourly batch with one shared created_at, as the writer does', () => {
    const stamps = new Map<string, Set<string>>();
    for (const row of sampleAssetApys)
      stamps.set(hourOf(row), (stamps.get(hourOf(row)) ?? new Set()).add(row.created_at));
    for (const set of stamps.values()) expect(set.size).toBe(1);
  });

  it('uses the real underlying tokens, lowercase, with distinct receipt tokens', () => {
    const underlying = (chain: string) =>
      new Set(sampleAssetApys.filter((r) => r.chain_id === chain).map((r) => r.underlying_address));
    expect(underlying(MODE)).toContain('0x4200000000000000000000000000000000000006');
    expect(underlying(BASE)).toContain('0x4200000000000000000000000000000000000006');
    expect(underlying(BASE)).toContain('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913');
    expect(underlying(MODE)).toContain('0xd988097fb8612cc24eec14542bc03424c656005f');
    expect(underlying(BASE)).toContain('0x940181a94a35a4569e4529a3cdfb74e38fd98631');
    for (const row of sampleAssetApys) {
      expect(row.underlying_address).toBe(row.underlying_address.toLowerCase());
      expect(row.ctoken_address).toBe(row.ctoken_address.toLowerCase());
    }
    const ctokens = sampleMarkets.map((m) => m.ctokenAddress);
    expect(new Set(ctokens).size).toBe(ctokens.length);
  });

  it('carries APYs as percent decimal strings with about 15 significant digits', () => {
    for (const row of sampleAssetApys) {
      for (const value of [row.totalSupplyApy, row.supplyApy, row.borrowApy]) {
        if (value !== null) expect(value).toMatch(/^\d+(\.\d+)?$/);
      }
    }
    const digits = activeRows.map((row) => String(row.supplyApy).replace('.', '').replace(/^0+/, '').length);
    expect(digits.filter((n) => n >= 14).length).toBeGreaterThan(activeRows.length * 0.9);
  });

  it('makes totalSupplyApy the supply APY plus a non-negative reward APY', () => {
    for (const row of activeRows) {
      if (row.totalSupplyApy === null) continue;
      expect(Number(row.totalSupplyApy)).toBeGreaterThanOrEqual(Number(row.supplyApy));
    }
    expect(
      activeRows.some((row) => row.totalSupplyApy !== null && Number(row.totalSupplyApy) > Number(row.supplyApy)),
    ).toBe(true);
    expect(activeRows.some((row) => row.totalSupplyApy === row.supplyApy)).toBe(true);
  });

  it('includes paused markets, unborrowed markets and a few missing values', () => {
    const paused = sampleAssetApys.filter(
      (r) => r.totalSupplyApy === '0' && r.supplyApy === '0' && r.borrowApy === null,
    );
    expect(paused.length).toBeGreaterThanOrEqual(72);
    expect(
      sampleAssetApys.some((r) => r.supplyApy === '0' && r.borrowApy === null && Number(r.totalSupplyApy) > 0),
    ).toBe(true);
    const nullTotals = sampleAssetApys.filter((r) => r.totalSupplyApy === null);
    const nullSupplies = sampleAssetApys.filter((r) => r.supplyApy === null);
    expect(nullTotals.length).toBeGreaterThanOrEqual(2);
    expect(nullTotals.length).toBeLessThan(20);
    expect(nullSupplies.length).toBeGreaterThanOrEqual(2);
  });

  it('varies smoothly from hour to hour', () => {
    const byMarket = new Map<string, number[]>();
    for (const row of activeRows)
      byMarket.set(marketKey(row), [...(byMarket.get(marketKey(row)) ?? []), Number(row.supplyApy)]);
    for (const series of byMarket.values()) {
      expect(new Set(series).size).toBeGreaterThan(series.length / 2);
      for (let i = 1; i < series.length; i++) {
        const previous = series[i - 1] as number;
        expect(Math.abs((series[i] as number) - previous) / previous).toBeLessThan(0.3);
      }
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(sampleAssetApys)).toBe(true);
    expect(Object.isFrozen(sampleAssetApys[0])).toBe(true);
  });
});

describe('createSampleAssetApys', () => {
  it('is deterministic for a given now', () => {
    expect(createSampleAssetApys({ now: new Date(ANCHOR) })).toEqual(sampleAssetApys);
  });

  it('keeps the values of an hour when the window moves', () => {
    const later = createSampleAssetApys({ now: ANCHOR + 5 * 3_600_000, hours: 10 });
    const sameHour = (row: AssetApyRow) =>
      sampleAssetApys.find((r) => hourOf(r) === hourOf(row) && marketKey(r) === marketKey(row));
    const overlapping = later.filter((row) => sameHour(row) !== undefined);
    expect(overlapping.length).toBe(5 * 16);
    for (const row of overlapping) {
      expect(row.supplyApy).toBe(sameHour(row)?.supplyApy);
      expect(row.created_at).toBe(sameHour(row)?.created_at);
    }
  });

  it('builds `hours` snapshots ending before now', () => {
    const now = Date.UTC(2025, 0, 1, 8, 30);
    const rows = createSampleAssetApys({ now, hours: 3 });
    expect(new Set(rows.map(hourOf)).size).toBe(3);
    expect(rows.length).toBe(3 * 16);
    for (const row of rows) expect(Date.parse(row.created_at)).toBeLessThanOrEqual(now);
    expect(rows.at(-1)?.created_at.startsWith('2025-01-01T08:00')).toBe(true);
  });

  it('rejects a bad number of hours', () => {
    expect(() => createSampleAssetApys({ hours: 0 })).toThrow(RangeError);
    expect(() => createSampleAssetApys({ hours: 1.5 })).toThrow(RangeError);
  });
});

describe('sampleMarkets', () => {
  it('labels every underlying token of the rows, per chain', () => {
    for (const row of sampleAssetApys) {
      const market = sampleMarkets.find((m) => m.chainId === row.chain_id && m.ctokenAddress === row.ctoken_address);
      expect(market?.underlyingAddress).toBe(row.underlying_address);
    }
    const symbol = (chainId: string, address: string) =>
      sampleMarkets.find((m) => m.chainId === chainId && m.underlyingAddress === address)?.symbol;
    expect(symbol(BASE, '0x940181a94a35a4569e4529a3cdfb74e38fd98631')).toBe('AERO');
    expect(symbol(MODE, '0xd988097fb8612cc24eec14542bc03424c656005f')).toBe('USDC');
  });
});

describe('sampleRewards', () => {
  it('validates against the rewards schema and names each chain’s ION token', () => {
    for (const record of sampleRewards) {
      expect(userRewardsSchema.safeParse(record).success).toBe(true);
      expect(record.ionTokenAddress).toBe(ION[record.chain]);
    }
  });

  it('covers zero, tiny and beyond-2^64 totals on both chains', () => {
    const totals = sampleRewards.map((r) => BigInt(r.totalRewards));
    expect(totals).toContain(0n);
    expect(totals).toContain(1n);
    expect(totals.some((t) => t > 2n ** 64n)).toBe(true);
    expect(new Set(sampleRewards.map((r) => r.chain))).toEqual(new Set(['mode', 'base']));
    expect(sampleRewards.find((r) => r.user === sampleUsers.whale && r.chain === 'mode')?.totalRewards).toBe(
      '123456789012345678901234567',
    );
  });

  it('has named users, one of them without any record', () => {
    for (const address of Object.values(sampleUsers)) expect(address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(sampleRewards.some((r) => r.user === sampleUsers.none)).toBe(false);
    expect(sampleRewards.filter((r) => r.user === sampleUsers.modeOnly).map((r) => r.chain)).toEqual(['mode']);
  });
});
