import { type Mock, vi } from 'vitest';
import type { AssetApyRow } from '../../src/core/assetApys';
import { type ApyRewardsConfig, type ApyRewardsConfigInput, createConfig } from '../../src/core/config';

/** A JWT-shaped anon key; tests assert it never leaks into errors. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIn0.c2lnbmF0dXJlLW9mLXRoZS1hbm9uLWtleQ';
export const APY_URL = 'https://x.supabase.co/rest/v1';
export const REWARDS_URL = 'https://rewards.example.com';
export const TABLE_URL = `${APY_URL}/asset-total-apy`;

/** ION token addresses as published (SERVICE-FACTS.md). */
export const ION = {
  mode: '0x18470019bf0e94611f15852f7e93cf5d65bc34ca',
  base: '0x3ee5e23eee121094f1cfc0ccc79d6c809ebd22e5',
} as const;
export const ION_CHECKSUMMED = {
  mode: '0x18470019bF0E94611f15852F7e93cf5D65BC34CA',
  base: '0x3eE5e23eEE121094f1cFc0Ccc79d6C809Ebd22e5',
} as const;

/** Underlying tokens named in SERVICE-FACTS.md. */
export const TOKENS = {
  weth: '0x4200000000000000000000000000000000000006',
  aeroBase: '0x940181a94a35a4569e4529a3cdfb74e38fd98631',
  usdcBase: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  usdcMode: '0xd988097fb8612cc24eec14542bc03424c656005f',
} as const;

/** Receipt-token (ctoken) addresses of a few markets. */
export const CTOKENS = {
  aeroBase: '0x30fddc147e42f8f02803b8d6b49080b2239f822a',
  wethBase: '0xce797c0579155ec70d411df887e3be983aeddb35',
  usdcMode: '0xa254d33f8e69a9b85a674aad04ee914e88352601',
  wethMode: '0x0a59b03a4f8a1b63dab9c552c28c11f6b3d174e3',
} as const;

/** Wallets. */
export const USER = '0x7b4231cf8bcb29f395603925a4b16a23ab086ef7';
export const USER_CHECKSUMMED = '0x7b4231CF8Bcb29F395603925A4B16A23AB086Ef7';
export const OTHER_USER = '0x0431014de2d127b1220eb1f029a876caa3f2293d';

export function row(overrides: Partial<AssetApyRow> & Record<string, unknown> = {}): AssetApyRow {
  return {
    id: 1,
    created_at: '2024-06-18T11:00:05.509771+00:00',
    chain_id: '8453',
    underlying_address: TOKENS.aeroBase,
    ctoken_address: CTOKENS.aeroBase,
    totalSupplyApy: '5.301877254953391',
    supplyApy: '5.301877254953391',
    borrowApy: '12.214642575076851',
    ...overrides,
  };
}

export type FetchMock = Mock<typeof globalThis.fetch>;

/** A `Response` with a JSON body, as PostgREST sends it. */
export function jsonResponse(
  body: unknown,
  init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText ?? '',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

export function textResponse(
  body: string,
  init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
): Response {
  return new Response(body, { status: init.status ?? 200, statusText: init.statusText ?? '', headers: init.headers });
}

/** A fetch that answers every call with a fresh response from `respond`. */
export function fakeFetch(respond: (url: string) => Response | Promise<Response> = () => jsonResponse([])): FetchMock {
  return vi.fn<typeof globalThis.fetch>(async (input) => respond(String(input)));
}

/** A fetch that never settles and ignores its signal. */
export function hangingFetch(): FetchMock {
  return vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}));
}

export function makeConfig(
  fetch: typeof globalThis.fetch,
  overrides: Partial<ApyRewardsConfigInput> = {},
): ApyRewardsConfig {
  return createConfig({ apyUrl: APY_URL, anonKey: ANON_KEY, rewardsUrl: REWARDS_URL, fetch, ...overrides });
}

/** The URL and headers of call `index` of a fetch mock. */
export function callOf(fetch: FetchMock, index = 0): { url: string; headers: Headers; init: RequestInit } {
  const call = fetch.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${fetch.mock.calls.length} time(s), not ${index + 1}`);
  const [input, init = {}] = call;
  return { url: String(input), headers: new Headers(init.headers), init };
}

/** Awaits a promise expected to reject and returns the rejection. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject, but it resolved.');
}

/** Runs `fn` expecting it to throw synchronously and returns what it threw. */
export function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the function to throw.');
}

/** The address with every hex digit upper-case (valid, not checksummed). */
export function upperHex(address: string): `0x${string}` {
  return `0x${address.slice(2).toUpperCase()}`;
}
