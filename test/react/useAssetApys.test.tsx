import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { ConfigError, InvalidParameterError } from '../../src/core/errors';
import type { AssetApysPage } from '../../src/query/assetApys';
import { apyRewardsKeys } from '../../src/query/keys';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { useAssetApys } from '../../src/react/useAssetApys';
import { createTestQueryClient, renderHookWithProviders, renderWithProviders } from '../utils';
import { ANON_KEY, configFor, createDeferredFetch, makeRow } from './fakeFetch';

function pageOf(chainId: string, from: number, to: number, total: number) {
  const rows = [];
  for (let id = from; id <= Math.min(to, total - 1); id++) rows.push(makeRow({ id, chain_id: chainId }));
  return rows;
}

type Pending = ReturnType<typeof createDeferredFetch>['requests'][number];

/** The anchor read that goes with page 0: the highest id of the read. */
function isAnchor(request: Pending) {
  return request.url.searchParams.get('order') === 'id.desc' && request.url.searchParams.get('select') === 'id';
}

function respondWithPage(request: Pending, total: number) {
  if (isAnchor(request)) {
    const counted = request.headers.get('prefer') === 'count=exact' ? String(total) : '*';
    request.respond(total > 0 ? [{ id: total - 1 }] : [], {
      headers: { 'content-range': total > 0 ? `0-0/${counted}` : `*/${counted}` },
    });
    return;
  }
  const chainId = request.url.searchParams.get('chain_id')?.replace('eq.', '') ?? '8453';
  const [from, to] = (request.headers.get('range') ?? '0-24').split('-').map(Number) as [number, number];
  const rows = pageOf(chainId, from, to, total);
  request.respond(rows, {
    status: rows.length < total ? 206 : 200,
    headers: { 'content-range': rows.length ? `${from}-${from + rows.length - 1}/${total}` : `*/${total}` },
  });
}

/** The page reads (anchor reads left out), in the order they were sent. */
function pageReads(requests: Pending[]) {
  return requests.filter((request) => !isAnchor(request));
}

/** Answers every request not answered yet. */
function respondToAll(requests: Pending[], total: number, answered: Set<Pending>) {
  for (const request of requests) {
    if (answered.has(request)) continue;
    answered.add(request);
    respondWithPage(request, total);
  }
}

describe('useAssetApys', () => {
  it('sends zero-based pages over Range with an exact count, and derives pageCount', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useAssetApys({ chainId: 8453, page: 2, pageSize: 10 }), {
      config: configFor(fetch),
    });
    const answered = new Set<Pending>();
    // Page 2 waits for page 0's anchor (the highest id), then reads only rows up to it.
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.filter(isAnchor)).toHaveLength(1);
    act(() => respondToAll(requests, 47, answered));
    await waitFor(() => expect(pageReads(requests)).toHaveLength(2));
    const request = pageReads(requests)[1];
    if (!request) throw new Error('no request');
    expect(request.headers.get('range')).toBe('20-29');
    expect(request.headers.get('prefer')).toBe('count=exact');
    expect(request.url.searchParams.get('chain_id')).toBe('eq.8453');
    expect(request.url.searchParams.get('id')).toBe('lte.46');
    act(() => respondToAll(requests, 47, answered));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.rows.map((r) => r.id)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(result.current.total).toBe(47);
    expect(result.current.pageCount).toBe(5);
    expect(result.current.hasNextPage).toBe(true);
    expect(result.current.hasPreviousPage).toBe(true);
  });

  it('prefetches the next page so that flipping to it needs no request', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) => useAssetApys({ chainId: 8453, page, pageSize: 10 }),
      { config: configFor(fetch), initialProps: { page: 0 } },
    );
    const answered = new Set<Pending>();
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => respondToAll(requests, 25, answered));
    await waitFor(() => expect(pageReads(requests)).toHaveLength(2));
    expect(pageReads(requests)[1]?.headers.get('range')).toBe('10-19');
    act(() => respondToAll(requests, 25, answered));
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));

    rerender({ page: 1 });
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.rows[0]?.id).toBe(10);
    await waitFor(() => expect(pageReads(requests)).toHaveLength(3));
    expect(pageReads(requests)[2]?.headers.get('range')).toBe('20-29');
    act(() => respondToAll(requests, 25, answered));
    await new Promise((r) => setTimeout(r, 10));

    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.rows.map((r) => r.id)).toEqual([20, 21, 22, 23, 24]);
    // The last page has no next page to prefetch.
    expect(result.current.hasNextPage).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toHaveLength(4);
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) => useAssetApys({ chainId: 8453, page, pageSize: 10, query: { enabled: true } }),
      { config: configFor(fetch), initialProps: { page: 0 } },
    );
    const answered = new Set<Pending>();
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => respondToAll(requests, 100, answered));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ page: 5 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.rows[0]?.id).toBe(0);
    expect(result.current.page).toBe(5);
    // The rows on screen say which page they are: a pager label can follow them, not the page asked for.
    expect(result.current.rowsPage).toBe(0);
  });

  it('never shows the previous chain while another chain loads, even when the old response arrives last', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ chainId }: { chainId: number }) => useAssetApys({ chainId, pageSize: 10 }),
      { config: configFor(fetch), initialProps: { chainId: 8453 } },
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    rerender({ chainId: 34443 });
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(result.current.rows).toEqual([]);
    expect(result.current.isPending).toBe(true);
    act(() => respondWithPage(requests[2] as never, 5));
    act(() => respondWithPage(requests[3] as never, 5));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => respondWithPage(requests[0] as never, 5));
    act(() => respondWithPage(requests[1] as never, 5));
    await new Promise((r) => setTimeout(r, 10));
    expect(result.current.rows.every((r) => r.chain_id === '34443')).toBe(true);
    expect(result.current.rows).toHaveLength(5);
  });

  it('makes one page read (and one anchor read) for the same hook mounted ten times', async () => {
    const { fetch, requests } = createDeferredFetch();
    function Probe() {
      const { rows, isSuccess } = useAssetApys({ chainId: 8453, pageSize: 5 });
      return <li>{isSuccess ? `rows:${rows.length}` : 'loading'}</li>;
    }
    renderWithProviders(
      <ul>
        {Array.from({ length: 10 }, (_, i) => (
          <Probe key={i} />
        ))}
      </ul>,
      { config: configFor(fetch) },
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => respondToAll(requests, 5, new Set()));
    await waitFor(() => expect(screen.getAllByText('rows:5')).toHaveLength(10));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('narrows the data with query.select while rows and paging still come from the page', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () =>
        useAssetApys({
          chainId: 8453,
          select: ['id', 'supplyApy'],
          pageSize: 3,
          query: { select: (page) => page.rows.map((r) => r.supplyApy) },
        }),
      { config: configFor(fetch) },
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.url.searchParams.get('select')).toBe('id,supplyApy');
    act(() => respondToAll(requests, 3, new Set()));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(['2.1034101093391', '2.1034101093391', '2.1034101093391']);
    expect(result.current.total).toBe(3);
  });

  it('turns a bad page into a typed error with no request', async () => {
    const { fetch } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useAssetApys({ page: -1, pageSize: 10 }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(InvalidParameterError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not send anything while query.enabled is false', async () => {
    const { fetch } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useAssetApys({ query: { enabled: false } }), {
      config: configFor(fetch),
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not send anything on a later page while an enabled function says false (page 0 anchor included)', async () => {
    const { fetch } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => useAssetApys({ chainId: 8453, page: 1, query: { enabled: () => false } }),
      { config: configFor(fetch) },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps initial data given for a later page out of page 0's cache entry", async () => {
    const { fetch, requests } = createDeferredFetch();
    const pageTwo: AssetApysPage<AssetApyRow> = {
      rows: [makeRow({ id: 50 }), makeRow({ id: 51 })] as AssetApyRow[],
      range: { from: 50, to: 51 },
      total: 52,
      page: 2,
      maxId: 51,
    };
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) =>
        useAssetApys({ chainId: 8453, page, query: { initialData: page === 2 ? pageTwo : undefined } }),
      { config: configFor(fetch), initialProps: { page: 2 } },
    );
    expect(result.current.rows.map((row) => row.id)).toEqual([50, 51]);
    rerender({ page: 0 });
    await waitFor(() =>
      expect(pageReads(requests).some((request) => request.headers.get('range') === '0-24')).toBe(true),
    );
    act(() => respondToAll(requests, 52, new Set()));
    await waitFor(() => expect(result.current.rowsPage).toBe(0));
    expect(result.current.rows[0]?.id).toBe(0);
  });

  it("a retry after page 0's anchor failed never reads the later page without the anchor", async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => useAssetApys({ chainId: 8453, page: 2, pageSize: 10, query: { retry: false } }),
      { config: configFor(fetch) },
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    for (const request of requests) act(() => request.respond({ message: 'down' }, { status: 400 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    const failed = requests.length;
    const answered = new Set(requests);
    let retried: Promise<unknown> | undefined;
    act(() => {
      retried = result.current.refetch();
    });
    await waitFor(() => {
      act(() => respondToAll(requests, 100, answered));
      expect(result.current.rowsPage).toBe(2);
    });
    await retried;
    const pageTwoReads = requests.slice(failed).filter((request) => request.headers.get('range') === '20-29');
    expect(pageTwoReads.length).toBeGreaterThan(0);
    for (const read of pageTwoReads) expect(read.url.searchParams.get('id')).toBe('lte.99');
  });

  it("takes a later page's total from page 0 only for an exact count (an estimate may be below the page)", async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => useAssetApys({ chainId: 8453, page: 5, pageSize: 10, count: 'estimated' }),
      { config: configFor(fetch) },
    );
    const answered = new Set<Pending>();
    const pageFive = () => requests.find((request) => request.headers.get('range') === '50-59');
    // Page 0 (the anchor) read with an estimate of 30 rows (a planner's count may be far off), while page 5 exists.
    await waitFor(() => {
      const firstPage = requests.filter((request) => request !== pageFive());
      act(() => respondToAll(firstPage, 30, answered));
      expect(pageFive()).toBeDefined();
    });
    expect(result.current.total).toBeNull();
    expect(result.current.pageCount).toBeNull();
    act(() => respondToAll(requests, 504, answered));
    await waitFor(() => expect(result.current.rowsPage).toBe(5));
    expect(result.current.total).toBe(504);
  });

  it("reports the anchor's read as the later page's loading and failures (a deep link to page 2)", async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => useAssetApys({ chainId: 8453, page: 2, pageSize: 10, query: { retry: 1, retryDelay: 0 } }),
      { config: configFor(fetch) },
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(result.current).toMatchObject({
      isPending: true,
      fetchStatus: 'fetching',
      isFetching: true,
      isLoading: true,
      failureCount: 0,
    });
    const first = requests.length;
    for (const request of requests) act(() => request.respond({ message: 'down' }, { status: 503 }));
    await waitFor(() => expect(requests.length).toBeGreaterThan(first));
    expect(result.current).toMatchObject({ isLoading: true, failureCount: 1 });
    expect(result.current.failureReason?.name).toBe('HttpError');
    for (const request of requests.slice(first)) act(() => request.respond({ message: 'down' }, { status: 503 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ isLoading: false, isFetching: false, fetchStatus: 'idle', failureCount: 2 });
  });

  it('refetch of a disabled later page reads the anchor first, then the anchored page', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => useAssetApys({ chainId: 8453, page: 2, pageSize: 10, query: { enabled: false } }),
      { config: configFor(fetch) },
    );
    let refetched: ReturnType<typeof result.current.refetch> | undefined;
    act(() => {
      refetched = result.current.refetch();
    });
    const answered = new Set<Pending>();
    await waitFor(() => {
      act(() => respondToAll(requests, 100, answered));
      expect(pageReads(requests).some((request) => request.headers.get('range') === '20-29')).toBe(true);
    });
    // It resolves to the page it read, as a refetch does.
    const page = await refetched;
    expect(page?.status).toBe('success');
    expect(page?.data?.rows.map((row) => row.id)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    for (const read of pageReads(requests).filter((request) => request.headers.get('range') === '20-29')) {
      expect(read.url.searchParams.get('id')).toBe('lte.99');
    }
    await waitFor(() => expect(result.current.rowsPage).toBe(2));
  });

  it("reads the page ahead with the product's retry settings", async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => useAssetApys({ chainId: 8453, page: 0, pageSize: 10, query: { retry: false } }),
      { config: configFor(fetch) },
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    act(() => respondToAll(requests, 100, new Set()));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const ahead = () => pageReads(requests).filter((request) => request.headers.get('range') === '10-19');
    await waitFor(() => expect(ahead()).toHaveLength(1));
    act(() => ahead()[0]?.respond({ message: 'down' }, { status: 503 }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ahead()).toHaveLength(1);
  });

  it('is invalidated through the key root', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, queryClient } = renderHookWithProviders(() => useAssetApys({ pageSize: 5, count: undefined }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => respondToAll(requests, 3, new Set()));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    void queryClient.invalidateQueries({ queryKey: apyRewardsKeys.all });
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.queryKey),
      ),
    ).not.toContain(ANON_KEY);
  });

  it('names the missing provider', () => {
    const client = createTestQueryClient();
    expect(() =>
      renderHook(() => useAssetApys(), {
        wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
      }),
    ).toThrow(/useAssetApys must be used inside <ApyRewardsProvider>/);
    const { fetch } = createDeferredFetch();
    expect(() =>
      renderHook(() => useAssetApys(), {
        wrapper: ({ children }) => <ApyRewardsProvider config={configFor(fetch)}>{children}</ApyRewardsProvider>,
      }),
    ).toThrow(ConfigError);
  });
});

describe('useAssetApys rows', () => {
  it('are the same empty list on every render before data, so effects keyed on them stay put', () => {
    const { fetch } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(() => useAssetApys({ query: { enabled: false } }), {
      config: configFor(fetch),
    });
    const first = result.current.rows;
    rerender();
    expect(result.current.rows).toEqual([]);
    expect(result.current.rows).toBe(first);
  });
});

describe('useAssetApys renders', () => {
  it("a component that reads only rows renders no more when a refetch brings the same page (TanStack's tracked fields)", async () => {
    const { fetch, requests } = createDeferredFetch();
    const answered = new Set<Pending>();
    let renders = 0;
    const { result } = renderHookWithProviders(
      () => {
        renders++;
        return useAssetApys({ chainId: 8453, pageSize: 10 });
      },
      { config: configFor(fetch) },
    );
    await waitFor(() => {
      respondToAll(requests, 7, answered);
      expect(result.current.rows).toHaveLength(7);
    });
    const settled = renders;
    for (let round = 0; round < 3; round++) {
      await act(async () => {
        const pending = result.current.refetch();
        await waitFor(() => {
          respondToAll(requests, 7, answered);
          expect(requests.every((request) => answered.has(request))).toBe(true);
        });
        await pending;
      });
    }
    expect(requests.length).toBeGreaterThanOrEqual(4);
    expect(renders).toBe(settled);
    expect(result.current.rows).toHaveLength(7);
  });

  it('still renders again for the fields a component reads, and spreads whole', async () => {
    const { fetch, requests } = createDeferredFetch();
    const answered = new Set<Pending>();
    const fetching: boolean[] = [];
    const { result } = renderHookWithProviders(
      () => {
        const query = useAssetApys({ chainId: 8453, pageSize: 10 });
        fetching.push(query.isFetching);
        return query;
      },
      { config: configFor(fetch) },
    );
    await waitFor(() => {
      respondToAll(requests, 7, answered);
      expect(result.current.isSuccess).toBe(true);
    });
    fetching.length = 0;
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = result.current.refetch();
    });
    await waitFor(() => expect(fetching.at(-1)).toBe(true));
    await act(async () => {
      await waitFor(() => {
        respondToAll(requests, 7, answered);
        expect(requests.every((request) => answered.has(request))).toBe(true);
      });
      await pending;
    });
    await waitFor(() => expect(fetching.at(-1)).toBe(false));
    const { rows, pageCount, status, data } = { ...result.current };
    expect([rows.length, pageCount, status, data?.rows.length]).toEqual([7, 1, 'success', 7]);
  });
});

describe('useAssetApys refetch', () => {
  it("resolves to the page the hook shows as data, with the product's select applied", async () => {
    const { fetch, requests } = createDeferredFetch();
    const answered = new Set<Pending>();
    const { result } = renderHookWithProviders(
      () => useAssetApys({ chainId: 8453, pageSize: 10, query: { select: (page) => page.rows.length } }),
      { config: configFor(fetch) },
    );
    await waitFor(() => {
      respondToAll(requests, 47, answered);
      expect(result.current.isSuccess).toBe(true);
    });
    let refetched: Awaited<ReturnType<typeof result.current.refetch>> | undefined;
    await act(async () => {
      const pending = result.current.refetch();
      await waitFor(() => {
        respondToAll(requests, 47, answered);
        expect(requests.every((request) => answered.has(request))).toBe(true);
      });
      refetched = await pending;
    });
    expect(result.current.data).toBe(10);
    expect(refetched?.data).toBe(10);
    expect(refetched?.status).toBe('success');
  });
});

describe('useAssetApys after page 0 fails a refetch', () => {
  it('still reads later pages under the anchor it holds: "Next" is never a dead end', async () => {
    const { fetch, requests } = createDeferredFetch();
    const answered = new Set<Pending>();
    let failing = false;
    const answerAll = () => {
      for (const request of requests) {
        if (answered.has(request)) continue;
        answered.add(request);
        if (failing) request.respond({ message: 'upstream error' }, { status: 400 });
        else respondWithPage(request, 50);
      }
    };
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) => useAssetApys({ chainId: 8453, page, pageSize: 10 }),
      { config: configFor(fetch), initialProps: { page: 0 } },
    );
    await waitFor(() => {
      answerAll();
      expect(result.current.rowsPage).toBe(0);
      expect(requests.some((request) => request.headers.get('range') === '10-19')).toBe(true);
    });
    answerAll();
    failing = true;
    await act(async () => {
      const refetched = result.current.refetch();
      await waitFor(() => {
        answerAll();
        expect(requests.every((request) => answered.has(request))).toBe(true);
      });
      await refetched;
    });
    await waitFor(() => expect(result.current.isError).toBe(true));

    rerender({ page: 1 });
    await waitFor(() => {
      answerAll();
      expect(result.current.rowsPage).toBe(1);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answerAll();
    });
    failing = false;
    rerender({ page: 2 });
    await waitFor(() => {
      answerAll();
      expect(result.current.rowsPage).toBe(2);
    });
    expect(result.current.rows[0]?.id).toBe(20);
  });
});
