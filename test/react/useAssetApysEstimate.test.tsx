import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAssetApys } from '../../src/react/useAssetApys';
import { renderHookWithProviders } from '../utils';
import { configFor, createDeferredFetch, makeRow } from './fakeFetch';

type Pending = ReturnType<typeof createDeferredFetch>['requests'][number];

/** A filtered read of `real` rows whose planner estimate (`Prefer: count=planned`) says `planned`. */
function answer(request: Pending, real: number, planned: number) {
  const shown = request.headers.get('prefer') ? String(planned) : '*';
  if (request.url.searchParams.get('select') === 'id') {
    request.respond([{ id: real - 1 }], { headers: { 'content-range': `0-0/${shown}` } });
    return;
  }
  const [from, to] = (request.headers.get('range') ?? '0-9').split('-').map(Number) as [number, number];
  const rows = [];
  for (let id = from; id <= Math.min(to, real - 1); id++) rows.push(makeRow({ id }));
  request.respond(rows, {
    headers: { 'content-range': rows.length ? `${from}-${from + rows.length - 1}/${shown}` : `*/${shown}` },
  });
}

describe('useAssetApys with an estimated count', () => {
  it('a short page (read whole) is the last, though the estimate promised more: no empty pages offered', async () => {
    const { fetch, requests } = createDeferredFetch();
    const answered = new Set<Pending>();
    const { result } = renderHookWithProviders(
      () => useAssetApys({ chainId: 8453, count: 'planned', page: 1, pageSize: 10 }),
      { config: configFor(fetch) },
    );
    await waitFor(
      () => {
        act(() => {
          for (const request of requests) {
            if (answered.has(request)) continue;
            answered.add(request);
            answer(request, 15, 50);
          }
        });
        expect(result.current.rowsPage).toBe(1);
      },
      { interval: 10 },
    );
    expect(result.current.rows.map((row) => row.id)).toEqual([10, 11, 12, 13, 14]);
    expect(result.current.total).toBe(50);
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.pageCount).toBe(2);
  });
});
