import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSampleAssetApys, sampleUsers } from '../src/testing';
import { DappPage } from './DappPage';

const meta = {
  title: 'Examples/DappPage/Interactions',
  component: DappPage,
  parameters: {
    layout: 'padded',
    mockService: () => ({ assetApys: createSampleAssetApys({ now: Date.now() }) }),
  },
} satisfies Meta<typeof DappPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard order follows the page: the network switch (one stop for the group), the wallet field, the table. */
export const KeyboardOrder: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Market APYs' });
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Wallet address')).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement?.closest('[data-slot="apy-table"]')).not.toBeNull();
  },
};

/**
 * Typing a wallet shows its rewards on both networks; choosing Base leaves only the Base badge, and the table, whose
 * chain the page's switch controls, says how many markets it now shows.
 */
export const WalletAndNetwork: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Market APYs' });
    await expect(await within(table).findByText('AERO', {}, { timeout: 5000 })).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Wallet address'), sampleUsers.regular);
    const mode = await canvas.findByRole('group', { name: 'ION rewards earned on Mode' });
    await expect(await within(mode).findByText('1.53K ION', {}, { timeout: 5000 })).toBeVisible();
    const base = canvas.getByRole('group', { name: 'ION rewards earned on Base' });
    await expect(await within(base).findByText('87.5 ION')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Base' }));
    await expect(canvas.queryByRole('group', { name: 'ION rewards earned on Mode' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'ION rewards earned on Base' })).toBeVisible();
    const status = table.closest('[data-slot="apy-table"]')?.querySelector('[role="status"]') as HTMLElement;
    await waitFor(() => {
      const rows = within(table)
        .getAllByRole('row')
        .filter((row) => row.getAttribute('data-slot') === 'row');
      expect(rows.every((row) => row.querySelector('[data-slot="chain"]')?.textContent === 'Base')).toBe(true);
      expect(status).toHaveTextContent(`${rows.length} rows shown`);
    });
  },
};
