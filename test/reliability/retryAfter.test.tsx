import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { UserRewardsBadge } from '../../src/components/RewardsBadge/UserRewardsBadge';
import { createConfig } from '../../src/core/config';
import { parseRetryAfter } from '../../src/core/httpFailure';
import { MAX_RETRY_AFTER_MS } from '../../src/query/retry';
import { useLatestAssetApys } from '../../src/react/useLatestAssetApys';
import { useUserRewards } from '../../src/react/useUserRewards';
import { createMockService, type MockFault, type MockServiceName, sampleUsers } from '../../src/testing';
import { renderHookWithProviders, renderWithProviders } from '../utils';
import { createFigures, requestsTo } from './support';

// The real retry policy and the real waits, on a fake clock: the retry goes out exactly when the library says.
const figures = createFigures('Retry-After (real retryDelay, fake clock)');
const service = createMockService();
const server = setupServer(...service.handlers);
const config = createConfig(service.config);
const start = new Date('2026-11-22T00:00:00.000Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  service.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Advances the fake clock to `ms` after the start, letting requests and renders settle on the way. */
async function clockAt(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms - (Date.now() - start.getTime()));
}

/** The moment the second request goes out for a fault that hits the first one only: the wait before the retry. */
async function expectRetryAt(name: MockServiceName, fault: MockFault, waitMs: number, mount: () => void) {
  service.setFaults({ [name]: { ...fault, times: 1 } });
  mount();
  await clockAt(0);
  expect(requestsTo(service, name)).toBe(1);
  await clockAt(waitMs - 1);
  expect(requestsTo(service, name), `no retry before ${waitMs} ms`).toBe(1);
  await clockAt(waitMs);
  expect(requestsTo(service, name), `the retry at ${waitMs} ms`).toBe(2);
  figures.add('retries timed');
}

const rewardsHook = () =>
  renderHookWithProviders(() => useUserRewards({ chain: 'base', user: sampleUsers.regular }), { config });
const apyHook = () => renderHookWithProviders(() => useLatestAssetApys({ chainId: 34443 }), { config });

describe('the wait before a retry', () => {
  test('without Retry-After a 503 is retried after the 1 s backoff', async () => {
    await expectRetryAt('rewards', { status: 503 }, 1000, rewardsHook);
  });

  test('Retry-After: 3 on a 503 delays the retry to 3 s, not the 1 s backoff', async () => {
    await expectRetryAt('rewards', { status: 503, headers: { 'Retry-After': '3' } }, 3000, rewardsHook);
  });

  test('Retry-After as an HTTP date on a 429 waits until that date', async () => {
    const date = new Date(start.getTime() + 5000).toUTCString();
    await expectRetryAt('apy', { status: 429, headers: { 'Retry-After': date } }, 5000, apyHook);
  });

  test(`a Retry-After of ${MAX_RETRY_AFTER_MS / 1000} s is waited in full`, async () => {
    await expectRetryAt('rewards', { status: 429, headers: { 'Retry-After': '60' } }, MAX_RETRY_AFTER_MS, rewardsHook);
  });

  test('a far-future Retry-After (an hour) is not retried: one request, then the error', async () => {
    service.setFaults({ rewards: { status: 503, headers: { 'Retry-After': '3600' }, times: 3 } });
    const { result } = rewardsHook();
    await clockAt(0);
    await clockAt(3_600_000);
    expect(requestsTo(service, 'rewards')).toBe(1);
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toMatchObject({ status: 503, retryAfterMs: 3_600_000 });
    figures.add('retries timed');
  });

  // Date.parse reads "1.5", "-5", "+5" and a repeated header joined as "10, 20" as dates in 2001: a wait of 0 ms.
  test.each(['1.5', '-5', '+5', '10, 20'])(
    'a malformed Retry-After (%j) never brings the retry before the default 1 s backoff',
    async (value) => {
      expect(parseRetryAfter(value) ?? 1000).toBeGreaterThanOrEqual(1000);
      service.setFaults({ rewards: { status: 503, headers: { 'Retry-After': value }, times: 1 } });
      rewardsHook();
      await clockAt(999);
      expect(requestsTo(service, 'rewards'), 'no retry within the first second').toBe(1);
      figures.add('retries timed');
    },
  );

  test('the connected badge keeps loading through the wait, then shows the rewards without an error', async () => {
    service.setFaults({ rewards: { status: 429, headers: { 'Retry-After': '2' }, times: 1 } });
    const { container } = renderWithProviders(<UserRewardsBadge chain="mode" user={sampleUsers.regular} />, {
      config,
    });
    const badge = container.querySelector('[data-slot="rewards-badge"]');
    await clockAt(1999);
    expect(requestsTo(service, 'rewards')).toBe(1);
    expect(badge).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    await clockAt(2000);
    expect(requestsTo(service, 'rewards')).toBe(2);
    await vi.waitFor(() => expect(badge).toHaveAttribute('data-state', 'ready'));
    expect(requestsTo(service, 'rewards')).toBe(2);
    figures.add('retries timed');
  });
});
