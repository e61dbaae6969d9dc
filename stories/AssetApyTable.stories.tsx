import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyMockService } from '../.storybook/mockService';
import { AssetApyTable } from '../src/components/ApyTable/AssetApyTable';
import { createSampleAssetApys } from '../src/testing';
import { pageInfo } from './storyData';

/** The pager's own position text (the table's status region repeats it after a press). */

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

/** The current APY per market with 24-hour trends and a chain filter. */
export const Latest: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /trend/ }).length).toBeGreaterThan(5);
    await userEvent.click(canvas.getByRole('radio', { name: 'Mode' }));
    await expect(args.onChainIdChange).toHaveBeenCalledWith(34443);
    // Every row (plus the filter's own label) now says Mode, and Base's markets are gone.
    await waitFor(() => expect(canvas.getAllByText('Mode').length).toBeGreaterThan(5), { timeout: 5000 });
    await expect(canvas.queryByText('AERO')).toBeNull();
  },
};

/** Every snapshot, newest first, 10 per page over `Range`; the next page is prefetched. */
export const History: Story = {
  args: { view: 'history', pageSize: 10 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Page 1 of \d+$/, pageInfo, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(/^Page 2 of \d+$/, pageInfo)).toBeVisible();
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

/** The service answers 503; "Try again" recovers once it is back (retries turned off to show the error at once). */
export const ServerError: Story = {
  args: { query: { retry: false } },
  parameters: { mockService: () => ({ ...liveData(), faults: { apy: { status: 503 } } }) },
  play: async ({ canvas, loaded }) => {
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is having trouble.');
    storyMockService(loaded).setFaults({});
    await userEvent.click(retry);
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The service rejects the anon key (401): an error, never retried. */
export const Unauthorized: Story = {
  parameters: { mockService: { anonKey: 'a-different-project-key' } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('This data is not available right now.');
    // A retry cannot fix a refused key, so none is offered.
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
