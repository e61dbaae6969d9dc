import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createConfig } from '../../src/core/config';
import { HttpError, InvalidAddressError, InvalidParameterError, RangeNotSatisfiableError } from '../../src/core/errors';
import { assetApysInfiniteQueryOptions, assetApysQueryOptions, nextOffset } from '../../src/query/assetApys';
import { apyRewardsKeys, assetApysKeyEndpoint } from '../../src/query/keys';
import { latestAssetApysQueryOptions } from '../../src/query/latestAssetApys';
import { userRewardsQueryOptions } from '../../src/query/userRewards';

const ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.secret-anon-key.signature';
const USER = '0x1111111111111111111111111111111111111111';

function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

function configWith(fetch: typeof globalThis.fetch) {
  return createConfig({
    apyUrl: 'https://db.example.com/rest/v1',
    anonKey: ANON_KEY,
    rewardsUrl: 'https://rewards.example.com',
    fetch,
  });
}

const row = {
  id: 1,
  created_at: '2024-06-18T11:00:05.509771+00:00',
  chain_id: '8453',
  underlying_address: '0x940181a94a35a4569e4529a3cdfb74e38fd98631',
  ctoken_address: '0x014e08f05ac11bb532be62774a4c2f6d2f409779',
  totalSupplyApy: '5.301877254953391',
  supplyApy: '5.301877254953391',
  borrowApy: '12.214642575076851',
};

describe('apyRewardsKeys', () => {
  it('runs general to specific from one root so invalidating the root reaches everything', () => {
    expect(apyRewardsKeys.all).toEqual(['apy-rewards-kit']);
    expect(apyRewardsKeys.assetApys()).toEqual(['apy-rewards-kit', 'assetApys']);
    expect(apyRewardsKeys.userRewards()).toEqual(['apy-rewards-kit', 'userRewards']);
    const list = apyRewardsKeys.assetApysList('https://a/rest/v1', { chainId: '8453' });
    const infinite = apyRewardsKeys.assetApysInfinite('https://a/rest/v1', { chainId: '8453', pageSize: 10 });
    expect(list.slice(0, 2)).toEqual(apyRewardsKeys.assetApys());
    expect(infinite.slice(0, 2)).toEqual(apyRewardsKeys.assetApys());
    expect(list[2]).not.toEqual(infinite[2]);
  });

  it('every APY key names its endpoint where the provider looks for it when the anon key changes', () => {
    const endpoint = 'https://a/rest/v1';
    const keys = [
      apyRewardsKeys.assetApysList(endpoint, {}),
      apyRewardsKeys.assetApysPage(endpoint, { page: 0, pageSize: 25 }),
      apyRewardsKeys.assetApysInfinite(endpoint, { pageSize: 25 }),
      apyRewardsKeys.latestAssetApys(endpoint, { historyHours: 24, lookbackHours: 48 }),
    ];
    expect(keys.map(assetApysKeyEndpoint)).toEqual([endpoint, endpoint, endpoint, endpoint]);
    expect(assetApysKeyEndpoint(apyRewardsKeys.assetApys())).toBeUndefined();
  });
});

describe('assetApysQueryOptions', () => {
  const config = configWith(vi.fn());

  it('puts every value the query function reads in the key, and never the anon key', () => {
    const options = assetApysQueryOptions(config, {
      chainId: 8453,
      select: ['chain_id', 'totalSupplyApy'],
      order: [{ column: 'created_at', ascending: false }],
      range: { from: 20, to: 29 },
      count: 'exact',
    });
    expect(options.queryKey).toMatchInlineSnapshot(`
      [
        "apy-rewards-kit",
        "assetApys",
        "list",
        {
          "chainId": "8453",
          "count": "exact",
          "endpoint": "https://db.example.com/rest/v1",
          "filter": undefined,
          "order": [
            {
              "ascending": false,
              "column": "created_at",
            },
          ],
          "range": {
            "from": 20,
            "to": 29,
          },
          "select": [
            "chain_id",
            "totalSupplyApy",
          ],
        },
      ]
    `);
    expect(JSON.stringify(options.queryKey)).not.toContain(ANON_KEY);
    expect(options.staleTime).toBe(5 * 60_000);
  });

  it('gives chainId 8453 and "8453" the same key, and other chains or endpoints another', () => {
    const a = assetApysQueryOptions(config, { chainId: 8453 }).queryKey;
    const b = assetApysQueryOptions(config, { chainId: '8453' }).queryKey;
    const c = assetApysQueryOptions(config, { chainId: 34443 }).queryKey;
    const other = configWith(vi.fn());
    const d = assetApysQueryOptions(
      createConfig({ ...other, anonKey: ANON_KEY, apyUrl: 'https://other.example.com/rest/v1' }),
      {
        chainId: 8453,
      },
    ).queryKey;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a).not.toEqual(d);
  });

  it('works with QueryClient.fetchQuery outside React', async () => {
    const fetch = vi.fn(async () => jsonResponse([row], { headers: { 'content-range': '0-0/1' } }));
    const client = new QueryClient();
    const data = await client.fetchQuery(assetApysQueryOptions(configWith(fetch), { chainId: 8453, count: 'exact' }));
    expect(data).toEqual({ rows: [row], range: { from: 0, to: 0 }, total: 1 });
    expect(
      client.getQueryData(assetApysQueryOptions(configWith(fetch), { chainId: 8453, count: 'exact' }).queryKey),
    ).toBe(data);
  });
});

describe('assetApysInfiniteQueryOptions', () => {
  it('has its own key name and chains pages by Content-Range', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const range = new Headers(init?.headers).get('range');
      const [from, to] = (range ?? '0-1').split('-').map(Number) as [number, number];
      const last = Math.min(to, 2);
      const rows = Array.from({ length: last - from + 1 }, (_, i) => ({ ...row, id: from + i }));
      return jsonResponse(rows, { status: last < 2 ? 206 : 200, headers: { 'content-range': `${from}-${last}/3` } });
    });
    const config = configWith(fetch as typeof globalThis.fetch);
    const options = assetApysInfiniteQueryOptions(config, { chainId: 8453, pageSize: 2 });
    expect(options.queryKey[2]).toBe('infinite');
    const client = new QueryClient();
    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages[0]?.rows.map((r) => r.id)).toEqual([0, 1]);
    expect(first.pageParams).toEqual([0]);
    expect(options.getNextPageParam(first.pages[0] as never)).toBe(2);
    const requestHeaders = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(requestHeaders.get('range')).toBe('0-1');
    expect(requestHeaders.get('prefer')).toBe('count=exact');
  });

  it('follows the returned span: stops at an exact total or an empty page, never at a short page', () => {
    expect(nextOffset({ rows: [1, 2], range: { from: 0, to: 1 }, total: 3 })).toBe(2);
    expect(nextOffset({ rows: [1], range: { from: 2, to: 2 }, total: 3 })).toBeUndefined();
    expect(nextOffset({ rows: [], range: null, total: 0 })).toBeUndefined();
    // The gateway caps pages at db-max-rows: a short page with more rows counted still has a next page.
    expect(nextOffset({ rows: [1], range: { from: 0, to: 0 }, total: 5 })).toBe(1);
    // Without a count a short page may be a capped one: only an empty page ends the list.
    expect(nextOffset({ rows: [1], range: { from: 2, to: 2 }, total: null })).toBe(3);
    expect(nextOffset({ rows: [], range: null, total: null })).toBeUndefined();
  });

  it('an estimated count never ends the list early', () => {
    // The estimate says 3 rows, the page was full up to row 3: ask for the next one anyway.
    expect(nextOffset({ rows: [1, 2], range: { from: 2, to: 3 }, total: 3 } as never, false)).toBe(4);
    expect(nextOffset({ rows: [1, 2], range: { from: 2, to: 3 }, total: 3 } as never, true)).toBeUndefined();
  });

  it('with an estimated count, a 416 past the estimate ends the list instead of failing it', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const [from] = (new Headers(init?.headers).get('range') ?? '0-1').split('-').map(Number) as [number];
      if (from >= 4) {
        return jsonResponse(
          { code: 'PGRST103', message: 'Requested range not satisfiable' },
          { status: 416, headers: { 'content-range': '*/3' } },
        );
      }
      const rows = [0, 1].map((i) => ({ ...row, id: from + i }));
      return jsonResponse(rows, { headers: { 'content-range': `${from}-${from + 1}/*` } });
    });
    const config = configWith(fetch as typeof globalThis.fetch);
    const pageAt = (count: 'estimated' | 'exact', pageParam: number) =>
      assetApysInfiniteQueryOptions(config, { pageSize: 2, count }).queryFn({
        pageParam,
        signal: new AbortController().signal,
      } as never);
    expect((await pageAt('estimated', 2)).rows.map((r) => r.id)).toEqual([2, 3]);
    expect(await pageAt('estimated', 4)).toEqual({ rows: [], range: null, total: 3 });
    await expect(pageAt('exact', 4)).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });
});

describe('latestAssetApysQueryOptions', () => {
  it('reads the window by time, oldest first with an exact count, for one chain', async () => {
    const now = Date.parse('2026-11-20T12:30:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      const fetch = vi.fn(async () => jsonResponse([row], { headers: { 'content-range': '0-0/1' } }));
      const options = latestAssetApysQueryOptions(configWith(fetch), { chainId: 8453, historyHours: 12 });
      expect(options.queryKey).toEqual([
        'apy-rewards-kit',
        'assetApys',
        'latest',
        { endpoint: 'https://db.example.com/rest/v1', chainId: '8453', historyHours: 12, lookbackHours: 48 },
      ]);
      await new QueryClient().fetchQuery(options);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(
        'https://db.example.com/rest/v1/asset-total-apy?select=*&created_at=gte.2026-11-18T12%3A30%3A00.000Z&chain_id=eq.8453&order=created_at.asc%2Cid.asc',
      );
      expect(new Headers(init.headers).get('range')).toBe('0-999');
      expect(new Headers(init.headers).get('prefer')).toBe('count=exact');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the whole window when the query function context carries no client (older TanStack 5)', async () => {
    const fetch = vi.fn(async () => jsonResponse([], { headers: { 'content-range': '*/0' } }));
    const options = latestAssetApysQueryOptions(configWith(fetch));
    await expect(options.queryFn({ signal: new AbortController().signal } as never)).resolves.toEqual([]);
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toContain('created_at=gte.');
  });

  it('keys a bad lookback apart from the good one the history span would raise it to', () => {
    const config = configWith(vi.fn());
    const bad = latestAssetApysQueryOptions(config, { lookbackHours: -1 }).queryKey;
    const good = latestAssetApysQueryOptions(config, { lookbackHours: 24 }).queryKey;
    expect(JSON.stringify(bad)).not.toBe(JSON.stringify(good));
  });

  it.each([
    ['a zero history span', { historyHours: 0 }, /historyHours/],
    ['a negative lookback, even one the history span would cover', { lookbackHours: -5 }, /lookbackHours/],
    ['a span whose start is no date', { lookbackHours: Number.MAX_SAFE_INTEGER }, /lookbackHours/],
    ['a history span beyond the bound', { historyHours: 1e9 }, /historyHours/],
  ])('refuses %s with a typed error before any request', async (_, params, name) => {
    const fetch = vi.fn();
    const options = latestAssetApysQueryOptions(configWith(fetch), params);
    const failure = new QueryClient().fetchQuery({ ...options, retry: false });
    await expect(failure).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(failure).rejects.toThrow(name);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('userRewardsQueryOptions', () => {
  const config = configWith(vi.fn());

  it('is disabled until the address is valid, and keys on the lowercase address', () => {
    expect(userRewardsQueryOptions(config, { chain: 'mode', user: undefined }).enabled).toBe(false);
    expect(userRewardsQueryOptions(config, { chain: 'mode', user: '0x1234' }).enabled).toBe(false);
    const options = userRewardsQueryOptions(config, {
      chain: 'MODE' as 'mode',
      user: USER.toUpperCase().replace('0X', '0x'),
    });
    expect(options.enabled).toBe(true);
    expect(options.queryKey).toMatchInlineSnapshot(`
      [
        "apy-rewards-kit",
        "userRewards",
        {
          "chain": "mode",
          "endpoint": "https://rewards.example.com",
          "user": "0x1111111111111111111111111111111111111111",
        },
      ]
    `);
    expect(userRewardsQueryOptions(config, { chain: 34443, user: USER }).queryKey).toEqual(options.queryKey);
  });

  it('is the key apyRewardsKeys.userRewardsDetail gives for the address and chain as a wallet gives them', () => {
    const checksummed = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa';
    const options = userRewardsQueryOptions(config, { chain: 'base', user: checksummed });
    for (const chain of ['base', 'Base', 8453] as const) {
      expect(apyRewardsKeys.userRewardsDetail(config.rewardsUrl, { chain, user: checksummed })).toEqual(
        options.queryKey,
      );
    }
  });

  it('keeps different users and chains apart', () => {
    const a = userRewardsQueryOptions(config, { chain: 'mode', user: USER }).queryKey;
    const b = userRewardsQueryOptions(config, { chain: 'base', user: USER }).queryKey;
    const c = userRewardsQueryOptions(config, { chain: 'mode', user: USER.replace(/1$/, '2') }).queryKey;
    expect(new Set([a, b, c].map((k) => JSON.stringify(k))).size).toBe(3);
  });

  it('fails with a typed error and no request when the query is run for an invalid address anyway', async () => {
    const fetch = vi.fn();
    const options = userRewardsQueryOptions(configWith(fetch), { chain: 'mode', user: 'not-an-address' });
    await expect(new QueryClient().fetchQuery(options)).rejects.toBeInstanceOf(InvalidAddressError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails with a typed error for a user value that cannot be printed, and names a missing one', async () => {
    const fetch = vi.fn();
    const client = new QueryClient();
    const unprintable = Object.create(null) as string;
    await expect(
      client.fetchQuery(userRewardsQueryOptions(configWith(fetch), { chain: 'mode', user: unprintable })),
    ).rejects.toBeInstanceOf(InvalidAddressError);
    await expect(
      client.fetchQuery(userRewardsQueryOptions(configWith(fetch), { chain: 'mode', user: undefined })),
    ).rejects.toThrow('Invalid address: "undefined".');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shares the retry policy: 5xx is retried, 400 is not', async () => {
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      return jsonResponse({ error: 'Invalid chain. Supported chains are: mode, base' }, { status: 400 });
    });
    const options = { ...userRewardsQueryOptions(configWith(fetch), { chain: 'mode', user: USER }), retryDelay: 0 };
    await expect(new QueryClient().fetchQuery(options)).rejects.toBeInstanceOf(HttpError);
    expect(calls).toBe(1);
  });
});
