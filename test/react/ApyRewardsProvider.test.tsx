import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthError, ConfigError } from '../../src/core/errors';
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

describe('ApyRewardsProvider config', () => {
  it('refuses a config without its key (one passed from a Server Component) with a ConfigError that says so', () => {
    const config = configFor(createDeferredFetch().fetch);
    // What a Server Component's prop arrives as: its enumerable fields only.
    const serialized = JSON.parse(JSON.stringify(config));
    const client = createTestQueryClient();
    const render = (given: unknown) =>
      renderHook(() => useAssetApys(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={client}>
            <ApyRewardsProvider config={given as typeof config}>{children}</ApyRewardsProvider>
          </QueryClientProvider>
        ),
      });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(serialized)).toThrow(ConfigError);
    expect(() => render(serialized)).toThrow(/no anonKey: call createConfig in a client module/);
    expect(() => render(config)).not.toThrow();
  });
});
