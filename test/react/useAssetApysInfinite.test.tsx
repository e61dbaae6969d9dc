import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAssetApysInfinite } from '../../src/react/useAssetApysInfinite';
import { renderHookWithProviders } from '../utils';
import { configFor, createDeferredFetch, makeRow } from './fakeFetch';

const rows = [3, 2, 1].map((id) => makeRow({ id, chain_id: '8453' }));

describe('useAssetApysInfinite renders', () => {
  it("a component that reads only rows renders no more when a refetch brings the same rows (TanStack's tracked fields)", async () => {
    const { fetch, requests } = createDeferredFetch();
    let renders = 0;
    const { result } = renderHookWithProviders(
      () => {
        renders++;
        return useAssetApysInfinite({ chainId: 8453, pageSize: 10 });
      },
      { config: configFor(fetch) },
    );
    const answer = () => requests.at(-1)?.respond(structuredClone(rows), { headers: { 'content-range': '0-2/3' } });
    await waitFor(() => expect(requests).toHaveLength(1));
    act(answer);
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    const settled = renders;
    for (let round = 0; round < 3; round++) {
      let refetched: Promise<unknown> | undefined;
      act(() => {
        refetched = result.current.refetch();
      });
      await waitFor(() => expect(requests).toHaveLength(round + 2));
      act(answer);
      await act(async () => {
        await refetched;
      });
    }
    expect(renders).toBe(settled);
    expect(result.current.rows.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(result.current.total).toBe(3);
  });
});
