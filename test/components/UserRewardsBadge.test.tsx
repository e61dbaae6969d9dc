import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { UserRewardsBadge } from '../../src/components/RewardsBadge/UserRewardsBadge';
import { createConfig } from '../../src/core/config';
import { createMockService, sampleUsers } from '../../src/testing';
import { amountText } from '../../stories/amountText';
import { holdRequests, serveMockService } from '../testing/mswService';
import { renderWithProviders, renderWithSwitchableConfig } from '../utils';
import { expectNoAxeViolations } from './axe';

const mock = serveMockService();
const config = createConfig(mock.service.config);

function badge() {
  return document.querySelector('[data-slot="rewards-badge"]');
}

test('shows a wallet’s ION rewards earned on the chain', async () => {
  const { container } = renderWithProviders(<UserRewardsBadge chain="mode" user={sampleUsers.regular} />, { config });
  expect(badge()).toHaveAttribute('data-state', 'loading');
  expect(await screen.findByText('1.53K ION')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'ION rewards earned on Mode' })).toHaveAttribute('data-state', 'ready');
  await expectNoAxeViolations(container);
});

test('a screen reader hears the amount of each wallet looked up, typed or cached', async () => {
  const { rerender } = renderWithProviders(<UserRewardsBadge chain="mode" user="0x1333" />, { config });
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(/^$/);
  rerender(<UserRewardsBadge chain="mode" user={sampleUsers.regular} />);
  await waitFor(() => expect(status).toHaveTextContent(/^ION rewards earned on Mode: 1\.53K ION$/));
  rerender(<UserRewardsBadge chain="base" user={sampleUsers.none} />);
  await waitFor(() => expect(status).toHaveTextContent(/^ION rewards earned on Base: 0 ION\. No rewards claimed yet$/));
  rerender(<UserRewardsBadge chain="mode" user={sampleUsers.regular} />);
  expect(status).toHaveTextContent(/^ION rewards earned on Mode: 1\.53K ION$/);
});

test('huge totals beyond 2^64 wei', async () => {
  renderWithProviders(<UserRewardsBadge chain={8453} user={sampleUsers.whale} defaultView="exact" />, { config });
  expect(await screen.findByText(amountText('98,765,432,109.876543210987654321 ION'))).toBeInTheDocument();
});

test('no rewards is the zero state', async () => {
  renderWithProviders(<UserRewardsBadge chain="base" user={sampleUsers.none} />, { config });
  expect(await screen.findByText('No rewards claimed yet')).toBeInTheDocument();
  expect(badge()).toHaveAttribute('data-state', 'zero');
});

test('an invalid or partial address is a neutral state: no request, no error', async () => {
  const { rerender } = renderWithProviders(<UserRewardsBadge chain="mode" user="0x1333" />, { config });
  expect(screen.getByText('Enter a valid wallet address')).toBeInTheDocument();
  expect(badge()).toHaveAttribute('data-state', 'idle');
  rerender(<UserRewardsBadge chain="mode" user={undefined} placeholder="Connect a wallet" />);
  expect(screen.getByText('Connect a wallet')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(mock.service.requests).toHaveLength(0);
});

test('offline, a valid address waits as loading and is never asked for again; it loads once back online', async () => {
  onlineManager.setOnline(false);
  try {
    renderWithProviders(<UserRewardsBadge chain="mode" user={sampleUsers.regular} />, { config });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(badge()).toHaveAttribute('data-state', 'loading');
    expect(screen.queryByText('Enter a valid wallet address')).toBeNull();
  } finally {
    onlineManager.setOnline(true);
  }
  await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'ready'));
});

/** A Mode badge of a regular user whose read fails with a 500, no retries. */
function renderFailedBadge() {
  mock.service.setFaults({ rewards: { status: 500 } });
  return renderWithProviders(<UserRewardsBadge chain="mode" user={sampleUsers.regular} query={{ retry: false }} />, {
    config,
  });
}

test('a failing rewards API shows an error whose retry recovers', async () => {
  const user = userEvent.setup();
  renderFailedBadge();
  expect(await screen.findByRole('alert')).toHaveTextContent('The service is having trouble.');
  mock.service.setFaults({});
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'ready'));
});

test('"Try again" keeps its alert and focus while the retry runs; the recovered badge takes the focus', async () => {
  const user = userEvent.setup();
  renderFailedBadge();
  const alert = await screen.findByRole('alert');
  mock.service.setFaults({});
  const release = holdRequests(mock.server);
  const retry = screen.getByRole('button', { name: 'Try again' });
  await user.click(retry);
  await waitFor(() => expect(retry).toHaveAttribute('aria-disabled', 'true'));
  expect(screen.getByRole('alert')).toBe(alert);
  expect(retry).toHaveFocus();
  release();
  await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'ready'));
  expect(badge()).toHaveFocus();
});

test('"Try again" that fails again is spoken again (a new message node); a background refetch that fails is not', async () => {
  const user = userEvent.setup();
  mock.service.setFaults({ rewards: { status: 500 } });
  const { queryClient } = renderWithProviders(
    <UserRewardsBadge chain="mode" user={sampleUsers.regular} query={{ retry: false }} />,
    { config },
  );
  await screen.findByRole('alert');
  const message = () => document.querySelector('[data-slot="error-message"]');
  const rewardsRequests = () => mock.service.requests.filter((request) => request.service === 'rewards');
  const first = message();
  const retry = screen.getByRole('button', { name: 'Try again' });
  await user.click(retry);
  await waitFor(() => expect(rewardsRequests()).toHaveLength(2));
  await waitFor(() => expect(message()).not.toBe(first));
  expect(message()).toHaveTextContent('The service is having trouble.');
  expect(retry).toHaveFocus();

  const second = message();
  await act(() => queryClient.refetchQueries());
  expect(rewardsRequests()).toHaveLength(3);
  await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'));
  expect(message()).toBe(second);
});

test('the address prompt and the error sentence come from messages (own props win)', async () => {
  mock.service.setFaults({ rewards: { status: 401 } });
  const messages = { badge: { addressPrompt: 'Adresse eingeben' }, errors: { unavailable: 'Nicht verfügbar.' } };
  const { rerender } = renderWithProviders(<UserRewardsBadge chain="mode" user="0x1" messages={messages} />, {
    config,
  });
  expect(screen.getByText('Adresse eingeben')).toBeInTheDocument();
  rerender(<UserRewardsBadge chain="mode" user={sampleUsers.regular} messages={messages} query={{ retry: false }} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Nicht verfügbar.');
  // A refused request cannot be fixed by trying again.
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  mock.service.setFaults({});
});

test("an error of one rewards endpoint is not shown over the next endpoint's read", async () => {
  mock.service.setFaults({ rewards: { status: 500 } });
  const other = createMockService({ rewardsUrl: 'https://rewards-two.example.com' });
  const { switchConfig } = renderWithSwitchableConfig(
    <UserRewardsBadge chain="mode" user={sampleUsers.regular} query={{ retry: false }} />,
    config,
  );
  await screen.findByRole('alert');
  mock.server.use(...other.handlers);
  const release = holdRequests(mock.server);
  switchConfig(createConfig(other.config));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(badge()).toHaveAttribute('data-state', 'loading');
  release();
  await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'ready'));
});

test('each failing badge names itself in its alert, for screen readers that hear the alert alone', async () => {
  mock.service.setFaults({ rewards: { status: 500 } });
  renderWithProviders(
    <>
      <UserRewardsBadge chain="mode" user={sampleUsers.regular} query={{ retry: false }} />
      <UserRewardsBadge chain="base" user={sampleUsers.regular} query={{ retry: false }} />
    </>,
    { config },
  );
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  const [mode, base] = screen.getAllByRole('alert');
  expect(mode).toHaveTextContent(/^ION rewards earned on Mode: The service is having trouble\./);
  expect(base).toHaveTextContent(/^ION rewards earned on Base: The service is having trouble\./);
  mock.service.setFaults({});
});

test('a "Try again" that ends in an error no retry can fix hands its focus to the badge', async () => {
  const user = userEvent.setup();
  renderFailedBadge();
  const alert = await screen.findByRole('alert');
  mock.service.setFaults({ rewards: { status: 404 } });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This data could not be loaded.'));
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(alert.closest('[data-slot="rewards-badge"]')).toHaveFocus();
  mock.service.setFaults({});
});

test('a refresh that fails beside the amount leaves nothing said before in the status region', async () => {
  const { queryClient } = renderWithProviders(
    <UserRewardsBadge chain="mode" user={sampleUsers.regular} query={{ retry: false }} />,
    { config },
  );
  const status = screen.getByRole('status');
  await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'ready'));
  mock.service.setFaults({ rewards: { status: 500 } });
  await act(() => queryClient.refetchQueries());
  await screen.findByRole('alert');
  expect(screen.getByText('1.53K ION')).toBeInTheDocument();
  expect(status).toHaveTextContent(/^$/);
  mock.service.setFaults({});
});
