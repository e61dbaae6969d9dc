import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Sparkline } from '../src/components/ApyTable/Sparkline';

const meta = {
  title: 'Components/Sparkline',
  component: Sparkline,
  args: { values: [4.1, 4.3, 4.2, 4.8, 5.3], label: 'Total supply APY trend over 5 snapshots: from 4.10% to 5.30%' },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rising series, drawn in the positive color, with a dot on the last point. */
export const Rising: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /from 4\.10% to 5\.30%/ });
    await expect(image).toHaveAttribute('data-trend', 'up');
  },
};

/** A falling series, drawn in the danger colour (`--ark-color-danger`). */
export const Falling: Story = {
  args: { values: [6, 5.5, 5.1, 4.2], label: 'Total supply APY trend over 4 snapshots: from 6.00% to 4.20%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('data-trend', 'down');
  },
};

/** Equal values: a flat line across the middle. */
export const Flat: Story = {
  args: { values: [3, 3, 3], label: 'Total supply APY trend over 3 snapshots: from 3.00% to 3.00%' },
};

/** Missing snapshots (`null`) are skipped; the others keep their place in time. */
export const WithMissingValues: Story = {
  args: { values: [2, null, 2.5, null, 3.1], label: 'Total supply APY trend over 3 snapshots: from 2.00% to 3.10%' },
};

/** Every state side by side, larger. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Sparkline {...args} width={144} height={48} />
      <Sparkline {...args} values={[6, 5.5, 5.1, 4.2]} width={144} height={48} />
      <Sparkline {...args} values={[3, 3, 3]} width={144} height={48} />
      <Sparkline {...args} values={[2, null, 2.5, null, 3.1]} width={144} height={48} />
    </div>
  ),
};
