import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AssetApyChart } from '../src/components/ApyChart/AssetApyChart';
import { createSampleAssetApys, sampleMarkets } from '../src/testing';

const usdcMode = sampleMarkets.find(
  (m) => m.symbol === 'USDC' && m.chainId === '34443',
) as (typeof sampleMarkets)[number];

const meta = {
  title: 'Connected/AssetApyChart/Interactions',
  component: AssetApyChart,
  args: { chainId: 34443, ctokenAddress: usdcMode.ctokenAddress, title: 'USDC on Mode', onRangeChange: fn() },
  // 30 days up to the current hour, one mock service per story; slow enough to see a range load.
  parameters: {
    mockService: () => ({ assetApys: createSampleAssetApys({ now: Date.now(), hours: 720 }), latencyMs: 400 }),
  },
} satisfies Meta<typeof AssetApyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Choosing 30 days: the product hears the range; the week stays on screen, dimmed and marked "Updating…", until the
 * month arrives.
 */
export const SwitchTo30Days: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('group', { name: 'USDC on Mode' }, { timeout: 5000 })).toBeVisible();
    const figure = canvas.getByRole('figure');
    await userEvent.click(canvas.getByRole('button', { name: '30d' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('30d');
    await expect(figure).toHaveAttribute('data-state', 'ready');
    await expect(figure).toHaveAttribute('data-updating');
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating…');
    await waitFor(() => expect(figure).not.toHaveAttribute('data-updating'), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('group', { name: 'USDC on Mode' })).toBeVisible();
  },
};

/**
 * "Try again" on a chart whose read fails keeps the keyboard focus: the alert stays while the retry runs (its button
 * inert), and the focus is still on the button when the retry fails again.
 */
export const RetryKeepsFocus: Story = {
  args: { query: { retry: false } },
  parameters: {
    mockService: () => ({
      assetApys: createSampleAssetApys({ now: Date.now(), hours: 24 }),
      latencyMs: 400,
      faults: { apy: { status: 503 } },
    }),
  },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    const figure = canvas.getByRole('figure');
    await expect(figure).toHaveAttribute('data-state', 'error');
    await expect(retry).toHaveFocus();
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await expect(figure).toHaveAttribute('data-state', 'error');
    await expect(retry).toHaveFocus();
  },
};
