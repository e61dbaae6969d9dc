import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyMockService } from '../.storybook/mockService';
import { AssetApyTable } from '../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../src/core/config';
import { ApyRewardsProvider } from '../src/react/ApyRewardsProvider';
import { createSampleAssetApys } from '../src/testing';

/** The first paint's read of the newest batch: newest first, no time filter (the window reads by time). */
const isBatchRead = (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return url.searchParams.get('order') === 'created_at.desc,id.desc' && !url.searchParams.has('created_at');
};

const meta = {
  title: 'Connected/AssetApyTable/First paint',
  component: AssetApyTable,
  parameters: { mockService: () => ({ assetApys: createSampleAssetApys({ now: Date.now() }) }) },
} satisfies Meta<typeof AssetApyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The newest batch from one small read while the window for trends is still on its way (held here for good): every
 * market's figures, trend cells empty, the table busy.
 */
export const NewestBatchBeforeTrends: Story = {
  render: (args, { loaded }) => {
    const service = storyMockService(loaded);
    const config = createConfig({
      ...service.config,
      fetch: (input, init) => (isBatchRead(input) ? fetch(input, init) : new Promise<Response>(() => {})),
    });
    return (
      <ApyRewardsProvider config={config}>
        <AssetApyTable {...args} />
      </ApyRewardsProvider>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryAllByRole('img', { name: /trend/ })).toHaveLength(0);
    // Each empty trend holds the sparkline's box, so the window's arrival moves no column and no card.
    for (const empty of canvasElement.querySelectorAll('[data-slot="sparkline"][data-empty]')) {
      const box = empty.getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([72, 24]);
    }
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="apy-table"] [data-slot="scroll"]')).toHaveAttribute('aria-busy'),
    );
  },
};

/** The same table once the window has arrived: trends filled in, nothing else moved. */
export const AfterTheWindow: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /trend/ }).length).toBeGreaterThan(5), {
      timeout: 5000,
    });
  },
};
