import { act, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { newestFirst } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { useAssetApys } from '../../src/react/useAssetApys';
import { useAssetApysInfinite } from '../../src/react/useAssetApysInfinite';
import { createMockService } from '../../src/testing';
import { renderHookWithProviders } from '../utils';
import { createFigures } from './support';

const figures = createFigures('paging (capped, growing and estimated tables)');
vi.setConfig({ testTimeout: 30_000 });

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 0, 0, 5);
const MARKETS = 20;

/** One hourly batch as the writer inserts it: one shared `created_at`, one row per market, ids growing. */
function batch(hour: number): AssetApyRow[] {
  const created_at = new Date(T0 + hour * HOUR).toISOString().replace('Z', '+00:00');
  return Array.from({ length: MARKETS }, (_, market) => ({
    id: hour * MARKETS + market + 1,
    created_at,
    chain_id: '8453',
    underlying_address: `0x${(market + 1).toString(16).padStart(40, '0')}`,
    ctoken_address: `0x${(market + 101).toString(16).padStart(40, '0')}`,
    totalSupplyApy: `${market}.5`,
    supplyApy: `${market}.25`,
    borrowApy: null,
  }));
}

/** Five hours of batches: 100 rows. */
const initialRows = [0, 1, 2, 3, 4].flatMap(batch);
const newestFirstIds = (rows: readonly AssetApyRow[]) =>
  [...rows]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
    .map((row) => row.id);

// Supabase caps every response at db-max-rows; 20 here, below the page size of 25.
const service = createMockService({ assetApys: initialRows, maxRows: 20 });
const server = setupServer(...service.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => service.reset());
afterAll(() => server.close());

const config = createConfig(service.config);

async function walkPages(pageSize: number, onPage?: (page: number) => void, count?: 'exact' | 'estimated') {
  const seen: number[] = [];
  const { result, rerender } = renderHookWithProviders(
    ({ page }: { page: number }) => useAssetApys({ order: newestFirst, page, pageSize, count }),
    { config, initialProps: { page: 0 } },
  );
  for (let page = 0; page < 50; page++) {
    rerender({ page });
    await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
    expect(result.current.rowsPage).toBe(page);
    seen.push(...result.current.rows.map((row) => row.id));
    figures.add('pages walked');
    onPage?.(page);
    if (!result.current.hasNextPage) break;
  }
  return { seen, result };
}

describe('a gateway capping responses below the page size (db-max-rows 20, pages of 25)', () => {
  test('useAssetApys: walking every page shows all 100 rows once, in order, over 4 full pages', async () => {
    const { seen, result } = await walkPages(25);
    expect(seen).toEqual(newestFirstIds(initialRows));
    expect(result.current.pageCount).toBe(4);
  });

  test('useAssetApysInfinite: loading every page shows all 100 rows once', async () => {
    const { result } = renderHookWithProviders(() => useAssetApysInfinite({ order: newestFirst, pageSize: 25 }), {
      config,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (let i = 0; i < 20 && result.current.hasNextPage; i++) {
      await act(async () => {
        await result.current.fetchNextPage();
      });
      figures.add('pages walked');
    }
    expect(result.current.rows.map((row) => row.id)).toEqual(newestFirstIds(initialRows));
  });
});

describe('a batch landing between two pages', () => {
  test('useAssetApys: pages after the first stay on the walk page 0 started; no row repeats or goes missing', async () => {
    const landed = batch(5);
    const { seen } = await walkPages(25, (page) => {
      if (page === 0) service.data.assetApys.push(...landed);
    });
    expect(seen).toEqual(newestFirstIds(initialRows));
    expect(new Set(seen).size).toBe(seen.length);
    figures.add('batches landed mid-walk');
  });

  test("useAssetApys: a batch landing between page 0's rows and its anchor neither repeats nor skips rows", async () => {
    const landed = batch(5);
    let landedYet = false;
    let pageRead: Promise<unknown> = Promise.resolve();
    const landingDuringAnchor = createConfig({
      ...service.config,
      fetch: async (input, init) => {
        const url = new URL(String(input));
        const isAnchorRead = url.searchParams.get('select') === 'id' && url.searchParams.get('order') === 'id.desc';
        if (!isAnchorRead) {
          const response = fetch(input, init);
          pageRead = response.catch(() => {});
          return response;
        }
        if (!landedYet) {
          // The page's rows are served first; the batch lands before the anchor is read.
          await pageRead;
          landedYet = true;
          service.data.assetApys.push(...landed);
        }
        return fetch(input, init);
      },
    });
    const seen: number[] = [];
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) => useAssetApys({ order: newestFirst, page, pageSize: 25 }),
      { config: landingDuringAnchor, initialProps: { page: 0 } },
    );
    for (let page = 0; page < 10; page++) {
      rerender({ page });
      await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
      seen.push(...result.current.rows.map((row) => row.id));
      if (!result.current.hasNextPage) break;
    }
    expect(landedYet).toBe(true);
    expect(seen).toEqual(newestFirstIds([...initialRows, ...landed]));
    figures.add('batches landed mid-walk');
  });

  test('useAssetApys: the new batch shows once page 0 is read again (a new walk)', async () => {
    const { result, rerender, queryClient } = renderHookWithProviders(
      ({ page }: { page: number }) => useAssetApys({ order: newestFirst, page, pageSize: 25 }),
      { config, initialProps: { page: 0 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    service.data.assetApys.push(...batch(5));
    rerender({ page: 1 });
    await waitFor(() => expect(result.current.rowsPage).toBe(1));
    expect(result.current.rows.map((row) => row.id)).toEqual(newestFirstIds(initialRows).slice(25, 50));
    await act(() => queryClient.invalidateQueries());
    rerender({ page: 0 });
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(120));
  });

  test('useAssetApysInfinite: a batch landing mid-walk reads the list again from the first page: no row repeats, the batch shows on top', async () => {
    const { result } = renderHookWithProviders(() => useAssetApysInfinite({ order: newestFirst, pageSize: 25 }), {
      config,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    service.data.assetApys.push(...batch(5));
    await loadEveryPage(result);
    const ids = result.current.rows.map((row) => row.id);
    expect(ids).toEqual(newestFirstIds([...initialRows, ...batch(5)]));
    expect(result.current.total).toBe(120);
    figures.add('batches landed mid-walk');
  });
});

describe('rows under the anchor committing after page 0 (ids taken before commit)', () => {
  test('useAssetApys: the page counting other rows re-anchors, page 0 is read again, and the walk shows every row once', async () => {
    // Hour 3's batch took its ids (61–80) before hour 4's but commits only as page 1 is first read.
    const late = initialRows.filter((row) => row.id > 60 && row.id <= 80);
    service.data.assetApys.splice(
      0,
      service.data.assetApys.length,
      ...initialRows.filter((row) => !late.includes(row)),
    );
    let committed = false;
    const committingLate = createConfig({
      ...service.config,
      fetch: async (input, init) => {
        if (!committed && new Headers(init?.headers).get('range')?.startsWith('25-')) {
          committed = true;
          service.data.assetApys.push(...late);
          figures.add('late commits under the anchor');
        }
        return fetch(input, init);
      },
    });
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) => useAssetApys({ order: newestFirst, page, pageSize: 25 }),
      { config: committingLate, initialProps: { page: 0 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.total).toBe(80);
    rerender({ page: 1 });
    await waitFor(() => expect(result.current.rowsPage === 1 && !result.current.isPlaceholderData).toBe(true));
    expect(committed).toBe(true);
    // The page agrees with the table as it is now, and says so: the total and page count follow.
    await waitFor(() => expect(result.current.total).toBe(100));
    expect(result.current.pageCount).toBe(4);
    const pages: number[][] = [];
    for (const page of [0, 1, 2, 3]) {
      rerender({ page });
      await waitFor(() => expect(result.current.rowsPage === page && !result.current.isPlaceholderData).toBe(true));
      await waitFor(() => expect(result.current.isFetching).toBe(false));
      pages.push(result.current.rows.map((row) => row.id));
    }
    expect(pages.flat()).toEqual(newestFirstIds(initialRows));
    figures.add('pages walked', 4);
  });

  test('useAssetApysInfinite: the page counting other rows reads the list again from the first page, and every row shows once, in order', async () => {
    // Part of hour 4's batch (ids 86–90) commits only as the second page is first read: in newest-first order it lands
    // among the rows the first page already showed, so offsets shift by five and, unread, those five would never show.
    const late = initialRows.filter((row) => row.id > 85 && row.id <= 90);
    service.data.assetApys.splice(
      0,
      service.data.assetApys.length,
      ...initialRows.filter((row) => !late.includes(row)),
    );
    let committed = false;
    const committingLate = createConfig({
      ...service.config,
      fetch: async (input, init) => {
        if (!committed && new Headers(init?.headers).get('range')?.startsWith('0-') === false) {
          committed = true;
          service.data.assetApys.push(...late);
        }
        return fetch(input, init);
      },
    });
    const { result } = renderHookWithProviders(() => useAssetApysInfinite({ order: newestFirst, pageSize: 25 }), {
      config: committingLate,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.total).toBe(95);
    await loadEveryPage(result);
    expect(committed).toBe(true);
    expect(result.current.rows.map((row) => row.id)).toEqual(newestFirstIds(initialRows));
    expect(result.current.total).toBe(100);
  });
});

/** Loads pages until the list ends, waiting out any read of the list again. */
async function loadEveryPage(result: {
  current: { hasNextPage: boolean; isFetching: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  for (let i = 0; i < 20; i++) {
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    if (!result.current.hasNextPage) return;
    await act(async () => {
      await result.current.fetchNextPage();
    });
  }
}

describe('an estimated count lower than the rows', () => {
  const estimating = createConfig({
    ...service.config,
    // A server whose estimate (30) undercuts the 100 rows it serves.
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const range = response.headers.get('content-range');
      if (new Headers(init?.headers).get('prefer') !== 'count=estimated' || range === null) return response;
      const headers = new Headers(response.headers);
      headers.set('content-range', range.replace(/\/\d+$/, '/30'));
      return new Response(await response.text(), { status: response.status, headers });
    },
  });

  test('useAssetApys: full pages keep the pager going past the estimate, to every row', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) => useAssetApys({ order: newestFirst, page, pageSize: 25, count: 'estimated' }),
      { config: estimating, initialProps: { page: 0 } },
    );
    for (let page = 0; page < 10; page++) {
      rerender({ page });
      await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
      seen.push(...result.current.rows.map((row) => row.id));
      figures.add('pages walked');
      if (!result.current.hasNextPage) break;
    }
    expect(seen).toEqual(newestFirstIds(initialRows));
  });
});

describe('a page past the end', () => {
  test('useAssetApys: the 416 keeps the total, so the pager knows the last page and can go back', async () => {
    const { result } = renderHookWithProviders(() => useAssetApys({ order: newestFirst, page: 9, pageSize: 25 }), {
      config,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.name).toBe('RangeNotSatisfiableError');
    expect(result.current.total).toBe(100);
    expect(result.current.pageCount).toBe(4);
    expect(result.current.hasPreviousPage).toBe(true);
  });
});
