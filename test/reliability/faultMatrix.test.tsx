import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { UserRewardsBadge } from '../../src/components/RewardsBadge/UserRewardsBadge';
import { fetchAssetApys } from '../../src/core/assetApys';
import { type ApyRewardsConfig, createConfig } from '../../src/core/config';
import { ApyRewardsError, TimeoutError } from '../../src/core/errors';
import { fetchUserRewards } from '../../src/core/userRewards';
import { MAX_RETRIES } from '../../src/query/retry';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';
import { createMockService, type MockServiceName, sampleUsers } from '../../src/testing';
import { renderHookWithProviders, renderWithProviders } from '../utils';
import { type FaultCase, faultMatrix, queryAttempts } from './faultMatrix';
import { createFigures, requestsTo, settle } from './support';

// The library's real retry policy decides what is retried and how often; only the wait is shortened here (and the
// wait it asked for recorded). retryAfter.test.tsx proves with the real wait that Retry-After delays the retry.
const requestedDelays = vi.hoisted(() => [] as number[]);
vi.mock('../../src/query/retry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/query/retry')>();
  return {
    ...actual,
    retryDelay: (failureCount: number, error: import('../../src/core/errors').ApyRewardsError) => {
      requestedDelays.push(actual.retryDelay(failureCount, error));
      return 1;
    },
  };
});

const figures = createFigures('fault matrix');
// Generous bounds for a busy shared machine, not assertions about speed.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const service = createMockService();
const server = setupServer(...service.handlers);
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  process.on('unhandledRejection', onUnhandled);
});
beforeEach(() => {
  service.reset();
  requestedDelays.length = 0;
});
afterEach(async () => {
  await settle(10);
  expect(unhandled, 'no unhandled rejection').toEqual([]);
  figures.add('requests answered', service.requests.length);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  server.close();
});

function configFor(entry: FaultCase): ApyRewardsConfig {
  return createConfig({ ...service.config, ...(entry.timeoutMs ? { timeoutMs: entry.timeoutMs } : {}) });
}

/** Checks an error against a row of the matrix: its exact class, then the row's own checks. */
function expectMatches(error: unknown, entry: FaultCase, name: MockServiceName): void {
  expect(error).toBeInstanceOf(ApyRewardsError);
  expect((error as object).constructor).toBe(entry.error);
  entry.check?.(error as ApyRewardsError, name);
}

interface Surface {
  fetch: (config: ApyRewardsConfig) => Promise<unknown>;
  hook: () => { status: string; error: unknown; failureCount: number; data: unknown };
  component: ReactElement;
  root: string;
  /** Requests before the retried read: the latest view's first paint reads the newest batch once (no retries). */
  firstPaintReads: number;
}

const surfaces: Record<MockServiceName, Surface> = {
  apy: {
    fetch: (config) => fetchAssetApys(config, { chainId: 8453, count: 'exact', range: { from: 0, to: 9 } }),
    hook: () => useLatestAssetApys({ chainId: 8453 }),
    component: <AssetApyTable />,
    root: '[data-slot="apy-table"]',
    firstPaintReads: 1,
  },
  rewards: {
    fetch: (config) => fetchUserRewards(config, { chain: 'mode', user: sampleUsers.regular }),
    hook: () => useUserRewards({ chain: 'mode', user: sampleUsers.regular }),
    component: <UserRewardsBadge chain="mode" user={sampleUsers.regular} />,
    root: '[data-slot="rewards-badge"]',
    firstPaintReads: 0,
  },
};

describe.each(['apy', 'rewards'] as const)('%s service', (name) => {
  const surface = surfaces[name];

  describe.each(faultMatrix)('$name', (entry) => {
    const attempts = queryAttempts(entry);
    // The latest view's batch read is retried only when the service asked for a wait (Retry-After).
    const firstPaintReads =
      surface.firstPaintReads > 0 && 'headers' in entry.fault && entry.fault.headers?.['Retry-After'] !== undefined
        ? attempts
        : surface.firstPaintReads;

    test('fetcher: one attempt, the right typed error (or the data)', async () => {
      service.setFaults({ [name]: entry.fault });
      const outcome = await surface.fetch(configFor(entry)).then(
        (data) => ({ data }),
        (error: unknown) => ({ error }),
      );
      figures.add('fetcher runs');
      figures.add('faults injected', requestsTo(service, name));
      expect(requestsTo(service, name)).toBe(1);
      if (entry.error === null) {
        expect(outcome).toHaveProperty('data');
        if (name === 'apy') {
          const rows = (outcome as { data: { rows: Record<string, unknown>[] } }).data.rows;
          expect(rows.length).toBeGreaterThan(0);
          expect(rows.every((row) => row.unexpectedField === 'mock')).toBe(true);
        } else {
          expect(Object.keys((outcome as { data: object }).data).sort()).toEqual(
            ['chain', 'ionTokenAddress', 'totalRewards', 'user'].sort(),
          );
        }
      } else {
        expect(outcome).toHaveProperty('error');
        expectMatches((outcome as { error: unknown }).error, entry, name);
      }
      expect(requestedDelays).toEqual([]);
    });

    test(`hook: ${attempts} attempt(s) by the retry policy, then the typed error (or the data)`, async () => {
      service.setFaults({ [name]: entry.fault });
      const { result } = renderHookWithProviders(surface.hook, { config: configFor(entry) });
      await waitFor(() => expect(result.current.status).not.toBe('pending'));
      await settle(20);
      figures.add('hook runs');
      figures.add('faults injected', requestsTo(service, name));
      expect(requestsTo(service, name)).toBe(firstPaintReads + attempts);
      // TanStack asks for a delay after every failure, the last one included, then decides whether to retry.
      expect(requestedDelays.slice(0, attempts - 1)).toEqual(entry.delays);
      if (entry.error === null) {
        expect(result.current.status).toBe('success');
      } else {
        expect(result.current.status).toBe('error');
        expect(result.current.failureCount).toBe(attempts);
        expectMatches(result.current.error, entry, name);
      }
    });

    test('connected component: error state, alert and a Retry that recovers once the fault clears', async () => {
      const user = userEvent.setup();
      service.setFaults({ [name]: { ...entry.fault, times: firstPaintReads + attempts } });
      const { container } = renderWithProviders(surface.component, { config: configFor(entry) });
      const root = container.querySelector(surface.root);
      figures.add('component runs');
      if (entry.error === null) {
        await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
        expect(screen.queryByRole('alert')).toBeNull();
        figures.add('faults injected', requestsTo(service, name));
        expect(requestsTo(service, name)).toBe(firstPaintReads + 1);
        return;
      }
      await waitFor(() => expect(root).toHaveAttribute('data-state', 'error'));
      figures.add('faults injected', requestsTo(service, name));
      expect(requestsTo(service, name)).toBe(firstPaintReads + attempts);
      const alert = screen.getByRole('alert');
      // The alert's sentence (and "Try again") load with the first error.
      await waitFor(() => expect(alert.querySelector('[data-slot="error-message"]')).not.toBeNull());
      expect(alert).toHaveTextContent(entry.alert ?? /./);
      expect(alert.textContent).not.toMatch(/<|https?:\/\/|HTTP \d|PGRST|API key/);
      if (entry.retryOffered === false) {
        expect(within(alert).queryByRole('button')).toBeNull();
        return;
      }

      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(requestsTo(service, name)).toBe(firstPaintReads + attempts + 1);
      figures.add('recoveries after Retry');
    });
  });
});

describe('beyond the mock’s faults', () => {
  test('headers that arrive with a body that never does: a TimeoutError, retried like a hang', async () => {
    let attempts = 0;
    const stalled = createConfig({
      ...service.config,
      timeoutMs: 100,
      fetch: async () => {
        attempts += 1;
        return new Response(new ReadableStream({ start() {} }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    await expect(fetchUserRewards(stalled, { chain: 'base', user: sampleUsers.regular })).rejects.toBeInstanceOf(
      TimeoutError,
    );
    expect(attempts).toBe(1);
    attempts = 0;
    const { result } = renderHookWithProviders(() => useUserRewards({ chain: 'base', user: sampleUsers.regular }), {
      config: stalled,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(TimeoutError);
    expect(attempts).toBe(1 + MAX_RETRIES);
    figures.add('faults injected', 1 + attempts);
  });
});
