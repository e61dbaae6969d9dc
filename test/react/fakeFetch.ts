import { vi } from 'vitest';
import { createConfig } from '../../src/core/config';

export const ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.test-anon-key.sig';

/** A request the fake fetch received, answered when the test says so. */
export interface PendingRequest {
  url: URL;
  headers: Headers;
  respond: (body: unknown, init?: { status?: number; headers?: Record<string, string> }) => void;
  fail: (error: Error) => void;
  signal: AbortSignal | undefined;
}

/** The latest view's first-paint read of the newest batch (newest first, no time filter). */
export const isLatestBatchRead = (url: URL) =>
  url.searchParams.get('order') === 'created_at.desc,id.desc' && !url.searchParams.has('created_at');

/**
 * A fetch whose every response the test releases by hand, in any order. The latest view's first-paint read is
 * answered at once with no rows (so its window read comes next, as before that read existed) unless `firstPaint`.
 */
export function createDeferredFetch({ firstPaint = false } = {}) {
  const requests: PendingRequest[] = [];
  const fetch = vi.fn(
    (input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        if (!firstPaint && isLatestBatchRead(new URL(String(input)))) {
          resolve(new Response('[]', { headers: { 'content-type': 'application/json; charset=utf-8' } }));
          return;
        }
        const signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        requests.push({
          url: new URL(String(input)),
          headers: new Headers(init?.headers),
          signal,
          respond: (body, options = {}) =>
            resolve(
              new Response(JSON.stringify(body), {
                status: options.status ?? 200,
                headers: { 'content-type': 'application/json; charset=utf-8', ...options.headers },
              }),
            ),
          fail: reject,
        });
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch & typeof fetch, requests };
}

/** A config pointing at the given fetch. */
export function configFor(fetch: typeof globalThis.fetch) {
  return createConfig({
    apyUrl: 'https://db.example.com/rest/v1',
    anonKey: ANON_KEY,
    rewardsUrl: 'https://rewards.example.com',
    fetch,
  });
}

/** A realistic row of the given chain and market. */
export function makeRow(overrides: Partial<Record<string, unknown>> & { id: number }) {
  return {
    created_at: '2026-11-20T12:00:05.509771+00:00',
    chain_id: '8453',
    underlying_address: '0x4200000000000000000000000000000000000006',
    ctoken_address: '0x49420311b518f3d0c94e897592014de53831cfa3',
    totalSupplyApy: '2.914520184711412',
    supplyApy: '2.1034101093391',
    borrowApy: '3.804381729981173',
    ...overrides,
  };
}

/** Rewards the API would return for a user. */
export function rewardsFor(chain: 'mode' | 'base', user: string, totalRewards: string) {
  return {
    chain,
    user: user.toLowerCase(),
    totalRewards,
    ionTokenAddress:
      chain === 'mode' ? '0x18470019bF0E94611f15852F7e93cf5D65BC34CA' : '0x3eE5e23eEE121094f1cFc0Ccc79d6C809Ebd22e5',
  };
}
