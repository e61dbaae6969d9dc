import { fc } from '@fast-check/vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { UserRewardsBadge } from '../../src/components/RewardsBadge/UserRewardsBadge';
import type { AssetApyRow } from '../../src/core/assetApys';
import { chainById } from '../../src/core/chains';
import { type ApyRewardsConfig, createConfig } from '../../src/core/config';
import { formatWei } from '../../src/format/formatWei';
import { useAssetApys } from '../../src/react/useAssetApys';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';
import { useUserRewardsAllChains } from '../../src/react/useUserRewardsAllChains';
import { createMockService, createSampleAssetApys, sampleRewards, sampleUsers } from '../../src/testing';
import { createWrapper, pageInfo, renderHookWithProviders, renderWithProviders } from '../utils';
import { createFigures, createGatedFetch, type GatedRequest, settle, watchInvariant } from './support';

const figures = createFigures('races (out-of-order responses)');
// Generous bounds for a busy shared machine, not assertions about speed.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const service = createMockService({ assetApys: createSampleAssetApys({ now: Date.now() }) });

afterEach(() => service.reset());

function gated(options?: { ignoreAbort?: boolean }) {
  const gate = createGatedFetch(service, options);
  return { ...gate, config: createConfig({ ...service.config, fetch: gate.fetch }) };
}

async function release(request: GatedRequest | undefined): Promise<void> {
  if (request === undefined || request.settled) return;
  await act(async () => {
    await request.release();
    await settle();
  });
  figures.add('responses released out of order');
}

/** Releases every request not answered yet, newest first (the oldest answers last), until none is left. */
async function releaseNewestFirst(requests: readonly GatedRequest[]): Promise<void> {
  for (let round = 0; round < 20 && requests.some((request) => !request.settled); round++) {
    for (let i = requests.length - 1; i >= 0; i--) await release(requests[i]);
    // Answers may start new requests (a prefetch); give them a turn to appear.
    await act(() => settle(5));
  }
}

async function flush(): Promise<void> {
  await act(() => settle());
}

const newestFirst = (a: AssetApyRow, b: AssetApyRow) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;

function rewardsOf(user: string, chain: 'mode' | 'base'): string {
  return (
    sampleRewards.find((record) => record.user === user.toLowerCase() && record.chain === chain)?.totalRewards ?? '0'
  );
}

describe('hooks end on the last request’s data, whatever order the answers come in', () => {
  test('useUserRewards: typing A, B, C with A answering last shows C; no render pairs data with another user', async () => {
    const { config, requests } = gated();
    const seen: [typed: string, shown: string | undefined][] = [];
    const { result, rerender } = renderHookWithProviders(
      ({ user }: { user: string }) => {
        const query = useUserRewards({ chain: 'mode', user });
        seen.push([user.toLowerCase(), query.data?.user]);
        return query;
      },
      { config, initialProps: { user: sampleUsers.regular as string } },
    );
    rerender({ user: sampleUsers.whale });
    rerender({ user: sampleUsers.small.toUpperCase().replace('0X', '0x') });
    await flush();
    expect(requests).toHaveLength(3);
    await releaseNewestFirst(requests);
    await waitFor(() => expect(result.current.data?.user).toBe(sampleUsers.small));
    expect(result.current.data?.totalRewards).toBe(rewardsOf(sampleUsers.small, 'mode'));
    await act(() => settle(20));
    expect(seen.filter(([typed, shown]) => shown !== undefined && shown !== typed)).toEqual([]);
    figures.add('hook races');
  });

  test('useUserRewards: switching chain mode → base → mode shows the last chain’s total', async () => {
    const { config, requests } = gated();
    const seen: [chain: string, shown: string | undefined][] = [];
    const { result, rerender } = renderHookWithProviders(
      ({ chain }: { chain: 'mode' | 'base' }) => {
        const query = useUserRewards({ chain, user: sampleUsers.whale });
        seen.push([chain, query.data?.chain]);
        return query;
      },
      { config, initialProps: { chain: 'mode' as 'mode' | 'base' } },
    );
    rerender({ chain: 'base' });
    await flush();
    await release(requests[1]);
    await waitFor(() => expect(result.current.data?.chain).toBe('base'));
    rerender({ chain: 'mode' });
    await flush();
    await releaseNewestFirst(requests);
    await waitFor(() => expect(result.current.data?.chain).toBe('mode'));
    expect(result.current.data?.totalRewards).toBe(rewardsOf(sampleUsers.whale, 'mode'));
    await act(() => settle(20));
    expect(seen.filter(([chain, shown]) => shown !== undefined && shown !== chain)).toEqual([]);
    figures.add('hook races');
  });

  test('useUserRewardsAllChains: switching A → B with A answering last sums B’s chains only', async () => {
    const { config, requests } = gated();
    const sumOf = (user: string) => BigInt(rewardsOf(user, 'mode')) + BigInt(rewardsOf(user, 'base'));
    const wrongTotals: string[] = [];
    const { result, rerender } = renderHookWithProviders(
      ({ user }: { user: string }) => {
        const all = useUserRewardsAllChains({ user });
        if (all.totalRewards !== undefined && all.totalRewards !== sumOf(user)) {
          wrongTotals.push(`${all.totalRewards} shown for ${user}`);
        }
        return all;
      },
      { config, initialProps: { user: sampleUsers.whale as string } },
    );
    await flush();
    await release(requests[0]);
    rerender({ user: sampleUsers.modeOnly });
    await flush();
    await releaseNewestFirst(requests);
    await waitFor(() => expect(result.current.totalRewards).toBe(sumOf(sampleUsers.modeOnly)));
    await act(() => settle(20));
    expect(wrongTotals).toEqual([]);
    figures.add('hook races');
  });

  test('useLatestAssetApys: rapid chain changes end on the last chain, never mixing chains', async () => {
    const { config, requests } = gated();
    const mixed: string[] = [];
    const { result, rerender } = renderHookWithProviders(
      ({ chainId }: { chainId: number }) => {
        const query = useLatestAssetApys({ chainId });
        const wrong = query.data?.rows.filter((row) => row.chain_id !== String(chainId)) ?? [];
        if (wrong.length > 0) mixed.push(`${chainId}: ${wrong.length} rows of another chain`);
        return query;
      },
      { config, initialProps: { chainId: 8453 } },
    );
    for (const chainId of [34443, 8453, 34443]) rerender({ chainId });
    await flush();
    await releaseNewestFirst(requests);
    await waitFor(() => expect(result.current.data?.rows.length).toBeGreaterThan(0));
    expect(result.current.data?.rows.every((row) => row.chain_id === '34443')).toBe(true);
    await act(() => settle(20));
    expect(mixed).toEqual([]);
    figures.add('hook races');
  });

  test('useAssetApys: rapid page changes end on the last page; rows always belong to the page they are labelled with, placeholders included', async () => {
    const { config, requests } = gated();
    const pageSize = 5;
    const order = [
      { column: 'created_at' as const, ascending: false },
      { column: 'id' as const, ascending: false },
    ];
    const all = service.data.assetApys.filter((row) => row.chain_id === '8453').sort(newestFirst);
    const idsOf = (page: number) => all.slice(page * pageSize, (page + 1) * pageSize).map((row) => row.id);
    const wrongPages: string[] = [];
    const { result, rerender } = renderHookWithProviders(
      ({ page }: { page: number }) => {
        const query = useAssetApys({ chainId: 8453, order, page, pageSize });
        const ids = query.rows.map((row) => row.id);
        if (query.isSuccess && !query.isPlaceholderData && JSON.stringify(ids) !== JSON.stringify(idsOf(page))) {
          wrongPages.push(`page ${page} showed ${ids.join(',')}`);
        }
        // Every render, a placeholder included: the rows are exactly the rows of the page they say they are.
        if (ids.length > 0 && JSON.stringify(ids) !== JSON.stringify(idsOf(query.rowsPage ?? -1))) {
          wrongPages.push(`rows labelled page ${query.rowsPage} (asked ${page}) showed ${ids.join(',')}`);
        }
        if (query.isPlaceholderData) placeholderRenders++;
        return query;
      },
      { config, initialProps: { page: 0 } },
    );
    let placeholderRenders = 0;
    // The history view loads lazily: its reads start once its chunk is in.
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    // Page 0 and its anchor read.
    await release(requests[0]);
    await release(requests[1]);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const page of [1, 2, 1, 3]) rerender({ page });
    await flush();
    await releaseNewestFirst(requests);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.page).toBe(3);
    expect(result.current.rows.map((row) => row.id)).toEqual(idsOf(3));
    expect(result.current.rowsPage).toBe(3);
    await act(() => settle(20));
    expect(wrongPages).toEqual([]);
    expect(placeholderRenders).toBeGreaterThan(0);
    figures.add('hook races');
    figures.add('placeholder renders checked', placeholderRenders);
  });
});

// ─── Connected components ─────────────────────────────────────────────────────────────────────────────────────

function tableRows(container: HTMLElement) {
  return [...container.querySelectorAll('[data-slot="row"]')].map((row) => ({
    chain: row.querySelector('[data-slot="chain"]')?.getAttribute('data-chain'),
    created: row.querySelector('time')?.getAttribute('datetime'),
    address: row.querySelector('[data-slot="explorer-link"], [data-slot="address"]')?.getAttribute('title'),
  }));
}

describe('connected components end on the last request’s data', () => {
  test('AssetApyTable: Mode, Base, All, Base clicked quickly with answers in reverse shows only Base, never a stray chain', async () => {
    const { config, requests } = gated();
    const { container } = renderWithProviders(<AssetApyTable />, { config });
    const root = container.querySelector('[data-slot="apy-table"]');
    const watch = watchInvariant(container, () => {
      const selected = container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
      const expected = selected === undefined || selected === 'all' ? undefined : chainById(selected)?.name;
      const stray = tableRows(container).filter((row) => expected !== undefined && row.chain !== expected);
      if (stray.length > 0) throw new Error(`filter ${selected} shows ${stray.length} rows of another chain`);
    });
    for (const name of ['Mode', 'Base', 'All', 'Base']) fireEvent.click(screen.getByRole('radio', { name }));
    await flush();
    await releaseNewestFirst(requests);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
    await waitFor(() => expect(root?.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy'));
    expect(new Set(tableRows(container).map((row) => row.chain))).toEqual(new Set(['base']));
    watch.stop();
    expect(watch.violations).toEqual([]);
    figures.add('DOM invariant checks', watch.checks);
    figures.add('component races');
  });

  test('AssetApyTable history: Next three times quickly with answers in reverse shows page 4’s rows; the page label always names the rows shown, placeholders included', async () => {
    const { config, requests } = gated();
    const pageSize = 5;
    const { container } = renderWithProviders(<AssetApyTable view="history" pageSize={pageSize} />, { config });
    const pageRows = (page: number) =>
      // "All" pages over every chain in the table, OP Mainnet's rows included.
      service.data.assetApys
        .sort(newestFirst)
        .slice(page * pageSize, (page + 1) * pageSize)
        .map((row) => ({
          chain: chainById(row.chain_id)?.name ?? `chain-${row.chain_id}`,
          created: row.created_at,
          address: row.underlying_address,
        }));
    const watch = watchInvariant(container, () => {
      const label = /Page (\d+) of/.exec(container.querySelector('[data-slot="page-info"]')?.textContent ?? '')?.[1];
      const shown = tableRows(container);
      if (label === undefined || shown.length === 0) return;
      expect(shown, `rows under "Page ${label}"`).toEqual(pageRows(Number(label) - 1));
    });
    // The history view loads lazily: its reads start once its chunk is in.
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    // Page 0 and its anchor read.
    await release(requests[0]);
    await release(requests[1]);
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    await releaseNewestFirst(requests);
    await waitFor(() => expect(tableRows(container)).toEqual(pageRows(3)));
    expect(screen.getByText(/^Page 4 of \d+$/, pageInfo)).toBeInTheDocument();
    watch.stop();
    expect(watch.violations).toEqual([]);
    figures.add('DOM invariant checks', watch.checks);
    figures.add('component races');
  });
});

// ─── The rewards total is never shown against another address than the one typed ─────────────────────────────

const users = [sampleUsers.regular, sampleUsers.whale, sampleUsers.small] as const;
const MODE_ION = '0x18470019bF0E94611f15852F7e93cf5D65BC34CA';

function amountText(user: string): string {
  return `${formatWei(rewardsOf(user, 'mode'), { locale: 'en-US' })} ION`;
}

function RewardsLookup() {
  const [user, setUser] = useState('');
  return (
    <>
      <label>
        Wallet
        <input value={user} onChange={(event) => setUser(event.target.value)} />
      </label>
      <UserRewardsBadge chain="mode" user={user} defaultView="exact" locale="en-US" />
    </>
  );
}

/** The lookup, with the invariant watched on every DOM change: an amount on screen is the typed address's or none. */
function renderLookup(config: ApyRewardsConfig) {
  const { Wrapper, queryClient } = createWrapper(config);
  const view = render(<RewardsLookup />, { wrapper: Wrapper });
  const input = screen.getByRole('textbox', { name: 'Wallet' }) as HTMLInputElement;
  const shown = () => view.container.querySelector('[data-slot="amount"]')?.textContent ?? null;
  const watch = watchInvariant(view.container, () => {
    const amount = shown();
    const owner = users.find((user) => amountText(user) === amount);
    if (amount !== null && owner !== input.value.toLowerCase()) {
      throw new Error(`"${amount}" (rewards of ${owner ?? 'nobody'}) shown while "${input.value}" is typed`);
    }
  });
  const type = async (value: string) => {
    fireEvent.change(input, { target: { value } });
    await flush();
  };
  return { ...view, queryClient, input, type, shown, watch };
}

describe('the rewards badge never shows a total against another address than the one typed', () => {
  test.each([
    ['a fetch that honours abort', false],
    ['a fetch that ignores abort', true],
  ])('type A, then B quickly, with A answering last: B’s total, never A’s (%s)', async (_, ignoreAbort) => {
    const { config, requests } = gated({ ignoreAbort });
    const lookup = renderLookup(config);
    await lookup.type(sampleUsers.regular);
    await lookup.type(sampleUsers.whale);
    expect(requests).toHaveLength(2);
    await release(requests[1]);
    await waitFor(() => expect(lookup.shown()).toBe(amountText(sampleUsers.whale)));
    await release(requests[0]);
    await act(() => settle(20));
    expect(lookup.shown()).toBe(amountText(sampleUsers.whale));
    lookup.watch.stop();
    expect(lookup.watch.violations).toEqual([]);
    figures.add('DOM invariant checks', lookup.watch.checks);
    figures.add('component races');
  });

  const typedValue = fc.constantFrom(
    ...users,
    ...users.map((user) => user.toUpperCase().replace('0X', '0x')),
    '',
    '0x',
    sampleUsers.whale.slice(0, 30),
    `${sampleUsers.small}0`,
  );
  const step = fc.oneof(
    fc.record({ kind: fc.constant('type' as const), value: typedValue }),
    fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('misroute' as const), pick: fc.nat(), as: fc.constantFrom(...users) }),
  );

  test('property: random typing and answer orders, misrouted answers included (200 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), fc.boolean(), async (steps, ignoreAbort) => {
        figures.add('typed-input sequences');
        figures.add('typed-input steps (type, answer, misrouted answer)', steps.length);
        const { config, requests } = gated({ ignoreAbort });
        const lookup = renderLookup(config);
        try {
          for (const next of steps) {
            const open = requests.filter((request) => !request.settled);
            const target = open[(next.kind === 'type' ? 0 : next.pick) % Math.max(1, open.length)];
            if (next.kind === 'type') {
              await lookup.type(next.value);
            } else if (next.kind === 'release') {
              await release(target);
            } else if (target) {
              // A proxy or cache answering with some wallet's record, maybe not the one asked for.
              await act(async () => {
                target.respond({
                  chain: 'mode',
                  user: next.as,
                  totalRewards: rewardsOf(next.as, 'mode'),
                  ionTokenAddress: MODE_ION,
                });
                await settle();
              });
            }
          }
          await releaseNewestFirst(requests);
          await waitFor(() => expect(lookup.queryClient.isFetching()).toBe(0));
          lookup.watch.stop();
          figures.add('DOM invariant checks', lookup.watch.checks);
          expect(lookup.watch.violations).toEqual([]);
        } finally {
          lookup.unmount();
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
