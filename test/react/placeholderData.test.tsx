import { keepPreviousData } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import type { UserRewards } from '../../src/core/userRewards';
import { useAssetApys } from '../../src/react/useAssetApys';
import { useAssetApysInfinite } from '../../src/react/useAssetApysInfinite';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';
import { renderHookWithProviders } from '../utils';
import { configFor, createDeferredFetch, makeRow, rewardsFor } from './fakeFetch';

type Pending = ReturnType<typeof createDeferredFetch>['requests'][number];

/** Answers a page or anchor read from a table of `total` rows of the chain asked for. */
function answer(request: Pending, total: number) {
  if (request.url.searchParams.get('select') === 'id') {
    request.respond(total ? [{ id: total - 1 }] : [], {
      headers: { 'content-range': total ? `0-0/${total}` : `*/${total}` },
    });
    return;
  }
  const chainId = request.url.searchParams.get('chain_id')?.replace('eq.', '') ?? '8453';
  const [from, to] = (request.headers.get('range') ?? '0-9').split('-').map(Number) as [number, number];
  const rows = [];
  for (let id = from; id <= Math.min(to, total - 1); id++) rows.push(makeRow({ id, chain_id: chainId }));
  request.respond(rows, {
    headers: { 'content-range': rows.length ? `${from}-${from + rows.length - 1}/${total}` : `*/${total}` },
  });
}

function answerAll(requests: Pending[], answered: Set<Pending>, total: number) {
  for (const request of requests) {
    if (answered.has(request)) continue;
    answered.add(request);
    answer(request, total);
  }
}

describe("a product's placeholderData (keepPreviousData) never shows another chain's or wallet's data", () => {
  it('useAssetApys: after a chain switch no row of the old chain stands in; across pages of one chain it does', async () => {
    const { fetch, requests } = createDeferredFetch();
    const answered = new Set<Pending>();
    const { result, rerender } = renderHookWithProviders(
      ({ chainId, page }: { chainId: number; page: number }) =>
        useAssetApys({ chainId, page, pageSize: 10, query: { placeholderData: keepPreviousData } }),
      { config: configFor(fetch), initialProps: { chainId: 8453, page: 0 } },
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    act(() => answerAll(requests, answered, 25));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    rerender({ chainId: 8453, page: 1 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.rowsPage).toBe(0);

    rerender({ chainId: 34443, page: 0 });
    expect(result.current.rows).toEqual([]);
    expect(result.current.isPlaceholderData).toBe(false);
    act(() => answerAll(requests, answered, 25));
    await waitFor(() => expect(result.current.rows.length).toBe(10));
    expect(new Set(result.current.rows.map((row) => row.chain_id))).toEqual(new Set(['34443']));
  });

  it("useUserRewards: after a wallet switch the old wallet's amount does not stand in", async () => {
    const alice = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const bob = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ user }: { user: string }) =>
        useUserRewards({ chain: 'mode', user, query: { placeholderData: keepPreviousData } }),
      { config: configFor(fetch), initialProps: { user: alice } },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.respond(rewardsFor('mode', alice, '111')));
    await waitFor(() => expect(result.current.data?.totalRewards).toBe('111'));
    rerender({ user: bob });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(true);
  });

  it("useLatestAssetApys: after a chain switch the old chain's markets do not stand in", async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ chainId }: { chainId: number }) =>
        useLatestAssetApys({ chainId, query: { placeholderData: keepPreviousData } }),
      { config: configFor(fetch), initialProps: { chainId: 8453 } },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() =>
      requests[0]?.respond([makeRow({ id: 1, chain_id: '8453', created_at: new Date().toISOString() })], {
        headers: { 'content-range': '0-0/1' },
      }),
    );
    await waitFor(() => expect(result.current.data?.rows).toHaveLength(1));
    rerender({ chainId: 34443 });
    expect(result.current.data).toBeUndefined();
  });
});

describe("a product's initialData serves only the read the hook mounted with", () => {
  const alice = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
  const bob = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

  it("useUserRewards: the next wallet is read, not shown the server-rendered wallet's total; back again it is", async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ user }: { user: string }) =>
        useUserRewards({
          chain: 'mode',
          user,
          query: { initialData: rewardsFor('mode', alice, '111') as UserRewards },
        }),
      { config: configFor(fetch), initialProps: { user: alice } },
    );
    expect(result.current.data?.totalRewards).toBe('111');
    rerender({ user: bob });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.pathname).toBe(`/api/rewards/mode/${bob}`);
    act(() => requests[0]?.respond(rewardsFor('mode', bob, '222')));
    await waitFor(() => expect(result.current.data?.totalRewards).toBe('222'));
    rerender({ user: alice });
    expect(result.current.data?.totalRewards).toBe('111');
  });

  it("useLatestAssetApys: another chain does not start from the mounted chain's rows", async () => {
    const { fetch, requests } = createDeferredFetch();
    const baseRows = [makeRow({ id: 1, chain_id: '8453', created_at: new Date().toISOString() })];
    const { result, rerender } = renderHookWithProviders(
      ({ chainId }: { chainId: number }) =>
        useLatestAssetApys({ chainId, query: { initialData: baseRows as AssetApyRow[] } }),
      { config: configFor(fetch), initialProps: { chainId: 8453 } },
    );
    expect(result.current.data?.rows).toHaveLength(1);
    rerender({ chainId: 34443 });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.searchParams.get('chain_id')).toBe('eq.34443');
  });

  it("useAssetApysInfinite: another chain does not start from the mounted chain's pages", async () => {
    const { fetch, requests } = createDeferredFetch();
    const modePages = {
      pages: [{ rows: [makeRow({ id: 1, chain_id: '34443' })] as AssetApyRow[], range: { from: 0, to: 0 }, total: 1 }],
      pageParams: [0],
    };
    const { result, rerender } = renderHookWithProviders(
      ({ chainId }: { chainId: number }) =>
        useAssetApysInfinite({ chainId, pageSize: 3, query: { initialData: modePages } }),
      { config: configFor(fetch), initialProps: { chainId: 34443 } },
    );
    expect(result.current.rows.map((row) => row.chain_id)).toEqual(['34443']);
    rerender({ chainId: 8453 });
    expect(result.current.rows).toEqual([]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.searchParams.get('chain_id')).toBe('eq.8453');
  });

  it("useAssetApys: the next page is read, not shown the mounted page's rows as its own", async () => {
    const { fetch, requests } = createDeferredFetch();
    const answered = new Set<Pending>();
    const pageZero = {
      rows: [makeRow({ id: 0 })] as AssetApyRow[],
      range: { from: 0, to: 0 },
      total: 25,
      page: 0,
      maxId: 24,
    };
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) =>
        useAssetApys({ chainId: 8453, page, pageSize: 10, query: { initialData: pageZero } }),
      { config: configFor(fetch), initialProps: { page: 0 } },
    );
    expect(result.current.rows.map((row) => row.id)).toEqual([0]);
    rerender({ page: 1 });
    // Page 0's rows may stand in while page 1 loads, as a placeholder, never as page 1's own answer.
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.isSuccess).toBe(true);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    act(() => answerAll(requests, answered, 25));
    await waitFor(() => expect(result.current.rowsPage).toBe(1));
    expect(result.current.rows.map((row) => row.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
});
