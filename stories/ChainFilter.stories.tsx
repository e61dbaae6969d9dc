import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChainFilter } from '../src/components/ChainFilter/ChainFilter';

const meta = {
  title: 'Components/ChainFilter',
  component: ChainFilter,
  args: { onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['all', 34443, 8453] } },
} satisfies Meta<typeof ChainFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All, Mode and Base as one radio group; arrow keys move the choice. */
export const Uncontrolled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mode' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(8453);
    await expect(canvas.getByRole('radio', { name: 'Base' })).toBeChecked();
  },
};

/** The choice held by the product, without "All", under its own label. */
export const ControlledWithoutAll: Story = {
  args: { value: 8453, includeAll: false, label: 'Network' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Network' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'All' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Base' })).toBeChecked();
  },
};

/** No library classes: the product styles it; the label stays for screen readers only. */
export const Unstyled: Story = { args: { unstyled: true } };

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <ChainFilter {...args} />
      <ChainFilter {...args} defaultValue={34443} />
      <ChainFilter {...args} value={8453} includeAll={false} />
      <ChainFilter {...args} unstyled />
    </div>
  ),
};

/** The same states in the dark theme. */
export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
