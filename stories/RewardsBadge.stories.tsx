import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RewardsBadge } from '../src/components/RewardsBadge/RewardsBadge';

const meta = {
  title: 'Components/RewardsBadge',
  component: RewardsBadge,
  args: { amountWei: '1534270000000000000000', chain: 'Mode', onRetry: fn(), onViewChange: fn() },
  argTypes: { amountWei: { control: 'text' } },
} satisfies Meta<typeof RewardsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short amount; hover or focus shows every digit. */
export const Compact: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByText('1.53K ION')).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('1,534.27 ION');
  },
};

/** Every digit, toggled on. */
export const Exact: Story = {
  args: { amountWei: '123456789012345678901234567' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Exact' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('exact');
    await expect(canvas.getByText('123,456,789.012345678901234567 ION')).toBeVisible();
  },
};

/** Nothing claimed yet. */
export const Zero: Story = { args: { amountWei: '0' } };

/** Far beyond 2^64 wei, exact to the last digit. */
export const Huge: Story = {
  args: { amountWei: '98765432109876543210987654321', chain: 'Base', defaultView: 'exact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('98,765,432,109.876543210987654321 ION')).toBeVisible();
  },
};

/** Waiting for the rewards API. */
export const Loading: Story = { args: { amountWei: undefined, loading: true } };

/** The rewards API failed. */
export const ErrorState: Story = {
  name: 'Error',
  args: { amountWei: undefined, error: new Error('Failed to fetch user rewards data') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <RewardsBadge {...args} />
      <RewardsBadge {...args} amountWei="98765432109876543210987654321" chain="Base" defaultView="exact" />
      <RewardsBadge {...args} amountWei="0" />
      <RewardsBadge {...args} amountWei="1" />
      <RewardsBadge {...args} amountWei={undefined} loading />
      <RewardsBadge {...args} amountWei={undefined} error={new Error('Failed to fetch user rewards data')} />
      <RewardsBadge {...args} amountWei={undefined} placeholder="Enter a valid wallet address" />
    </div>
  ),
};

/** The same states in the dark theme. */
export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
