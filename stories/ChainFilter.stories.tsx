import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChainFilter } from '../src/components/ChainFilter/ChainFilter';
import { protocolChainIds } from '../src/core/chainRegistry';
import { ControlledByProduct } from './ChainFilterByProduct';
import { germanMessages } from './germanMessages';
import { ThemePanel } from './ThemePanel';

const meta = {
  title: 'Components/ChainFilter',
  component: ChainFilter,
  args: { onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['all', 34443, 8453] } },
} satisfies Meta<typeof ChainFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All, Mode and Base as one radio group, the filter holding its own choice (All at first). */
export const Uncontrolled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

/** Controlled by the product's state, which shows what it holds beside the filter. */
export const Controlled: Story = {
  render: (args) => <ControlledByProduct {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(canvas.getByText('Showing: every chain')).toBeVisible();
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

/** Every chain the protocol has used, 320 px wide: one row that scrolls sideways, never taller, never wider. */
export const ManyChains: Story = {
  args: { chains: protocolChainIds },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ChainFilter {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // A chain arriving with the data must not push what follows down a line: the options never wrap.
    const options = [...canvasElement.querySelectorAll('[data-slot="option"]')];
    await expect(new Set(options.map((option) => Math.round(option.getBoundingClientRect().top))).size).toBe(1);
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    const filter = canvasElement.querySelector('[data-slot="chain-filter"]') as HTMLElement;
    await expect(filter.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** German text from the provider's messages. */
export const German: Story = {
  args: { chains: protocolChainIds.slice(0, 4) },
  parameters: { i18n: { messages: germanMessages, locale: 'de-DE' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Netzwerk' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Alle' })).toBeChecked();
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
      <ChainFilter {...args} chains={protocolChainIds} defaultValue={480} />
      <ChainFilter {...args} unstyled />
    </div>
  ),
};

/** The same states in the dark theme (on this story only, not the docs page around it). */
export const AllStatesDark: Story = {
  render: (args, context) => <ThemePanel theme="dark">{AllStates.render?.(args, context)}</ThemePanel>,
};

/** Every chain in Storybook's 360 px viewport: one row, scrolling sideways. */
export const Phone360: Story = { ...ManyChains, globals: { viewport: { value: 'phone360', isRotated: false } } };
