import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AssetApyTable } from '../src/components/ApyTable/AssetApyTable';
import { createSampleAssetApys } from '../src/testing';
import { pageInfo } from './storyData';

// Live-looking data: the newest snapshot is from the current hour. Each story gets its own mock service (see
// .storybook/mockService.ts), so the stories of the docs page do not overwrite each other's answers.
const liveData = () => ({ assetApys: createSampleAssetApys({ now: Date.now() }) });

const meta = {
  title: 'Connected/AssetApyTable',
  component: AssetApyTable,
  args: { onChainIdChange: fn() },
  parameters: { mockService: liveData },
} satisfies Meta<typeof AssetApyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current APY per market with 24-hour trends and a chain filter (choosing a chain: Interactions). */
export const Latest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    // The newest batch paints first; the trends follow with the window.
    await expect((await canvas.findAllByRole('img', { name: /trend/ }, { timeout: 5000 })).length).toBeGreaterThan(5);
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

/** Every snapshot, newest first, 10 per page over `Range`; the next page is prefetched (paging: Interactions). */
export const History: Story = {
  args: { view: 'history', pageSize: 10 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Page 1 of \d+$/, pageInfo, { timeout: 5000 })).toBeVisible();
  },
};

/** Only Base, chosen by the product (`chainId` controlled: no built-in filter). */
export const ControlledChain: Story = {
  args: { chainId: 8453 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** 1.5 s of latency: the skeleton shows first. */
export const SlowNetwork: Story = {
  parameters: { mockService: () => ({ ...liveData(), latencyMs: 1500 }) },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="apy-table"]')).toHaveAttribute('data-state', 'loading');
    await expect(await canvas.findByText('AERO', {}, { timeout: 6000 })).toBeVisible();
  },
};

/** The service answers 503 (retries turned off to show the error at once; recovering: Interactions). */
export const ServerError: Story = {
  args: { query: { retry: false } },
  parameters: { mockService: () => ({ ...liveData(), faults: { apy: { status: 503 } } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is having trouble.');
  },
};

/** The service rejects the anon key (401): an error, never retried. */
export const Unauthorized: Story = {
  parameters: { mockService: { anonKey: 'a-different-project-key' } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(alert).toHaveTextContent('This data is not available right now.'));
    // A retry cannot fix a refused key, so none is offered.
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
