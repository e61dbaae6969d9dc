import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { useAssetApysInfinite } from '../../src/react/useAssetApysInfinite';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { renderHookWithProviders } from '../utils';
import { configFor, createDeferredFetch, makeRow } from './fakeFetch';

const WETH_MARKET = '0x49420311b518f3d0c94e897592014de53831cfa3';
const USDC_MARKET = '0xa900a17a49bc4d442ba7f72c39fa2108865671f0';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString().replace('Z', '+00:00');

describe('useLatestAssetApys', () => {
  it('shows initialData grouped on the first render, and reads only when the next batch is due', async () => {
    const { fetch, requests } = createDeferredFetch();
    const rows = [
      makeRow({ id: 1, ctoken_address: USDC_MARKET, created_at: minutesAgo(70), supplyApy: '6' }),
      makeRow({ id: 2, ctoken_address: USDC_MARKET, created_at: minutesAgo(10), supplyApy: '7' }),
    ] as AssetApyRow[];
    const { result } = renderHookWithProviders(() => useLatestAssetApys({ query: { initialData: rows } }), {
      config: configFor(fetch),
    });
    expect(result.current.data?.rows.map((row) => row.supplyApy)).toEqual(['7']);
    expect(result.current.data?.history.get(`8453:${USDC_MARKET}`)?.map((row) => row.id)).toEqual([1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('reads the window by time and gives the newest row per market and its history oldest first', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useLatestAssetApys({ chainId: 8453 }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.searchParams.get('order')).toBe('created_at.asc,id.asc');
    expect(requests[0]?.url.searchParams.get('created_at')).toMatch(/^gte\./);
    act(() =>
      requests[0]?.respond(
        [
          makeRow({ id: 1, ctoken_address: USDC_MARKET, created_at: minutesAgo(70), supplyApy: '6' }),
          makeRow({ id: 2, ctoken_address: WETH_MARKET, created_at: minutesAgo(70), supplyApy: '2' }),
          makeRow({ id: 3, ctoken_address: USDC_MARKET, created_at: minutesAgo(10), supplyApy: '7' }),
          makeRow({ id: 4, ctoken_address: WETH_MARKET, created_at: minutesAgo(10), supplyApy: '3' }),
        ],
        { headers: { 'content-range': '0-3/4' } },
      ),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.rows.map((r) => [r.ctoken_address, r.supplyApy])).toEqual([
      [WETH_MARKET, '3'],
      [USDC_MARKET, '7'],
    ]);
    expect(result.current.data?.history.get(`8453:${WETH_MARKET}`)?.map((r) => r.id)).toEqual([2, 4]);
  });

  it('applies query.select to the latest view', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => useLatestAssetApys({ query: { select: (latest) => latest.rows.length } }),
      { config: configFor(fetch) },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() =>
      requests[0]?.respond(
        [
          makeRow({ id: 1, created_at: minutesAgo(5) }),
          makeRow({ id: 2, ctoken_address: USDC_MARKET, created_at: minutesAgo(5) }),
        ],
        { headers: { 'content-range': '0-1/2' } },
      ),
    );
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('keeps the history map of an answer across renders with an inline query.select', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      () => useLatestAssetApys({ query: { select: (latest) => latest.history } }),
      { config: configFor(fetch) },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() =>
      requests[0]?.respond([makeRow({ id: 1, created_at: minutesAgo(5) })], {
        headers: { 'content-range': '0-0/1' },
      }),
    );
    await waitFor(() => expect(result.current.data?.size).toBe(1));
    const first = result.current.data;
    rerender();
    expect(result.current.data).toBe(first);
  });

  it("in development a select that sorts the shared rows in place fails there, and another component's rows keep their order", async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => ({
        plain: useLatestAssetApys(),
        lowestFirst: useLatestAssetApys({
          // The types refuse it (readonly rows); plain JavaScript, or a cast, still gets there.
          query: {
            select: (latest) =>
              (latest.rows as AssetApyRow[]).sort((x, y) => Number(x.supplyApy) - Number(y.supplyApy)),
          },
        }),
        copied: useLatestAssetApys({
          query: { select: (latest) => [...latest.rows].sort((x, y) => Number(x.supplyApy) - Number(y.supplyApy)) },
        }),
      }),
      { config: configFor(fetch) },
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    act(() =>
      requests[0]?.respond(
        [
          makeRow({ id: 1, ctoken_address: WETH_MARKET, created_at: minutesAgo(10), supplyApy: '3' }),
          makeRow({ id: 2, ctoken_address: USDC_MARKET, created_at: minutesAgo(10), supplyApy: '7' }),
        ],
        { headers: { 'content-range': '0-1/2' } },
      ),
    );
    await waitFor(() => expect(result.current.plain.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.lowestFirst.isError).toBe(true));
    expect(result.current.lowestFirst.error).toBeInstanceOf(TypeError);
    expect(result.current.copied.data?.map((row) => row.supplyApy)).toEqual(['3', '7']);
    // Newest first, ties by the higher id: USDC (id 2) before WETH (id 1).
    expect(result.current.plain.data?.rows.map((row) => row.supplyApy)).toEqual(['7', '3']);
  });

  it.each([
    ['by default', {}],
    ['with structuralSharing: true given', { structuralSharing: true }],
  ] as const)(
    'keeps its rows frozen, and the newest of each history, after a refresh that changes them (%s)',
    async (_, query) => {
      const { fetch, requests } = createDeferredFetch();
      const { result } = renderHookWithProviders(() => useLatestAssetApys({ query }), { config: configFor(fetch) });
      const batch = (firstId: number, minutes: number) => [
        makeRow({ id: firstId, ctoken_address: WETH_MARKET, created_at: minutesAgo(minutes) }),
        makeRow({ id: firstId + 1, ctoken_address: USDC_MARKET, created_at: minutesAgo(minutes) }),
      ];
      await waitFor(() => expect(requests).toHaveLength(1));
      act(() => requests[0]?.respond(batch(1, 70), { headers: { 'content-range': '0-1/2' } }));
      await waitFor(() => expect(result.current.data?.rows).toHaveLength(2));
      act(() => void result.current.refetch());
      await waitFor(() => expect(requests).toHaveLength(2));
      act(() => requests[1]?.respond(batch(3, 10), { headers: { 'content-range': '0-1/2' } }));
      await waitFor(() => expect(result.current.data?.rows.map((row) => row.id).sort()).toEqual([3, 4]));
      const latest = result.current.data;
      expect(Object.isFrozen(latest?.rows)).toBe(true);
      const newest = [...(latest?.history.values() ?? [])].map((series) => series.at(-1));
      for (const row of latest?.rows ?? []) expect(newest).toContain(row);
    },
  );
});

describe('useAssetApysInfinite', () => {
  it('loads pages one after another and flattens them', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useAssetApysInfinite({ chainId: 34443, pageSize: 2 }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.headers.get('range')).toBe('0-1');
    act(() =>
      requests[0]?.respond([makeRow({ id: 1, chain_id: '34443' }), makeRow({ id: 2, chain_id: '34443' })], {
        status: 206,
        headers: { 'content-range': '0-1/3' },
      }),
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    act(() => void result.current.fetchNextPage());
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.headers.get('range')).toBe('2-3');
    act(() => requests[1]?.respond([makeRow({ id: 3, chain_id: '34443' })], { headers: { 'content-range': '2-2/3' } }));
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.total).toBe(3);
  });

  it('passes TanStack options through over the library defaults', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useAssetApysInfinite({ pageSize: 2, query: { retry: false } }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.respond({ message: 'upstream down' }, { status: 503 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(requests).toHaveLength(1);

    const fresh = createDeferredFetch();
    const { result: stale } = renderHookWithProviders(
      () => useAssetApysInfinite({ pageSize: 2, query: { staleTime: 0 } }),
      { config: configFor(fresh.fetch) },
    );
    await waitFor(() => expect(fresh.requests).toHaveLength(1));
    act(() => fresh.requests[0]?.respond([makeRow({ id: 1 })]));
    await waitFor(() => expect(stale.current.isSuccess).toBe(true));
    // The library's own staleTime is five minutes.
    expect(stale.current.isStale).toBe(true);
  });
});
