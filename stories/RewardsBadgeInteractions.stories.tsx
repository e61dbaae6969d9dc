import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RewardsBadge } from '../src/components/RewardsBadge/RewardsBadge';
import { amountText } from './amountText';

const meta = {
  title: 'Components/RewardsBadge/Interactions',
  component: RewardsBadge,
  args: { amountWei: '1534270000000000000000', chain: 'Mode', onRetry: fn(), onViewChange: fn() },
} satisfies Meta<typeof RewardsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus on the short amount shows every digit, as hover does. */
export const FocusShowsExact: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByText('1.53K ION')).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('1,534.27 ION');
  },
};

/** The "Exact" toggle switches to every digit and tells the product the view it chose. */
export const ToggleToExact: Story = {
  args: { amountWei: '123456789012345678901234567' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Exact' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('exact');
    await expect(canvas.getByText(amountText('123,456,789.012345678901234567 ION'))).toBeVisible();
  },
};

/** A badge at the end of a header: its tooltip opens from the badge's end, inside the screen, not past its edge. */
export const TooltipInsideTheScreen: Story = {
  args: { amountWei: '123456789012345678901234567890123' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    const { left, right } = tooltip.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
