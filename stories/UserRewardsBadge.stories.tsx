import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UserRewardsBadge } from '../src/components/RewardsBadge/UserRewardsBadge';
import { sampleUsers } from '../src/testing';
import { amountText } from './amountText';

const meta = {
  title: 'Connected/UserRewardsBadge',
  component: UserRewardsBadge,
  args: { chain: 'mode', user: sampleUsers.regular },
  argTypes: {
    chain: { control: 'inline-radio', options: ['mode', 'base'] },
    user: { control: 'select', options: Object.values(sampleUsers) },
  },
  // Each story gets its own mock service (see .storybook/mockService.ts), so the docs page shows each story's own state.
  parameters: { mockService: {} },
} satisfies Meta<typeof UserRewardsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wallet with a few thousand ION earned on Mode. */
export const Regular: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1.53K ION', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** More than 2^64 wei on Base. */
export const Whale: Story = {
  args: { chain: 'base', user: sampleUsers.whale },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('98.76B ION', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** No rewards: the API answers "0". */
export const NoRewards: Story = {
  args: { user: sampleUsers.none },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No rewards claimed yet', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Half-typed address: a neutral prompt, no request, no error. */
export const InvalidAddress: Story = {
  args: { user: '0x1333' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Enter a valid wallet address')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="rewards-badge"]')).toHaveAttribute('data-state', 'idle');
  },
};

/** The rewards API fails (500, as the real one answers any failure). */
export const ServerError: Story = {
  args: { query: { retry: false } },
  parameters: { mockService: { faults: { rewards: { status: 500 } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The service is having trouble.',
    );
  },
};

/** 1.5 s of latency. */
export const SlowNetwork: Story = {
  parameters: { mockService: { latencyMs: 1500 } },
};

/** The whale's amount in Storybook's 360 px viewport, exact view: it wraps between digit groups only. */
export const Phone360: Story = {
  args: { chain: 'base', user: sampleUsers.whale, defaultView: 'exact' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(amountText('98,765,432,109.876543210987654321 ION'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
