import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { fc, test } from '@fast-check/vitest';
import { dehydrate } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { getAddress } from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest';
import { ApyTable, type ApyTableRow } from '../../src/components/ApyTable/ApyTable';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { RewardsBadge } from '../../src/components/RewardsBadge/RewardsBadge';
import { UserRewardsBadge } from '../../src/components/RewardsBadge/UserRewardsBadge';
import { fetchAssetApys } from '../../src/core/assetApys';
import { chainLabelInfo, protocolChainIds } from '../../src/core/chainRegistry';
import { explorerAddressUrl } from '../../src/core/chains';
import { createConfig } from '../../src/core/config';
import {
  ApyRewardsError,
  InvalidAddressError,
  InvalidParameterError,
  UnsupportedChainError,
} from '../../src/core/errors';
import { buildUserRewardsUrl, fetchUserRewards } from '../../src/core/userRewards';
import { useAssetApys } from '../../src/react/useAssetApys';
import { useAssetApysInfinite } from '../../src/react/useAssetApysInfinite';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';
import { useUserRewardsAllChains } from '../../src/react/useUserRewardsAllChains';
import { createMockService, MOCK_ANON_KEY, type MockFault, sampleUsers } from '../../src/testing';
import { createTestQueryClient, createWrapper, renderHookWithProviders, renderWithProviders } from '../utils';
import { addressInAnyCase, isEip55Valid } from './eip55';
import { createFigures, settle, walk } from './support';

const figures = createFigures('security');
// Generous bounds for a busy shared machine, not assertions about speed.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const root = join(import.meta.dirname, '..', '..');
const service = createMockService();
const server = setupServer(...service.handlers);
/** The key the app was configured with: the secret these tests hunt for. */
const KEY = MOCK_ANON_KEY;
const config = createConfig(service.config);
const VALID = sampleUsers.regular;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => service.reset());
afterAll(() => server.close());

function spyFetch() {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({}));
  return { fetch, config: createConfig({ ...service.config, fetch }) };
}

// ─── Path injection never reaches the network ─────────────────────────────────────────────────────────────────

const userPayloads = [
  '../',
  '../../admin',
  '%2e%2e/',
  '%2e%2e%2f',
  '..%2f..%2fadmin',
  `${VALID}/..`,
  `${VALID}/../../admin`,
  `${VALID}/`,
  `${VALID}/x`,
  `${VALID}?x=1`,
  `${VALID}#frag`,
  `${VALID}%2f..`,
  `${VALID}%2F..%2Fadmin`,
  `${VALID}%00`,
  `${VALID}&chain=base`,
  `../${VALID}`,
  `/${VALID}`,
  `${VALID} `,
  ` ${VALID}`,
  `${VALID}\n`,
  `${VALID}\t`,
  `${VALID}\u200b`,
  `\u202e${VALID}`,
  VALID.replace('a', '\u0430'), // Cyrillic a
  VALID.replace('c', '\u0441'), // Cyrillic es
  VALID.replace('1', '\uff11'), // fullwidth digit one
  `\uff10x${VALID.slice(2)}`, // fullwidth zero
  `0\uff58${VALID.slice(2)}`, // fullwidth x
  VALID.replace('3', '\u0663'), // Arabic-Indic three
  `0X${VALID.slice(2)}`,
  `${VALID.slice(0, 41)}/`,
  `${VALID.slice(0, 40)}..`,
  `${VALID}${VALID.slice(2)}`,
  VALID.slice(2),
  'javascript:alert(1)',
  '',
];

const chainPayloads = [
  '../mode',
  'mode/..',
  'mode/../base',
  '..%2fmode',
  'mode%2f..',
  'mode?x=1',
  'mode#',
  ' mode',
  'mode ',
  'mode\n',
  'm\u043ede', // Cyrillic o
  '\uff4d\uff4f\uff44\uff45', // fullwidth "mode"
  'base/../../admin',
  '8453/..',
  '8453?x=1',
  '8453 ',
  '10',
  '',
];

describe('path injection in user and chain never reaches the network', () => {
  test.each(userPayloads)('user %j: InvalidAddressError from the fetcher, no request', async (user) => {
    const { fetch, config: spied } = spyFetch();
    expect(() => buildUserRewardsUrl(spied, { chain: 'mode', user })).toThrow(InvalidAddressError);
    await expect(fetchUserRewards(spied, { chain: 'mode', user })).rejects.toBeInstanceOf(InvalidAddressError);
    expect(fetch).not.toHaveBeenCalled();
    figures.add('injection payloads refused');
  });

  test.each(chainPayloads)('chain %j: UnsupportedChainError from the fetcher, no request', async (chain) => {
    const { fetch, config: spied } = spyFetch();
    await expect(fetchUserRewards(spied, { chain: chain as 'mode', user: VALID })).rejects.toBeInstanceOf(
      UnsupportedChainError,
    );
    expect(fetch).not.toHaveBeenCalled();
    figures.add('injection payloads refused');
  });

  test('hooks and the badge stay idle for every user payload and fail typed for every chain payload, with no request', async () => {
    const { fetch, config: spied } = spyFetch();
    const { result, rerender } = renderHookWithProviders(
      ({ user, chain }: { user: string; chain: string }) => useUserRewards({ chain: chain as 'mode', user }),
      { config: spied, initialProps: { user: '', chain: 'mode' } },
    );
    for (const user of userPayloads) {
      rerender({ user, chain: 'mode' });
      await act(() => settle());
      expect(result.current.isAddressValid).toBe(false);
      expect(result.current.fetchStatus).toBe('idle');
      expect(result.current.error).toBeNull();
    }
    for (const chain of chainPayloads) {
      rerender({ user: VALID, chain });
      await waitFor(() => expect(result.current.error).toBeInstanceOf(UnsupportedChainError));
    }
    expect(fetch).not.toHaveBeenCalled();

    const badge = render(<UserRewardsBadge chain="mode" user="" />, { wrapper: createWrapper(spied).Wrapper });
    for (const user of userPayloads) {
      badge.rerender(<UserRewardsBadge chain="mode" user={user} />);
      await act(() => settle());
      expect(badge.container.querySelector('[data-slot="rewards-badge"]')).toHaveAttribute('data-state', 'idle');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  test.each(['8453&select=id', '8453/../x', '8453 ', '8453?x=1', '8453#', '-1', '8453.0', '0x2105', ''])(
    'chainId %j for the APY table: InvalidParameterError, no request',
    async (chainId) => {
      const { fetch, config: spied } = spyFetch();
      await expect(fetchAssetApys(spied, { chainId })).rejects.toBeInstanceOf(InvalidParameterError);
      expect(fetch).not.toHaveBeenCalled();
      figures.add('injection payloads refused');
    },
  );

  test('property: whatever is typed, useUserRewards requests only valid addresses, lowercased (1000 runs)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      const user = String(input).split('/').at(-1) ?? '';
      return Response.json({
        chain: 'base',
        user,
        totalRewards: '7',
        ionTokenAddress: '0x3eE5e23eEE121094f1cFc0Ccc79d6C809Ebd22e5',
      });
    });
    const spied = createConfig({ ...service.config, fetch });
    const requested = new Set<string>();
    const { result, rerender } = renderHookWithProviders(
      ({ user }: { user: string }) => useUserRewards({ chain: 'base', user }),
      { config: spied, initialProps: { user: '' } },
    );
    const address = addressInAnyCase;
    const typed = fc.oneof(
      address,
      fc.tuple(address, fc.constantFrom(...userPayloads)).map(([a, p]) => `${a}${p.slice(0, 3)}`),
      fc.constantFrom(...userPayloads),
      fc.string({ unit: 'binary', maxLength: 44 }),
    );
    await fc.assert(
      fc.asyncProperty(typed, async (user) => {
        figures.add('typed addresses (useUserRewards property)');
        const before = fetch.mock.calls.length;
        rerender({ user });
        await act(async () => {});
        const valid = isEip55Valid(user);
        expect(result.current.isAddressValid).toBe(valid);
        // Answers come at once; a few turns of the event loop let them land (waitFor would poll every 50 ms).
        for (let turn = 0; valid && result.current.data?.user !== user.toLowerCase() && turn < 50; turn++) {
          await act(() => settle());
        }
        if (valid) expect(result.current.data?.user).toBe(user.toLowerCase());
        for (const [input] of fetch.mock.calls.slice(before)) {
          expect(String(input)).toBe(`${service.config.rewardsUrl}/api/rewards/base/${user.toLowerCase()}`);
        }
        if (!valid) expect(fetch.mock.calls.length).toBe(before);
        else requested.add(user.toLowerCase());
      }),
      { numRuns: 1000 },
    );
    await act(() => settle(20));
    for (const [input] of fetch.mock.calls) expect(requested.has(String(input).split('/').at(-1) ?? '')).toBe(true);
  }, 120_000);
});

// ─── The anon key appears nowhere ─────────────────────────────────────────────────────────────────────────────

function expectNoKey(value: unknown, where: string): void {
  for (const [path, item] of walk(value)) {
    if (typeof item === 'string') expect(item.includes(KEY), `${where}: ${path}`).toBe(false);
    if (path.endsWith('.anonKey')) expect(item, `${where}: ${path}`).toBeUndefined();
  }
  figures.add('objects scanned for the key');
}

/** Everything an app might print or send about an error. */
function expectErrorWithoutKey(error: unknown): void {
  expect(error).toBeInstanceOf(ApyRewardsError);
  const e = error as ApyRewardsError;
  for (const text of [e.message, e.shortMessage, e.details ?? '', e.toString(), JSON.stringify(e), e.stack ?? '']) {
    expect(text.includes(KEY), text).toBe(false);
  }
  expect(inspect(e, { depth: 10, showHidden: true }).includes(KEY)).toBe(false);
  expectNoKey(e, e.name);
}

/** Answers that echo the key back: a gateway quoting it, a debug proxy, a broken body. */
const echoes: [string, MockFault][] = [
  ['401 quoting the key', { status: 401, body: { message: `Invalid API key ${KEY}`, hint: `apikey=${KEY}` } }],
  ['403 quoting it in details', { status: 403, body: { code: '42501', details: KEY, hint: null, message: 'denied' } }],
  ['500 text body', { status: 500, body: `upstream said: Bearer ${KEY}` }],
  ['502 HTML', { status: 502, body: `<html><body>apikey: ${KEY}</body></html>` }],
  ['400 PostgREST error', { status: 400, body: { code: 'PGRST100', details: KEY, hint: KEY, message: KEY } }],
  ['200 body that is not JSON', { status: 200, body: `{"echo": ${KEY}}` }],
  ['200 rows with the key as an address', { status: 200, body: [{ id: 1, ctoken_address: KEY }] }],
  ['200 rewards with the key as the user', { status: 200, body: { chain: 'mode', user: KEY, totalRewards: KEY } }],
];

describe('the anon key is in no error, message, log, query key or story', () => {
  test.each(echoes)('%s: no error field, message, toString or JSON carries the key', async (_, fault) => {
    for (const name of ['apy', 'rewards'] as const) {
      service.setFaults({ [name]: fault });
      const failure =
        name === 'apy'
          ? await fetchAssetApys(config, { chainId: 8453 }).catch((error: unknown) => error)
          : await fetchUserRewards(config, { chain: 'mode', user: VALID }).catch((error: unknown) => error);
      expectErrorWithoutKey(failure);
      figures.add('errors checked for the key');
    }
  });

  test('a wrong key rejected by the gateway (real 401): the error does not carry the key that was sent', async () => {
    const otherKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c29tZS1vdGhlci1wcm9qZWN0LWtleS1zaWduYXR1cmU';
    const wrong = createConfig({ ...service.config, anonKey: otherKey });
    const failure = await fetchAssetApys(wrong).catch((error: unknown) => error);
    expect((failure as Error).name).toBe('AuthError');
    expect(JSON.stringify(failure)).not.toContain(otherKey);
    expect(inspect(failure, { depth: 10, showHidden: true })).not.toContain(otherKey);
  });

  test('no query key, cached error or dehydrated state holds the key, after successes and failures', async () => {
    const queryClient = createTestQueryClient();
    const hooks = () => {
      useAssetApys({ chainId: 8453, page: 1, pageSize: 5 });
      useAssetApysInfinite({ chainId: 34443, pageSize: 5 });
      useLatestAssetApys({});
      useUserRewards({ chain: 'mode', user: VALID });
      useUserRewardsAllChains({ user: sampleUsers.whale });
      useUserRewards({ chain: 'base', user: VALID.slice(0, 20) });
    };
    const first = renderHookWithProviders(hooks, { config, queryClient });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    service.setFaults({ apy: { status: 401, body: { message: KEY } }, rewards: { status: 400, body: { error: KEY } } });
    renderHookWithProviders(() => useUserRewards({ chain: 'base', user: sampleUsers.small }), { config, queryClient });
    renderHookWithProviders(() => useLatestAssetApys({ chainId: 34443 }), { config, queryClient });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const queries = queryClient.getQueryCache().getAll();
    expect(queries.length).toBeGreaterThanOrEqual(8);
    expect(queries.some((query) => query.state.status === 'error')).toBe(true);
    for (const query of queries) {
      expect(query.queryHash.includes(KEY)).toBe(false);
      expectNoKey(query.queryKey, `key ${query.queryHash}`);
      if (query.state.error) expectErrorWithoutKey(query.state.error);
    }
    const state = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
    expect(JSON.stringify(state).includes(KEY)).toBe(false);
    figures.add('query keys scanned', queries.length);
    first.unmount();
  });

  test('nothing printed to the console during a fault run contains the key', async () => {
    const printed: unknown[][] = [];
    const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
    const spies = methods.map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args);
      }),
    );
    try {
      const user = userEvent.setup();
      service.setFaults({
        // Both of the latest view's first reads: the newest batch's, then the window's.
        apy: { status: 401, body: { message: `Invalid API key ${KEY}` }, times: 2 },
        rewards: { status: 500, body: `Bearer ${KEY}`, times: 1 },
      });
      const { container } = renderWithProviders(
        <>
          <AssetApyTable />
          <UserRewardsBadge chain="mode" user={VALID} query={{ retry: false }} />
        </>,
        { config },
      );
      await waitFor(() => expect(container.querySelectorAll('[data-state="error"]')).toHaveLength(2));
      const alerts = screen.getAllByRole('alert');
      // A refused key offers no retry; the rewards error does, and recovers.
      const retries = alerts.flatMap((alert) => within(alert).queryAllByRole('button', { name: 'Try again' }));
      expect(retries).toHaveLength(1);
      for (const retry of retries) await user.click(retry);
      await waitFor(() =>
        expect(container.querySelector('[data-slot="rewards-badge"]')).toHaveAttribute('data-state', 'ready'),
      );
      service.setFaults({ apy: { kind: 'malformed' } });
      const failure = await fetchAssetApys(config).catch((error: unknown) => error);
      // An app logging the error the usual ways.
      console.error(failure);
      console.warn(String(failure), JSON.stringify(failure));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed.length).toBeGreaterThan(0);
    for (const args of printed) {
      expect(inspect(args, { depth: 10, showHidden: true }).includes(KEY)).toBe(false);
    }
    figures.add('console lines checked', printed.length);
    // The mock's own request log redacts the key it received.
    expect(service.requests.length).toBeGreaterThan(0);
    expectNoKey(service.requests, 'mock request log');
  });

  const storyFiles = readdirSync(join(root, 'stories')).filter((file) => file.endsWith('.stories.tsx'));

  test('no story source holds the key or imports it', () => {
    expect(storyFiles.length).toBeGreaterThan(0);
    for (const file of storyFiles) {
      const source = readFileSync(join(root, 'stories', file), 'utf8');
      expect(source.includes(KEY), file).toBe(false);
      expect(source, file).not.toMatch(/MOCK_ANON_KEY|eyJ[\w-]{10,}\.[\w-]+\.[\w-]+/);
    }
  });

  test('no story’s args (or argTypes) hold the key, even in non-enumerable properties', async () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../stories/*.stories.tsx');
    expect(Object.keys(modules)).toHaveLength(storyFiles.length);
    let stories = 0;
    for (const [file, load] of Object.entries(modules)) {
      const exports = await load();
      for (const [name, story] of Object.entries(exports)) {
        if (story === null || typeof story !== 'object') continue;
        const { args, argTypes } = story as { args?: unknown; argTypes?: unknown };
        expectNoKey({ args, argTypes }, `${file} ${name}`);
        stories += 1;
      }
    }
    figures.add('story modules and stories scanned', stories);
    expect(stories).toBeGreaterThan(storyFiles.length);
  });
});

// ─── Service strings render as text ───────────────────────────────────────────────────────────────────────────

const XSS = '<img src=x onerror=alert(1)>';

function expectNoInjectedElements(container: HTMLElement): void {
  expect(container.querySelector('img, script, iframe, object, embed, [onerror], [onload]')).toBeNull();
}

describe('service strings render as text', () => {
  afterEach(() => vi.restoreAllMocks());

  test.each([
    ['apy', { status: 400, body: { code: 'PGRST100', details: null, hint: null, message: XSS } }],
    ['rewards', { status: 400, body: { error: XSS } }],
  ] as const)('a %s error message holding markup is not shown and creates no element', async (name, fault) => {
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
    service.setFaults({ [name]: fault });
    const { container } = renderWithProviders(
      name === 'apy' ? <AssetApyTable /> : <UserRewardsBadge chain="mode" user={VALID} />,
      { config },
    );
    const alert = await screen.findByRole('alert');
    // End users get the library's sentence; the server's text stays on the error for developers.
    expect(alert.textContent).not.toContain('onerror');
    expect(alert).toHaveTextContent('This data could not be loaded.');
    expectNoInjectedElements(container);
    expect(alertSpy).not.toHaveBeenCalled();
    figures.add('markup payloads rendered as text');
  });

  test('a row whose APY columns hold markup (served by the mock) is refused as invalid and renders no element', async () => {
    const [first] = service.data.assetApys.filter((row) => row.chain_id === '8453');
    if (!first) throw new Error('no Base row');
    service.data.assetApys.push({
      ...first,
      id: 999_999,
      created_at: new Date().toISOString(),
      supplyApy: XSS,
      totalSupplyApy: XSS,
      borrowApy: XSS,
    });
    const { container } = renderWithProviders(<AssetApyTable chainId={8453} query={{ retry: false }} />, { config });
    await waitFor(() =>
      expect(container.querySelector('[data-slot="apy-table"]')).toHaveAttribute('data-state', 'error'),
    );
    expectNoInjectedElements(container);
    expect(container.innerHTML.includes('<img')).toBe(false);
    figures.add('markup payloads rendered as text');
  });

  test('presentational components given markup in every string field render it as text', () => {
    const row: ApyTableRow = {
      created_at: XSS,
      chain_id: XSS,
      underlying_address: XSS,
      ctoken_address: XSS,
      totalSupplyApy: XSS,
      supplyApy: XSS,
      borrowApy: XSS,
    };
    const table = render(<ApyTable rows={[row]} error={new Error(XSS)} />);
    expect(within(table.container).getByRole('alert').textContent).not.toContain('onerror');
    expect(table.container.textContent).toContain(XSS);
    expectNoInjectedElements(table.container);
    const badge = render(<RewardsBadge amountWei={XSS} chain={XSS} symbol={XSS} />);
    expect(within(badge.container).getByRole('alert')).toBeInTheDocument();
    expect(badge.container.textContent).toContain(XSS);
    expectNoInjectedElements(badge.container);
    figures.add('markup payloads rendered as text', 2);
  });
});

// ─── Lint and source guards ───────────────────────────────────────────────────────────────────────────────────

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('no raw HTML', () => {
  test('Biome forbids dangerouslySetInnerHTML as an error', () => {
    const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
      linter?: { enabled?: boolean; rules?: { security?: Record<string, unknown> } };
    };
    expect(biome.linter?.enabled).toBe(true);
    expect(biome.linter?.rules?.security?.noDangerouslySetInnerHtml).toBe('error');
    expect(biome.linter?.rules?.security?.noDangerouslySetInnerHtmlWithChildren).toBe('error');
  });

  test('src/ never writes HTML from strings nor silences a security rule', () => {
    const files = sourceFiles(join(root, 'src'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(
        /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/,
      );
      expect(source, file).not.toMatch(/biome-ignore[^\n]*lint\/security/);
    }
    figures.add('source files scanned', files.length);
  });
});

// ─── Explorer links ───────────────────────────────────────────────────────────────────────────────────────────

const explorerRoots = protocolChainIds.map((id) => chainLabelInfo(id).explorerUrl);
const explorerHref = new RegExp(
  `^(${explorerRoots.map((root) => root?.replace(/[.]/g, '\\.')).join('|')})/address/0x[0-9a-fA-F]{40}$`,
);

function expectSafeLink(link: Element, address: string): void {
  expect(link.getAttribute('href')).toMatch(explorerHref);
  expect(link.getAttribute('href')?.endsWith(`/address/${getAddress(address.toLowerCase())}`)).toBe(true);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')?.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);
}

describe('explorer links', () => {
  test('every link in the connected table is built from a validated address and opens safely', async () => {
    const { container } = renderWithProviders(<AssetApyTable />, { config });
    await waitFor(() =>
      expect(container.querySelector('[data-slot="apy-table"]')).toHaveAttribute('data-state', 'ready'),
    );
    const links = container.querySelectorAll('a');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expectSafeLink(link, link.getAttribute('title') ?? '');
    figures.add('explorer links checked', links.length);
  });

  const base = {
    created_at: '2026-11-20T12:00:05+00:00',
    ctoken_address: '0x49420311b518f3d0c94e897592014de53831cfa3',
    totalSupplyApy: '1',
    supplyApy: '1',
    borrowApy: null,
  };
  const address = addressInAnyCase;
  const candidate = fc.oneof(
    address,
    fc
      .tuple(address, fc.constantFrom('"><img src=x>', '/../x', '?', '#', ' ', 'javascript:', '\u0430'))
      .map(([a, s]) => `${a}${s}`),
    fc.constantFrom('javascript:alert(1)', 'https://evil.example/', '//evil.example', 'data:text/html,<b>', XSS),
    fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '__defineGetter__'),
    fc.string({ unit: 'binary', maxLength: 50 }),
  );
  const chainId = fc.constantFrom('34443', '8453', '10', 'mode', '8453/..');
  // `explorerAddressUrl` serves the rewards side's chains, by id or name; the table links any chain id it knows.
  const linkable = (underlying: string, chain: string) =>
    isEip55Valid(underlying) && ['34443', '8453', 'mode'].includes(chain);
  const linkedInTable = (underlying: string, chain: string) =>
    isEip55Valid(underlying) && ['34443', '8453', '10'].includes(chain);

  test.prop([candidate, chainId], { numRuns: 1000 })(
    'property: explorerAddressUrl gives a checksummed explorer URL for a valid address and throws otherwise',
    (underlying, chain) => {
      figures.add('explorer URL inputs (property)');
      if (linkable(underlying, chain)) {
        const url = explorerAddressUrl(chain, underlying);
        expect(url).toMatch(explorerHref);
        expect(url.endsWith(`/address/${getAddress(underlying.toLowerCase())}`)).toBe(true);
      } else {
        expect(() => explorerAddressUrl(chain, underlying)).toThrow(ApyRewardsError);
      }
    },
  );

  test('an address or chain named like an Object property is shown as text, not as what the property holds', () => {
    const names = ['__proto__', 'constructor', 'toString', 'valueOf'];
    const rows = names.flatMap((name, index) => [
      { ...base, id: 2 * index, chain_id: '34443', underlying_address: name },
      { ...base, id: 2 * index + 1, chain_id: name, underlying_address: name },
    ]);
    const { container } = render(<ApyTable rows={rows} tokenLabels={{ other: 'Other' }} />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    const shown = ['__proto__', 'cons…ctor', 'toString', 'valueOf'];
    const cells = [...container.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].slice(0, 2).map((cell) => cell.textContent),
    );
    expect(cells).toEqual(
      shown.flatMap((token, index) => [
        [token, 'Mode'],
        [token, names[index]],
      ]),
    );
    expect(container.textContent).not.toMatch(/function|\[object/);
  });

  test('property: the table links a valid address safely and shows anything else as text (150 runs)', async () => {
    const table = render(<ApyTable rows={[]} />);
    await fc.assert(
      fc.asyncProperty(candidate, chainId, async (underlying, chain) => {
        figures.add('explorer link renders (property)');
        table.rerender(<ApyTable rows={[{ ...base, chain_id: chain, underlying_address: underlying }]} />);
        const links = table.container.querySelectorAll('a');
        expect(links).toHaveLength(linkedInTable(underlying, chain) ? 1 : 0);
        const [link] = links;
        if (link) expectSafeLink(link, underlying);
        expectNoInjectedElements(table.container);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
