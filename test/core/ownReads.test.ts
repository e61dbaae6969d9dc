import { describe, expect, it } from 'vitest';
import {
  type AssetApysParams,
  assetApyColumns,
  fetchAssetApys,
  fetchAssetApysComparing,
} from '../../src/core/assetApys';
import { fetchAssetApysFiltering } from '../../src/core/assetApysPage';
import { InvalidParameterError, ResponseValidationError } from '../../src/core/errors';
import { callOf, fakeFetch, jsonResponse, makeConfig, rejectionOf, row } from './helpers';

/** What one reader sends for `params`: URL and headers of its one request. */
async function sent(reader: typeof fetchAssetApys, params: AssetApysParams) {
  const fetch = fakeFetch(() => jsonResponse([], { headers: { 'Content-Range': '*/0' } }));
  await reader(makeConfig(fetch), params);
  const { url, headers } = callOf(fetch);
  return { url, headers: Object.fromEntries(headers) };
}

// The shapes of the library's own reads: latest window, newest batch, incremental read, history.
const ownReads: AssetApysParams[] = [
  {
    select: [...assetApyColumns],
    chainId: '8453',
    order: [
      { column: 'created_at', ascending: false },
      { column: 'id', ascending: false },
    ],
    range: { from: 48, to: 95 },
  },
  {
    chainId: 34443,
    filter: { created_at: { gte: '2026-01-01T00:00:00.000Z' } },
    order: [
      { column: 'created_at', ascending: true },
      { column: 'id', ascending: true },
    ],
    range: { from: 0, to: 999 },
    count: 'exact',
  },
  {
    filter: { created_at: { gt: '2026-01-01T10:00:00.123+00:00' }, id: { not: { in: [7, 8, 9] } } },
    order: [{ column: 'id', ascending: false, nulls: 'last' }],
    range: { from: 0, to: 49_999 },
    count: 'exact',
  },
  {
    select: ['id', 'created_at', 'totalSupplyApy', 'supplyApy', 'borrowApy'],
    chainId: '8453',
    filter: {
      ctoken_address: '0x0000000000000000000000000000000000000abc',
      created_at: { gte: '2026-01-01T00:00:00.000Z' },
    },
  },
];

describe("the library's own reads (fetchAssetApysComparing)", () => {
  it.each(ownReads)('sends exactly what fetchAssetApys sends for %j', async (params) => {
    expect(await sent(fetchAssetApysComparing, params)).toEqual(await sent(fetchAssetApys, params));
  });

  it('checks the chain id, the one value a product gives, before any request', async () => {
    const fetch = fakeFetch();
    for (const chainId of ['08453', 'base', '-1', '8453 ']) {
      const error = await rejectionOf(fetchAssetApysComparing(makeConfig(fetch), { chainId }));
      expect(error).toBeInstanceOf(InvalidParameterError);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an operator it does not build rather than sending it wrong', async () => {
    const fetch = fakeFetch();
    const error = await rejectionOf(
      fetchAssetApysComparing(makeConfig(fetch), { filter: { chain_id: { in: ['1'] } } }),
    );
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the answer as fetchAssetApys does: rows of another chain are refused', async () => {
    const fetch = fakeFetch(() => jsonResponse([row({ chain_id: '34443' })]));
    const error = await rejectionOf(fetchAssetApysComparing(makeConfig(fetch), { chainId: '8453' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
  });
});

describe('the hooks reader (fetchAssetApysFiltering): a product filter loads the full grammar first', () => {
  const filters: AssetApysParams['filter'][] = [
    { chain_id: '8453', created_at: { gte: '2026-01-01T00:00:00+00:00', lt: '2026-02-01T00:00:00+00:00' } },
    { ctoken_address: { in: ['0x0000000000000000000000000000000000000ABC'] } },
    { chain_id: { not: { in: ['1', '2'] } }, supplyApy: { is: null } },
    { underlying_address: { like: '0x12*' } },
  ];

  it.each(filters)('sends exactly what fetchAssetApys sends for %j', async (filter) => {
    const params: AssetApysParams = { filter, order: [{ column: 'id' }], range: { from: 0, to: 9 }, count: 'exact' };
    expect(await sent(fetchAssetApysFiltering, params)).toEqual(await sent(fetchAssetApys, params));
  });

  it('refuses what fetchAssetApys refuses, with the same error, before any request', async () => {
    const fetch = fakeFetch();
    for (const filter of [{ chain_id: { regex: '1' } }, { chain_id: {} }, { chain_id: ['1'] }, 'chain_id=eq.1']) {
      const params = { filter } as unknown as AssetApysParams;
      const expected = await rejectionOf(fetchAssetApys(makeConfig(fetch), params));
      const error = await rejectionOf(fetchAssetApysFiltering(makeConfig(fetch), params));
      expect(error).toBeInstanceOf(InvalidParameterError);
      expect((error as Error).message).toBe((expected as Error).message);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
