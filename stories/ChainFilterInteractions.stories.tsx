import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChainFilter } from '../src/components/ChainFilter/ChainFilter';
import { protocolChainIds } from '../src/core/chainRegistry';
import { ControlledByProduct } from './ChainFilterByProduct';

const meta = {
  title: 'Components/ChainFilter/Interactions',
  component: ChainFilter,
  args: { onValueChange: fn() },
} satisfies Meta<typeof ChainFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move focus and the choice together; past the last option the choice wraps to the first. */
export const ArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mode' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(8453);
    const base = canvas.getByRole('radio', { name: 'Base' });
    await expect(base).toBeChecked();
    await expect(base).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('all');
  },
};

/** Controlled by the product's state: every change re-renders the filter, and focus never drops to the page. */
export const ArrowKeysControlled: Story = {
  render: (args) => <ControlledByProduct {...args} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    for (const [name, id] of [
      ['Mode', '34443'],
      ['Base', '8453'],
    ] as const) {
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(canvas.getByText(`Showing: ${id}`)).toBeVisible());
      await expect(canvas.getByRole('radio', { name })).toHaveFocus();
      await expect(canvas.getByRole('radio', { name })).toBeChecked();
    }
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Mode' })).toHaveFocus();
  },
};

/** Every chain in 320 px: from a choice far along the row, the arrow keys still walk it. */
export const ManyChainsKeyboard: Story = {
  args: { chains: protocolChainIds },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ChainFilter {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Metal L2' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Soneium' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Soneium' })).toBeChecked();
  },
};
