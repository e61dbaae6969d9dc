import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyMockService } from '../.storybook/mockService';
import { UserRewardsBadge } from '../src/components/RewardsBadge/UserRewardsBadge';
import { sampleUsers } from '../src/testing';

const meta = {
  title: 'Connected/UserRewardsBadge/Interactions',
  component: UserRewardsBadge,
  args: { chain: 'mode', user: sampleUsers.regular, query: { retry: false } },
  // Each story gets its own mock service; the play functions change its faults.
  parameters: { mockService: { faults: { rewards: { status: 500 } }, latencyMs: { rewards: 300 } } },
} satisfies Meta<typeof UserRewardsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Try again" by keyboard: while it runs, the alert and its `aria-disabled` button keep focus; then the badge does,
 * and its status region says the amount that came back.
 */
export const FocusAfterRetry: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    const retry = canvas.getByRole('button', { name: 'Try again' });
    storyMockService(loaded).setFaults({});
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(retry).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('alert')).toBe(alert);
    await expect(document.activeElement).toBe(retry);
    await expect(await canvas.findByText('1.53K ION', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const badge = canvasElement.querySelector('[data-slot="rewards-badge"]');
    await expect(document.activeElement).toBe(badge);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^ION rewards earned on Mode: 1\.53K ION$/);
  },
};
