import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createSampleAssetApys } from '../src/testing';
import { DappPage } from './DappPage';

const meta = {
  title: 'Examples/DappPage',
  component: DappPage,
  parameters: {
    layout: 'padded',
    mockService: () => ({ assetApys: createSampleAssetApys({ now: Date.now() }) }),
  },
} satisfies Meta<typeof DappPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lending dApp page as it opens: market APYs on every network, and both badges asking for a wallet address. */
export const Page: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Market APYs' });
    await expect(await within(table).findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(canvas.getAllByText('Enter a valid wallet address')).toHaveLength(2);
  },
};

/** The same page on a 360 px phone (Storybook's viewport; the story sweep checks every story at 320, 360 and 390 px). */
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
