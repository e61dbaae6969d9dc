import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AssetApyTable } from '../src/components/ApyTable/AssetApyTable';
import { ChainFilter, type ChainFilterValue } from '../src/components/ChainFilter/ChainFilter';
import { UserRewardsBadge } from '../src/components/RewardsBadge/UserRewardsBadge';
import { createSampleAssetApys, sampleUsers } from '../src/testing';

function DappPage() {
  const [chainId, setChainId] = useState<ChainFilterValue>('all');
  const [wallet, setWallet] = useState('');
  const inputId = useId();
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        maxWidth: 1080,
        margin: '0 auto',
        fontFamily: 'var(--ark-font)',
        color: 'var(--ark-color-text)',
      }}
    >
      <header
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <h1 style={{ margin: 0, fontSize: 24 }}>Lend on Mode &amp; Base</h1>
        <ChainFilter value={chainId} onValueChange={setChainId} label="Network" />
      </header>
      <section aria-label="Your rewards" style={{ display: 'grid', gap: 12 }}>
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>
          Wallet address
        </label>
        <input
          id={inputId}
          value={wallet}
          onChange={(event) => setWallet(event.target.value.trim())}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          style={{
            font: '14px var(--ark-font-mono)',
            padding: '10px 12px',
            borderRadius: 'var(--ark-radius-sm)',
            border: '1px solid var(--ark-color-border)',
            background: 'var(--ark-color-bg)',
            color: 'var(--ark-color-text)',
            maxWidth: 480,
          }}
        />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {chainId !== 8453 && <UserRewardsBadge chain="mode" user={wallet} />}
          {chainId !== 34443 && <UserRewardsBadge chain="base" user={wallet} />}
        </div>
      </section>
      <AssetApyTable chainId={chainId} />
    </div>
  );
}

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

/** A lending dApp page: market APYs, a network switch and a rewards lookup for a typed wallet address. */
export const Page: Story = {
  play: async ({ canvas }) => {
    // Keyboard order follows the page: the network switch (one stop for the group), the wallet field, the table.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Wallet address')).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement?.closest('[data-slot="apy-table"]')).not.toBeNull();

    const table = await canvas.findByRole('table', { name: 'Market APYs' });
    await expect(await within(table).findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('Enter a valid wallet address')).toHaveLength(2);

    await userEvent.type(canvas.getByLabelText('Wallet address'), sampleUsers.regular);
    const mode = await canvas.findByRole('group', { name: 'ION rewards earned on Mode' });
    await expect(await within(mode).findByText('1.53K ION', {}, { timeout: 5000 })).toBeVisible();
    const base = canvas.getByRole('group', { name: 'ION rewards earned on Base' });
    await expect(await within(base).findByText('87.5 ION')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Base' }));
    await expect(canvas.queryByRole('group', { name: 'ION rewards earned on Mode' })).toBeNull();
  },
};

/** The same page on a 360 px phone (Storybook's viewport; the story sweep checks every story at 320, 360 and 390 px). */
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
