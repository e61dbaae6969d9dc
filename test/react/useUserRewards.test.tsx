import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError, ResponseValidationError, UnsupportedChainError } from '../../src/core/errors';
import { useUserRewards } from '../../src/react/useUserRewards';
import { useUserRewardsAllChains } from '../../src/react/useUserRewardsAllChains';
import { renderHookWithProviders } from '../utils';
import { configFor, createDeferredFetch, rewardsFor } from './fakeFetch';

// Checksummed (EIP-55): a mixed-case address with a broken checksum is not an address.
const ALICE = '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa';
const BOB = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

describe('useUserRewards', () => {
  it.each([undefined, '', '0x', '0x123', 'alice.eth', `${BOB}0`, '../../admin'])(
    'stays idle with no request and no error for %s',
    async (user) => {
      const { fetch } = createDeferredFetch();
      const { result } = renderHookWithProviders(() => useUserRewards({ chain: 'mode', user }), {
        config: configFor(fetch),
      });
      await new Promise((r) => setTimeout(r, 10));
      expect(result.current.isAddressValid).toBe(false);
      expect(result.current.fetchStatus).toBe('idle');
      expect(result.current.error).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('refetch with an invalid address sends nothing and sets no error', async () => {
    const { fetch } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useUserRewards({ chain: 'base', user: '0x12' }), {
      config: configFor(fetch),
    });
    const refetched = await act(() => result.current.refetch());
    expect(refetched.error).toBeNull();
    expect(result.current.error).toBeNull();
    expect(result.current.status).toBe('pending');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps one refetch function across renders and address changes, as TanStack does', () => {
    const { fetch } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ user }: { user: string }) => useUserRewards({ chain: 'base', user }),
      { config: configFor(fetch), initialProps: { user: '0x12' } },
    );
    const first = result.current.refetch;
    rerender({ user: ALICE });
    rerender({ user: BOB });
    expect(result.current.refetch).toBe(first);
  });

  it("renders a component that reads only data no more when a refetch brings the same data (TanStack's tracked fields)", async () => {
    const { fetch, requests } = createDeferredFetch();
    let renders = 0;
    const { result } = renderHookWithProviders(
      () => {
        renders++;
        return useUserRewards({ chain: 'base', user: ALICE });
      },
      { config: configFor(fetch) },
    );
    const answer = () => requests.at(-1)?.respond(rewardsFor('base', ALICE, '42'));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(answer);
    await waitFor(() => expect(result.current.data).toBeDefined());
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
    expect(result.current.isAddressValid).toBe(true);
  });

  it('starts the request once the typed address becomes valid, lowercased in the path', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ user }: { user: string }) => useUserRewards({ chain: 'base', user }),
      { config: configFor(fetch), initialProps: { user: ALICE.slice(0, 20) } },
    );
    rerender({ user: ALICE });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.href).toBe(`https://rewards.example.com/api/rewards/base/${ALICE.toLowerCase()}`);
    act(() => requests[0]?.respond(rewardsFor('base', ALICE, '123456789012345678901234567')));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      chain: 'base',
      user: ALICE.toLowerCase(),
      totalRewards: '123456789012345678901234567',
      ionTokenAddress: '0x3ee5e23eee121094f1cfc0ccc79d6c809ebd22e5',
    });
  });

  it("never shows the previous user's total after the address changes, whatever order responses arrive in", async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ user }: { user: string }) => useUserRewards({ chain: 'mode', user }),
      { config: configFor(fetch), initialProps: { user: ALICE } },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ user: BOB });
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => requests[0]?.respond(rewardsFor('mode', ALICE, '111')));
    await new Promise((r) => setTimeout(r, 10));
    expect(result.current.data).toBeUndefined();
    act(() => requests[1]?.respond(rewardsFor('mode', BOB, '222')));
    await waitFor(() => expect(result.current.data?.totalRewards).toBe('222'));
    expect(result.current.data?.user).toBe(BOB);
  });

  it('rejects an answer about another user instead of showing it', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useUserRewards({ chain: 'mode', user: ALICE }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.respond(rewardsFor('mode', BOB, '999')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ResponseValidationError);
    expect(result.current.data).toBeUndefined();
  });

  it('reports an unsupported chain as a typed error without a request', async () => {
    const { fetch } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useUserRewards({ chain: 'optimism' as 'mode', user: ALICE }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(UnsupportedChainError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('surfaces the API error body', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useUserRewards({ chain: 'mode', user: ALICE }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.respond({ error: 'Invalid chain. Supported chains are: mode, base' }, { status: 400 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(HttpError);
    expect(result.current.error?.message).toContain('Invalid chain. Supported chains are: mode, base');
    expect(requests).toHaveLength(1);
  });
});

describe('useUserRewardsAllChains', () => {
  it('sums both chains exactly as a bigint', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useUserRewardsAllChains({ user: ALICE }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(requests).toHaveLength(2));
    for (const request of requests) {
      const chain = request.url.pathname.split('/')[3] as 'mode' | 'base';
      act(() =>
        request.respond(rewardsFor(chain, ALICE, chain === 'mode' ? '18446744073709551617' : '9007199254740993')),
      );
    }
    await waitFor(() => expect(result.current.totalRewards).toBeDefined());
    expect(result.current.totalRewards).toBe(18446744073709551617n + 9007199254740993n);
    expect(result.current.byChain.mode.data?.totalRewards).toBe('18446744073709551617');
    expect(result.current.errors).toEqual([]);
  });

  it('gives no total while one chain has failed, and keeps the other', async () => {
    const { fetch, requests } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useUserRewardsAllChains({ user: ALICE }), {
      config: configFor(fetch),
    });
    await waitFor(() => expect(requests).toHaveLength(2));
    for (const request of requests) {
      const chain = request.url.pathname.split('/')[3] as 'mode' | 'base';
      if (chain === 'mode') act(() => request.respond(rewardsFor('mode', ALICE, '5')));
      else act(() => request.respond({ error: 'Invalid chain. Supported chains are: mode, base' }, { status: 400 }));
    }
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.totalRewards).toBeUndefined();
    expect(result.current.byChain.mode.data?.totalRewards).toBe('5');
    expect(result.current.errors).toHaveLength(1);
  });

  it('sends nothing for an invalid address', async () => {
    const { fetch } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useUserRewardsAllChains({ user: '0xnope' }), {
      config: configFor(fetch),
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(result.current.isAddressValid).toBe(false);
    expect(result.current.isError).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refetch with a partial address reads nothing and stays neutral', async () => {
    const { fetch } = createDeferredFetch();
    const { result } = renderHookWithProviders(() => useUserRewardsAllChains({ user: '0x12' }), {
      config: configFor(fetch),
    });
    await act(() => result.current.refetch());
    expect(result.current.isError).toBe(false);
    expect(result.current.errors).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("one chain's refetch with a partial address reads nothing and leaves no error for useUserRewards", async () => {
    const { fetch } = createDeferredFetch();
    const { result } = renderHookWithProviders(
      () => ({
        all: useUserRewardsAllChains({ user: '0x12' }),
        base: useUserRewards({ chain: 'base', user: '0x12' }),
      }),
      { config: configFor(fetch) },
    );
    const refetched = await act(() => result.current.all.byChain.base.refetch());
    expect(refetched.error).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(result.current.base.error).toBeNull();
    expect(result.current.all.errors).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
