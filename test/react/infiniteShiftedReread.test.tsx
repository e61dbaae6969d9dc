import { act } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { SHIFTED_REREAD_GAP_MS } from '../../src/query/assetApys';
import { useAssetApysInfinite } from '../../src/react/useAssetApysInfinite';
import { renderHookWithProviders } from '../utils';
import { clockAt } from './fakeClock';
import { configFor, makeRow } from './fakeFetch';

const START = Date.UTC(2026, 10, 20, 12, 20);

afterEach(() => vi.useRealTimers());

/** A table whose writer commits one more row after every answer: every page counts another total than the one before. */
function busyTable() {
  let table = [5, 4, 3, 2, 1].map((id) => makeRow({ id }));
  const reads: number[] = [];
  const fetch = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
    const [from = 0, to = 0] = (new Headers(init?.headers).get('Range') ?? '0-0').split('-').map(Number);
    const rows = table.slice(from, to + 1);
    const contentRange = rows.length > 0 ? `${from}-${from + rows.length - 1}/${table.length}` : `*/${table.length}`;
    reads.push(from);
    table = [makeRow({ id: table.length + 1 }), ...table];
    return new Response(JSON.stringify(rows), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-range': contentRange },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, reads };
}

test('a list whose writer commits between every page is read again from its first page at most once a gap', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: START });
  const { fetch, reads } = busyTable();
  const { result } = renderHookWithProviders(() => useAssetApysInfinite({ pageSize: 2 }), { config: configFor(fetch) });
  await clockAt(START + 1000);
  expect(reads).toEqual([0]);
  await act(async () => {
    await result.current.fetchNextPage();
  });
  // Page 1 counted another total: the list is read again from its first page, once.
  await clockAt(START + 60_000);
  expect(reads).toEqual([0, 2, 0, 2]);
  // The writer still commits between the pages: the next re-read waits for the gap, then comes once more.
  await clockAt(START + SHIFTED_REREAD_GAP_MS - 5000);
  expect(reads).toHaveLength(4);
  await clockAt(START + SHIFTED_REREAD_GAP_MS + 70_000);
  expect(reads).toEqual([0, 2, 0, 2, 0, 2]);
  expect(result.current.rows.length).toBeGreaterThan(0);
});
