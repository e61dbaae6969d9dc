import { fc, test } from '@fast-check/vitest';
import { act, cleanup, configure, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, vi } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { UserRewardsBadge } from '../../src/components/RewardsBadge/UserRewardsBadge';
import { chains } from '../../src/core/chains';
import { createConfig } from '../../src/core/config';
import type { ApyRewardsError } from '../../src/core/errors';
import { createMockService, MOCK_ANON_KEY, sampleUsers } from '../../src/testing';
import { renderWithProviders } from '../utils';
import { createFigures } from './support';

const figures = createFigures('wire to screen');
vi.setConfig({ testTimeout: 600_000 });
configure({ asyncUtilTimeout: 10_000 });

const KEY = MOCK_ANON_KEY;
const RUNS = Number(process.env.WIRE_RUNS ?? 1_000);
/**
 * A catastrophe bound, not a speed target: 0.1 spent ~40 s of main thread on one exponent string, and a body here
 * takes ~0.1 s, so a loaded machine stays far inside it. Speed itself is measured by `npm run bench`.
 */
const MS_PER_ROW = 50;
const CATASTROPHE_MS = 10_000;
const service = createMockService();
const now = Date.now();

let slowestMsPerRow = 0;
afterEach(() => cleanup());
afterAll(() => figures.add('slowest ms per row (rounded up)', Math.ceil(slowestMsPerRow)));

// ─── What a hostile or broken server can send ─────────────────────────────────────────────────────────────────

const hostileText = fc.constantFrom(
  '1e-1000000000',
  '1e400',
  '-1e400',
  '0x10',
  'NaN',
  'Infinity',
  '-0',
  '-0.000',
  '-0.001',
  '1'.repeat(5_000),
  `0.${'9'.repeat(300)}`,
  '٣٫٥',
  '５.０',
  ' 5.3',
  '5.3 ',
  '+5',
  '.5',
  '5.',
  '',
  '<img src=x onerror=alert(1)>',
  `key ${KEY}`,
  'https://evil.example/phish',
);
const plainDecimal = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.nat({ max: 30 }))
  .map(([negative, digits, scale]) => {
    const text = digits.toString().padStart(scale + 1, '0');
    const value = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
    return negative ? `-${value}` : value;
  });
const jsonJunk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.constant({}),
  fc.constant([]),
  fc.string({ maxLength: 12 }),
);
const apyField = fc.oneof(
  { weight: 4, arbitrary: plainDecimal },
  { weight: 3, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: jsonJunk },
);
const instant = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -72, max: 2 }).map((h) => new Date(now + h * 3_600_000).toISOString()) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '2024-13-45T00:00:00Z',
      '2024-02-30T10:00:00Z',
      '2024-06-01T10:00:00+00',
      '9999-12-31T23:59:59Z',
      '0001-01-01T00:00:00Z',
      'yesterday',
      '',
    ),
  },
  { weight: 1, arbitrary: jsonJunk },
);
const address = fc.oneof(
  fc.constantFrom(
    '0x4200000000000000000000000000000000000006',
    '0xd988097fb8612cc24eec14542bc03424c656005f',
    '0xD988097FB8612CC24EEC14542BC03424C656005F',
    '0xd988097fb8612cc24eec14542bc03424c656005F',
    '0x',
    'javascript:alert(1)',
    `0x${KEY}`,
  ),
  jsonJunk,
);
const chainId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('34443', '8453', '10', '252') },
  { weight: 2, arbitrary: fc.constantFrom('0', '-1', '034443', '8453.0', '', '9'.repeat(40), '٨٤٥٣') },
  { weight: 1, arbitrary: jsonJunk },
);
const row = fc.record({
  id: fc.oneof({ weight: 5, arbitrary: fc.nat() }, { weight: 1, arbitrary: jsonJunk }),
  created_at: instant,
  chain_id: chainId,
  underlying_address: address,
  ctoken_address: address,
  totalSupplyApy: apyField,
  supplyApy: apyField,
  borrowApy: apyField,
});
/** `null` nine times in ten, else a value: one hostile field among many valid ones. */
function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}
const recentInstant = fc.integer({ min: -47, max: 0 }).map((h) => new Date(now + h * 3_600_000).toISOString());

/** Mostly valid rows with one hostile field, so bodies get past a first bad row as often as they stop at it. */
const mostlyValidRow = fc
  .tuple(
    fc.record({
      id: fc.nat(),
      created_at: recentInstant,
      chain_id: fc.constantFrom('34443', '8453', '10'),
      underlying_address: fc.constant('0x4200000000000000000000000000000000000006'),
      ctoken_address: fc.constant('0xd988097fb8612cc24eec14542bc03424c656005f'),
      totalSupplyApy: plainDecimal,
      supplyApy: plainDecimal,
      borrowApy: fc.option(plainDecimal, { nil: null }),
    }),
    rarely(fc.tuple(fc.constantFrom('totalSupplyApy', 'supplyApy', 'borrowApy', 'created_at'), hostileText)),
  )
  .map(([valid, swap]) => (swap ? { ...valid, [swap[0]]: swap[1] } : valid));
const validRewards = fc.record({
  chain: fc.constant('mode'),
  user: fc.constant(sampleUsers.regular.toLowerCase()),
  totalRewards: fc.bigInt({ min: 0n, max: 2n ** 256n }).map(String),
  ionTokenAddress: fc.constant(chains.mode.ionTokenAddress),
});
const rewardsRecord = fc
  .tuple(
    validRewards,
    rarely(
      fc.oneof(
        fc.tuple(fc.constant('chain'), fc.constantFrom('base', 'MODE', 'ethereum', '', null)),
        fc.tuple(fc.constant('user'), fc.constantFrom(sampleUsers.whale, sampleUsers.regular.toUpperCase(), '0x', KEY)),
        fc.tuple(
          fc.constant('totalRewards'),
          fc.oneof(hostileText, fc.constantFrom('-1', '1.5', '1'.repeat(79)), jsonJunk),
        ),
      ),
    ),
  )
  .map(([valid, swap]) => (swap ? { ...valid, [swap[0]]: swap[1] } : valid));

type WireBody = { kind: 'json'; value: unknown } | { kind: 'text'; value: string };
const errorBody = fc.oneof(
  fc.record({
    code: fc.constantFrom('PGRST100', '42703', 'PGRST103'),
    message: fc.oneof(hostileText, fc.constant(`${'x'.repeat(5_000)} https://evil.example`)),
    details: fc.oneof(hostileText, fc.constant(null)),
    hint: fc.oneof(hostileText, fc.constant(null)),
  }),
  fc.record({ error: hostileText }),
  fc.record({ message: fc.constant(`Invalid API key ${KEY}`) }),
);
const json = (value: unknown): WireBody => ({ kind: 'json', value });
const brokenBody = fc.oneof(
  { weight: 1, arbitrary: errorBody.map(json) },
  { weight: 1, arbitrary: jsonJunk.map(json) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('[{"id":1,"created_at":', '<html><body>502 Bad Gateway</body></html>', '', `Bearer ${KEY}`)
      .map((value): WireBody => ({ kind: 'text', value })),
  },
);
const apyBody: fc.Arbitrary<WireBody> = fc.oneof(
  { weight: 6, arbitrary: fc.array(mostlyValidRow, { maxLength: 12 }).map(json) },
  { weight: 3, arbitrary: fc.array(row, { maxLength: 8 }).map(json) },
  { weight: 2, arbitrary: brokenBody },
);
const rewardsBody: fc.Arbitrary<WireBody> = fc.oneof(
  { weight: 6, arbitrary: rewardsRecord.map(json) },
  { weight: 2, arbitrary: brokenBody },
);
/** `consistent`: the span the request asked for, cut to the body, with a matching total. */
const contentRange = fc.oneof(
  { weight: 6, arbitrary: fc.constant('consistent' as const) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('0-9/5', '*/0', '0-0/*', 'bytes 0-9/10', '0-999/1000', 'garbage') },
);
const answerWith = (wireBody: fc.Arbitrary<WireBody>) =>
  fc.record({
    status: fc.oneof(
      { weight: 8, arbitrary: fc.constant(200) },
      { weight: 3, arbitrary: fc.constantFrom(206, 400, 401, 403, 404, 416, 429, 500, 502, 503) },
    ),
    statusText: fc.constantFrom('', 'OK', `Unauthorized ${KEY}`),
    contentRange,
    retryAfter: fc.option(fc.constantFrom('1', '999999999', 'Wed, 21 Oct 2099 07:28:00 GMT', 'soon'), {
      nil: undefined,
    }),
    body: wireBody,
  });
type Answer = typeof answerWith extends (body: never) => fc.Arbitrary<infer T> ? T : never;

function respond(generated: Answer, request: Headers): Response {
  const headers = new Headers({
    'Content-Type': generated.body.kind === 'json' ? 'application/json; charset=utf-8' : 'text/html',
  });
  if (generated.contentRange === 'consistent') {
    const from = Number(/^(\d+)-/.exec(request.get('Range') ?? '')?.[1] ?? 0);
    const count = Array.isArray(generated.body.value) ? generated.body.value.length : 0;
    headers.set('Content-Range', count === 0 ? `*/${from}` : `${from}-${from + count - 1}/${from + count}`);
  } else if (generated.contentRange !== undefined) headers.set('Content-Range', generated.contentRange);
  if (generated.retryAfter !== undefined) headers.set('Retry-After', generated.retryAfter);
  const text = generated.body.kind === 'json' ? JSON.stringify(generated.body.value) : generated.body.value;
  return new Response(text, { status: generated.status, statusText: generated.statusText, headers });
}

// ─── The screen a user sees ───────────────────────────────────────────────────────────────────────────────────

class Boundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const surfaces = {
  latest: { root: '[data-slot="apy-table"]', ui: <AssetApyTable query={{ retry: false }} /> },
  history: {
    root: '[data-slot="apy-table"]',
    ui: <AssetApyTable view="history" pageSize={5} query={{ retry: false }} />,
  },
  badge: {
    root: '[data-slot="rewards-badge"]',
    ui: <UserRewardsBadge chain="mode" user={sampleUsers.regular} query={{ retry: false }} />,
  },
} as const;
type SurfaceName = keyof typeof surfaces;

/** Numbers no user should ever read: ∞, NaN, a signed zero, and unbounded runs of digits. */
const brokenNumber = /∞|NaN|Infinity|[-−‒]0[.,]0+\s?%|[-−‒]0\s?%|\d{80,}/;

describe('wire → fetcher → hook → component', () => {
  const run = fc.oneof(
    fc.tuple(fc.constantFrom<SurfaceName>('latest', 'latest', 'history'), answerWith(apyBody)),
    fc.tuple(fc.constant<SurfaceName>('badge'), answerWith(rewardsBody)),
  );
  test.prop([run], { numRuns: RUNS })(
    'any body renders a state, never throws, never shows a broken number or the key, and stays within a bound per row',
    async ([surfaceName, generated]) => {
      const printed: unknown[][] = [];
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          printed.push(args);
        }),
      );
      const thrown: unknown[] = [];
      let requests = 0;
      const config = createConfig({
        ...service.config,
        fetch: async (_url, init) => {
          requests += 1;
          return respond(generated, new Headers(init?.headers));
        },
      });
      const surface = surfaces[surfaceName];
      try {
        const started = performance.now();
        const { container, queryClient } = renderWithProviders(
          <Boundary onError={(error) => thrown.push(error)}>{surface.ui}</Boundary>,
          { config },
        );
        await waitFor(() => {
          if (thrown.length > 0) return;
          const state = container.querySelector(surface.root)?.getAttribute('data-state');
          expect(state).toMatch(/^(ready|empty|error|zero)$/);
        });
        await act(async () => {});
        const elapsed = performance.now() - started;

        expect(thrown).toEqual([]);
        const text = container.textContent ?? '';
        expect(text).not.toMatch(brokenNumber);
        expect(container.innerHTML).not.toContain(KEY);
        expect(container.querySelector('img, script, iframe, [onerror]')).toBeNull();
        for (const query of queryClient.getQueryCache().getAll()) {
          const error = query.state.error;
          if (error)
            figures.add(`error ${(error as Error).name}: ${(error as ApyRewardsError).shortMessage?.slice(0, 60)}`);
          if (error) expect(`${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`).not.toContain(KEY);
        }
        for (const line of printed) expect(line.map(String).join(' ')).not.toContain(KEY);
        const rows = Array.isArray((generated.body as { value: unknown }).value)
          ? ((generated.body as { value: unknown[] }).value.length ?? 0)
          : 0;
        expect(elapsed).toBeLessThan(MS_PER_ROW * Math.max(rows, 1) + CATASTROPHE_MS);
        figures.add(`${surfaceName} runs`);
        figures.add(`${surfaceName} requests`, requests);
        figures.add(`ended ${container.querySelector(surface.root)?.getAttribute('data-state')}`);
        figures.add('rows served', rows);
        slowestMsPerRow = Math.max(slowestMsPerRow, elapsed / Math.max(rows, 1));
      } finally {
        cleanup();
        for (const spy of spies) spy.mockRestore();
      }
    },
  );
});
