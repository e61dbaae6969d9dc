import { act, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { UserRewardsBadge } from '../../src/components/RewardsBadge/UserRewardsBadge';
import { createConfig } from '../../src/core/config';
import { useUserRewardsAllChains } from '../../src/react/useUserRewardsAllChains';
import { sampleUsers } from '../../src/testing';
import { serveMockService } from '../testing/mswService';
import { renderHookWithProviders, renderWithProviders } from '../utils';

// A background refresh that fails after an answer was shown: a malformed body (not retried, so the test is quick).
const mock = serveMockService();

test('useUserRewardsAllChains keeps the exact total when a background refresh fails', async () => {
  const config = createConfig(mock.service.config);
  const { result, queryClient } = renderHookWithProviders(
    () => useUserRewardsAllChains({ user: sampleUsers.regular }),
    { config },
  );
  await waitFor(() => expect(result.current.totalRewards).toBe(1621770000000000000000n));
  mock.service.setFaults({ rewards: { kind: 'malformed' } });
  await act(() => queryClient.refetchQueries());
  // TanStack notifies observers on a timer tick, which `act` does not wait for.
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.totalRewards).toBe(1621770000000000000000n);
});

test('UserRewardsBadge keeps the amount beside the alert when a background refresh fails', async () => {
  const config = createConfig(mock.service.config);
  const { queryClient } = renderWithProviders(<UserRewardsBadge chain="mode" user={sampleUsers.regular} />, {
    config,
  });
  expect(await screen.findByText('1.53K ION')).toBeInTheDocument();
  mock.service.setFaults({ rewards: { kind: 'malformed' } });
  await act(() => queryClient.refetchQueries());
  await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  expect(screen.getByText('1.53K ION')).toBeInTheDocument();
  expect(screen.getByRole('group')).toHaveAttribute('data-state', 'error');
});
