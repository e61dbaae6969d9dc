import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, TimeoutError } from '../../src/core/errors';
import { MAX_RETRIES } from '../../src/query/retry';
import { useUserRewards } from '../../src/react/useUserRewards';
import { createTestQueryClient, renderHookWithProviders } from '../utils';
import { configFor, rewardsFor } from './fakeFetch';

const USER = '0xdddddddddddddddddddddddddddddddddddddddd';

function failingFetch(status: number, failures: number) {
  let calls = 0;
  const fetch = vi.fn(async () => {
    calls += 1;
    if (calls <= failures)
      return new Response('<html>Bad gateway</html>', { status, headers: { 'content-type': 'text/html' } });
    return Response.json(rewardsFor('mode', USER, '1'));
  });
  return { fetch, calls: () => calls };
}

describe('retry policy in hooks', () => {
  it.each([429, 500, 502, 503])('retries %i and recovers', async (status) => {
    const { fetch, calls } = failingFetch(status, 2);
    const { result } = renderHookWithProviders(
      () => useUserRewards({ chain: 'mode', user: USER, query: { retryDelay: 1 } }),
      {
        config: configFor(fetch as unknown as typeof globalThis.fetch),
        queryClient: createTestQueryClient(),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls()).toBe(3);
  });

  it('gives up after the first attempt plus MAX_RETRIES', async () => {
    const { fetch, calls } = failingFetch(503, 100);
    const { result } = renderHookWithProviders(
      () => useUserRewards({ chain: 'mode', user: USER, query: { retryDelay: 1 } }),
      {
        config: configFor(fetch as unknown as typeof globalThis.fetch),
        queryClient: createTestQueryClient(),
      },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls()).toBe(1 + MAX_RETRIES);
    expect(result.current.error).toBeInstanceOf(HttpError);
    expect((result.current.error as HttpError).body).toBe('<html>Bad gateway</html>');
  });

  it.each([400, 401, 403, 404, 416])('never retries %i', async (status) => {
    const { fetch, calls } = failingFetch(status, 100);
    const { result } = renderHookWithProviders(
      () => useUserRewards({ chain: 'mode', user: USER, query: { retryDelay: 1 } }),
      {
        config: configFor(fetch as unknown as typeof globalThis.fetch),
        queryClient: createTestQueryClient(),
      },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls()).toBe(1);
  });

  it('retries a timeout', async () => {
    let calls = 0;
    const fetch = vi.fn(async (_: unknown, init?: RequestInit) => {
      calls += 1;
      if (calls === 1) return new Promise<Response>(() => void init);
      return Response.json(rewardsFor('mode', USER, '7'));
    });
    const config = configFor(fetch as unknown as typeof globalThis.fetch);
    const reasons: unknown[] = [];
    const { result } = renderHookWithProviders(
      () => {
        const query = useUserRewards({ chain: 'mode', user: USER, query: { retryDelay: 1 } });
        if (query.failureReason) reasons.push(query.failureReason);
        return query;
      },
      {
        config: Object.freeze({ ...config, anonKey: config.anonKey, timeoutMs: 20 }),
        queryClient: createTestQueryClient(),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toBe(2);
    expect(reasons[0]).toBeInstanceOf(TimeoutError);
  });
});

describe("a QueryClient whose defaults turn retries off (TanStack's advice for tests)", () => {
  it.each([false, 0] as const)(
    'retry: %s turns the library policy off too: one request, then the error',
    async (retry) => {
      const { fetch, calls } = failingFetch(500, 5);
      const queryClient = createTestQueryClient();
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry } });
      const { result } = renderHookWithProviders(() => useUserRewards({ chain: 'mode', user: USER }), {
        config: configFor(fetch as unknown as typeof globalThis.fetch),
        queryClient,
      });
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(calls()).toBe(1);
      expect(result.current.error).toBeInstanceOf(HttpError);
    },
  );

  it("another number there is the product's policy for its own queries: the library's stays", async () => {
    const { fetch, calls } = failingFetch(500, 2);
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: 1 } });
    const { result } = renderHookWithProviders(
      () => useUserRewards({ chain: 'mode', user: USER, query: { retryDelay: 1 } }),
      { config: configFor(fetch as unknown as typeof globalThis.fetch), queryClient },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls()).toBe(3);
  });
});
