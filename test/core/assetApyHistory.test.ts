import { fc, test } from '@fast-check/vitest';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AssetApyHistoryRow,
  assetApyHistoryOf,
  fetchAssetApyHistory,
  MAX_HISTORY_ROWS,
} from '../../src/core/assetApyHistory';
import { createConfig } from '../../src/core/config';
import { InvalidAddressError, InvalidParameterError, ResponseValidationError } from '../../src/core/errors';
import { isTooManyRows } from '../../src/core/tooManyRows';
import { cadenceRefetchInterval, DEFAULT_CADENCE_MS } from '../../src/query/cadence';
import { createMockService, createSampleAssetApys, type MockService, sampleMarkets } from '../../src/testing';
import { fakeFetch, jsonResponse, makeConfig } from './helpers';

// Reference arithmetic, written apart from the library's: every value as an integer of 10^-PAD.
const PAD = 70;
const scaled = (value: string): bigint => {
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole + fraction.padEnd(PAD, '0'));
  return negative ? -units : units;
};
/** The mean to 18 fraction digits, half to even, as an integer of 10^-18. */
const referenceMean = (values: readonly string[]): bigint => {
  const sum = values.reduce((total, value) => total + scaled(value), 0n);
  const divisor = BigInt(values.length) * 10n ** BigInt(PAD - 18);
  const sign = sum < 0n ? -1n : 1n;
  const magnitude = sum * sign;
  const floor = magnitude / divisor;
  const rest = magnitude - floor * divisor;
  const up = rest * 2n > divisor || (rest * 2n === divisor && floor % 2n === 1n);
  return sign * (up ? floor + 1n : floor);
};
const at18 = (value: string): bigint => scaled(value) / 10n ** BigInt(PAD - 18);

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 6n }), fc.option(fc.stringMatching(/^\d{1,24}$/)))
  .map(
    ([negative, whole, fraction]) => `${negative && whole > 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
  );

const rowsArbitrary = fc.array(
  fc.record({
    totalSupplyApy: fc.option(decimalText, { freq: 6 }),
    supplyApy: fc.option(decimalText, { freq: 6 }),
    borrowApy: fc.option(decimalText, { freq: 3 }),
  }),
  { minLength: 1, maxLength: 40 },
);

const historyRows = (values: readonly Pick<AssetApyHistoryRow, 'totalSupplyApy' | 'supplyApy' | 'borrowApy'>[]) =>
  values.map((value, index) => ({
    id: index + 1,
    created_at: new Date(Date.UTC(2026, 10, 1) + index * 3_600_000).toISOString().replace('Z', '+00:00'),
    ...value,
  }));

describe('assetApyHistoryOf', () => {
  test.prop([rowsArbitrary], { numRuns: 60 })(
    'stats equal an exact reference on random series',
    (values) => {
      const { points, stats } = assetApyHistoryOf(historyRows(values));
      const series = {
        totalSupply: values.map((v) => v.totalSupplyApy),
        supply: values.map((v) => v.supplyApy),
        borrow: values.map((v) => v.borrowApy),
        reward: values.map((v) =>
          v.totalSupplyApy !== null && v.supplyApy !== null ? scaled(v.totalSupplyApy) - scaled(v.supplyApy) : null,
        ),
      };
      expect(points.map((point) => (point.reward === null ? null : scaled(point.reward)))).toEqual(series.reward);
      for (const name of ['totalSupply', 'supply', 'borrow'] as const) {
        const present = series[name].filter((value): value is string => value !== null);
        const got = stats[name];
        expect(got.count).toBe(present.length);
        expect(got.latest).toBe(series[name].at(-1) ?? null);
        if (present.length === 0) {
          expect([got.mean, got.min, got.max]).toEqual([null, null, null]);
          continue;
        }
        const units = present.map(scaled);
        const min = units.reduce((a, b) => (b < a ? b : a));
        const max = units.reduce((a, b) => (b > a ? b : a));
        expect([scaled(got.min as string), scaled(got.max as string)]).toEqual([min, max]);
        expect(got.mean?.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(18);
        expect(at18(got.mean as string)).toBe(referenceMean(present));
      }
    },
    30_000,
  );

  it('rounds the mean half to even at the 18th digit and keeps exact reward digits', () => {
    const { stats, points } = assetApyHistoryOf(
      historyRows([
        { totalSupplyApy: '0.000000000000000001', supplyApy: '0.1', borrowApy: null },
        { totalSupplyApy: '0', supplyApy: '0.2', borrowApy: null },
      ]),
    );
    // 0.5e-18 rounds to the even 0; 0.15 is exact.
    expect(stats.totalSupply.mean).toBe('0');
    expect(stats.supply.mean).toBe('0.15');
    expect(points[0]?.reward).toBe('-0.099999999999999999');
    expect(stats.borrow).toEqual({ mean: null, min: null, max: null, latest: null, count: 0 });
  });

  it('keeps gaps: one point per row, oldest first', () => {
    const rows = historyRows([
      { totalSupplyApy: '1', supplyApy: '1', borrowApy: '2' },
      { totalSupplyApy: '3', supplyApy: '2', borrowApy: '2' },
    ]);
    const gapped = [{ ...(rows[1] as AssetApyHistoryRow), created_at: '2026-11-01T05:00:00+00:00' }, rows[0]];
    const { points } = assetApyHistoryOf(gapped as AssetApyHistoryRow[]);
    expect(points.map((point) => point.time)).toEqual(['2026-11-01T00:00:00.000+00:00', '2026-11-01T05:00:00+00:00']);
  });

  it('makes one point of a batch written twice: the later written row (higher id)', () => {
    const [first, second] = historyRows([
      { totalSupplyApy: '1', supplyApy: '1', borrowApy: null },
      { totalSupplyApy: '3', supplyApy: '2', borrowApy: null },
    ]) as [AssetApyHistoryRow, AssetApyHistoryRow];
    const rewritten = { ...second, id: 7, totalSupplyApy: '4' };
    for (const rows of [
      [first, second, rewritten],
      [rewritten, second, first],
    ]) {
      const { points, stats } = assetApyHistoryOf(rows);
      expect(points.map((point) => point.totalSupply)).toEqual(['1', '4']);
      expect(stats.totalSupply.count).toBe(2);
    }
  });
});

const NOW = Date.UTC(2026, 10, 20, 12, 20);
const server = setupServer();
let service: MockService;
const market = sampleMarkets[0] as (typeof sampleMarkets)[number];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  service = createMockService({ now: () => NOW, assetApys: createSampleAssetApys({ now: NOW, hours: 24 * 31 }) });
  server.resetHandlers(...service.handlers);
});
afterAll(() => server.close());

describe('fetchAssetApyHistory', () => {
  it('reads one market by time with only the columns it needs', async () => {
    const config = createConfig(service.config);
    const history = await fetchAssetApyHistory(
      config,
      {
        chainId: Number(market.chainId),
        ctokenAddress: market.ctokenAddress.toUpperCase().replace('0X', '0x'),
        range: '7d',
      },
      { now: NOW },
    );
    const [read] = service.requests.map((request) => new URL(request.url));
    expect(service.requests).toHaveLength(1);
    expect(read?.searchParams.get('select')).toBe(
      'id,chain_id,ctoken_address,created_at,totalSupplyApy,supplyApy,borrowApy',
    );
    expect(read?.searchParams.get('chain_id')).toBe(`eq.${market.chainId}`);
    expect(read?.searchParams.get('ctoken_address')).toBe(`eq.${market.ctokenAddress}`);
    expect(read?.searchParams.get('created_at')).toBe('gte.2026-11-13T12:20:00.000Z');
    expect(read?.searchParams.get('order')).toBe('created_at.asc,id.asc');
    expect(history.points).toHaveLength(168);
    expect(history.points[0]?.timeMs).toBeLessThan(history.points[1]?.timeMs as number);
    expect(history.stats.totalSupply.latest).toBe(history.points.at(-1)?.totalSupply);
  });

  it('reads a span above the gateway cap in parts, each from the last row’s time less the ids read there', async () => {
    const params = { chainId: Number(market.chainId), ctokenAddress: market.ctokenAddress, range: '7d' } as const;
    const whole = await fetchAssetApyHistory(createConfig(service.config), params, { now: NOW });
    service = createMockService({
      now: () => NOW,
      assetApys: createSampleAssetApys({ now: NOW, hours: 24 * 31 }),
      maxRows: 50,
    });
    server.resetHandlers(...service.handlers);
    const capped = await fetchAssetApyHistory(createConfig(service.config), params, { now: NOW });
    expect(capped).toEqual(whole);
    // 168 rows at 50 an answer: four requests, none with a Range to check.
    expect(service.requests).toHaveLength(4);
    expect(service.requests.every((request) => request.headers.range === undefined)).toBe(true);
    const second = new URL(service.requests[1]?.url as string).searchParams;
    const fiftieth = whole.points[49];
    expect(second.get('created_at')).toBe(`gte.${fiftieth?.time}`);
    expect(second.get('id')).toMatch(/^not\.in\.\(\d+\)$/);
  });

  it('fails with a typed error after the first count when the span holds more rows than one read takes', async () => {
    const fetch = fakeFetch(() => jsonResponse([], { headers: { 'Content-Range': `*/${MAX_HISTORY_ROWS + 1}` } }));
    const read = fetchAssetApyHistory(makeConfig(fetch), { chainId: 34443, ctokenAddress: market.ctokenAddress });
    const error = await read.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(fetch).toHaveBeenCalledOnce();
    // Tried again once a cadence (an hour), not in a minute as a failure that may pass.
    expect(isTooManyRows(error)).toBe(true);
    const state = { data: undefined, dataUpdatedAt: 0, errorUpdatedAt: Date.now(), errorUpdateCount: 1, error };
    expect(cadenceRefetchInterval({ state })).toBeGreaterThan(DEFAULT_CADENCE_MS - 1000);
  });

  it('refuses an answer holding another market’s or chain’s rows', async () => {
    const other = sampleMarkets.find((m) => m.chainId === market.chainId && m.ctokenAddress !== market.ctokenAddress);
    const row = {
      id: 1,
      chain_id: market.chainId,
      ctoken_address: market.ctokenAddress,
      created_at: '2026-11-20T11:00:05+00:00',
      totalSupplyApy: '5',
      supplyApy: '4',
      borrowApy: null,
    };
    const read = (second: object) => {
      const body = [row, { ...row, id: 2, created_at: '2026-11-20T12:00:05+00:00', ...second }];
      const fetch = fakeFetch(() => jsonResponse(body, { headers: { 'Content-Range': '0-1/2' } }));
      return fetchAssetApyHistory(makeConfig(fetch), { chainId: market.chainId, ctokenAddress: market.ctokenAddress });
    };
    // The market's own rows pass, its address in any case.
    const checksummed = `0x${market.ctokenAddress.slice(2).toUpperCase()}`;
    await expect(read({ ctoken_address: checksummed })).resolves.toMatchObject({ points: [{}, {}] });
    for (const [stray, column] of [
      [{ ctoken_address: other?.ctokenAddress }, 'ctoken_address'],
      [{ chain_id: '1' }, 'chain_id'],
    ] as const) {
      const error = await read(stray).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect((error as ResponseValidationError).shortMessage).toBe('The APY rows do not match the request.');
      expect((error as ResponseValidationError).issues.map((issue) => issue.path)).toEqual([`1.${column}`]);
    }
  });

  it('refuses at its first answer a span a capped gateway would need over a hundred answers for', async () => {
    service = createMockService({
      now: () => NOW,
      assetApys: createSampleAssetApys({ now: NOW, hours: 24 * 31 }),
      maxRows: 1,
    });
    server.resetHandlers(...service.handlers);
    const params = { chainId: Number(market.chainId), ctokenAddress: market.ctokenAddress, range: '7d' } as const;
    const error = await fetchAssetApyHistory(createConfig(service.config), params, { now: NOW }).catch((e) => e);
    // 168 rows at one an answer: never a history cut short at its hundredth answer.
    expect(isTooManyRows(error)).toBe(true);
    expect(service.requests).toHaveLength(1);
  });

  it.each([
    [{ chainId: 'mode', ctokenAddress: market.ctokenAddress }, InvalidParameterError],
    [{ chainId: 34443, ctokenAddress: '0x123' }, InvalidAddressError],
    [{ chainId: 34443, ctokenAddress: market.ctokenAddress, range: '1y' }, InvalidParameterError],
  ])('refuses %o with a typed error and no request', async (params, ErrorClass) => {
    const config = createConfig(service.config);
    // biome-ignore lint/suspicious/noExplicitAny: bad input from untyped callers is the case under test
    await expect(fetchAssetApyHistory(config, params as any)).rejects.toBeInstanceOf(ErrorClass);
    expect(service.requests).toHaveLength(0);
  });
});
