import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../src/core/errors';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { useAssetApys } from '../../src/react/useAssetApys';
import { createTestQueryClient } from '../utils';
import { ANON_KEY, configFor, createDeferredFetch, makeRow } from './fakeFetch';

describe('ApyRewardsProvider', () => {
  it('reads the APY queries again when the anon key changes: a corrected key clears an AuthError', async () => {
    const { fetch, requests } = createDeferredFetch();
    const answered = new Set<(typeof requests)[number]>();
    const answerAll = () => {
      for (const request of requests) {
        if (answered.has(request)) continue;
        answered.add(request);
        if (request.headers.get('apikey') !== ANON_KEY) {
          request.respond({ message: 'Invalid API key' }, { status: 401 });
        } else {
          request.respond([makeRow({ id: 1 })], { headers: { 'content-range': '0-0/1' } });
        }
      }
    };
    const good = configFor(fetch);
    const wrong = { ...good, anonKey: 'eyJhbGciOiJIUzI1NiJ9.revoked-key.sig' };
    const queryClient = createTestQueryClient();
    let config = wrong;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApyRewardsProvider config={config}>{children}</ApyRewardsProvider>
      </QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useAssetApys({ pageSize: 10 }), { wrapper });
    await waitFor(() => {
      answerAll();
      expect(result.current.error).toBeInstanceOf(AuthError);
    });

    config = good;
    rerender();
    await waitFor(() => {
      answerAll();
      expect(result.current.rows.map((row) => row.id)).toEqual([1]);
    });
    expect(result.current.error).toBeNull();
  });
});
