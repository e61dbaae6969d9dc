import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyMockService } from '../.storybook/mockService';
import { AssetApyTable } from '../src/components/ApyTable/AssetApyTable';
import { createSampleAssetApys } from '../src/testing';
import { pageInfo } from './storyData';

const meta = {
  title: 'Connected/AssetApyTable/Interactions',
  component: AssetApyTable,
  // Each story gets its own mock service (the default data); the play functions compare the table with its rows.
  parameters: { mockService: {} },
} satisfies Meta<typeof AssetApyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Live-looking data for the stories moved here from the main page: the newest snapshot is from the current hour.
const liveData = () => ({ assetApys: createSampleAssetApys({ now: Date.now() }) });

/** Choosing Mode in the latest view: every row says Mode and the product hears the chain id. */
export const ChooseChain: Story = {
  args: { onChainIdChange: fn() },
  parameters: { mockService: liveData },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mode' }));
    await expect(args.onChainIdChange).toHaveBeenCalledWith(34443);
    // Every row (plus the filter's own label) now says Mode, and Base's markets are gone.
    await waitFor(() => expect(canvas.getAllByText('Mode').length).toBeGreaterThan(5), { timeout: 5000 });
    await expect(canvas.queryByText('AERO')).toBeNull();
  },
};

/** "Next" in the history view reads page 2. */
export const NextPage: Story = {
  args: { view: 'history', pageSize: 10 },
  parameters: { mockService: liveData },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Page 1 of \d+$/, pageInfo, { timeout: 5000 })).toBeVisible();
    // The pager's behaviour is a chunk of its own: until it is in, both buttons wait disabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(/^Page 2 of \d+$/, pageInfo)).toBeVisible();
  },
};

/** After a 503, "Try again" recovers once the service is back. */
export const RecoverFromServerError: Story = {
  args: { query: { retry: false } },
  parameters: { mockService: () => ({ ...liveData(), faults: { apy: { status: 503 } } }) },
  play: async ({ canvas, loaded }) => {
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    storyMockService(loaded).setFaults({});
    await userEvent.click(retry);
    await expect(await canvas.findByText('AERO', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

function firstRowTime(canvasElement: HTMLElement): number {
  const time = canvasElement.querySelector('[data-slot="row"] time');
  return Date.parse(time?.getAttribute('datetime') ?? '');
}

/** Sorting a paged view goes to the service: page 1 starts with the oldest / newest snapshot of the whole set. */
export const SortPagedHistory: Story = {
  args: { view: 'history', pageSize: 10 },
  play: async ({ canvas, canvasElement, loaded }) => {
    const times = storyMockService(loaded).data.assetApys.map((row) => Date.parse(row.created_at));
    await canvas.findByText(/^Page 1 of \d+$/, pageInfo);
    // APY columns are text on the service: not sortable in a paged view (at any width, stacked layout included).
    await expect(canvas.queryByRole('button', { name: /Total supply APY/ })).toBeNull();
    await expect(firstRowTime(canvasElement)).toBe(Math.max(...times));
    await userEvent.click(canvas.getByRole('button', { name: /Updated/ }));
    await waitFor(() => expect(firstRowTime(canvasElement)).toBe(Math.min(...times)));
    await expect(canvas.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByText(/^Page 1 of \d+$/, pageInfo)).toBeVisible();
  },
};

/** Reaching page 1 disables "Previous": focus moves to "Next", never to the page body. */
export const FocusAfterPaging: Story = {
  args: { view: 'history', pageSize: 10 },
  play: async ({ canvas }) => {
    await canvas.findByText(/^Page 1 of \d+$/, pageInfo);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByText(/^Page 2 of \d+$/, pageInfo);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await canvas.findByText(/^Page 1 of \d+$/, pageInfo);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(document.activeElement).toBe(canvas.getByRole('button', { name: 'Next' }));
  },
};

/** Changing chain with the arrow keys keeps the filter mounted and focused; the status region says the rows left. */
export const FocusAfterFilterChange: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('img', { name: /Total supply APY trend/ });
    const group = canvas.getByRole('group');
    canvas.getByRole('radio', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const mode = canvas.getByRole('radio', { name: 'Mode' });
    await waitFor(() => expect(mode).toBeChecked());
    await expect(canvas.getByRole('group')).toBe(group);
    await expect(document.activeElement).toBe(mode);
    const rowsOf = (chain: string) =>
      canvas.getAllByRole('row').filter((row) => row.querySelector('[data-slot="chain"]')?.textContent === chain);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${rowsOf('Mode').length} rows shown`));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Base' })).toBeChecked());
    await expect(document.activeElement).toBe(canvas.getByRole('radio', { name: 'Base' }));
  },
};

/** Sorting a paged view by keyboard reloads the rows: focus stays on the header's sort button meanwhile. */
export const FocusAfterSort: Story = {
  args: { view: 'history', pageSize: 10 },
  play: async ({ canvas, canvasElement, loaded }) => {
    const times = storyMockService(loaded).data.assetApys.map((row) => Date.parse(row.created_at));
    await canvas.findByText(/^Page 1 of \d+$/, pageInfo);
    const updated = canvas.getByRole('button', { name: /Updated/ });
    updated.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstRowTime(canvasElement)).toBe(Math.min(...times)));
    await expect(document.activeElement).toBe(updated);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstRowTime(canvasElement)).toBe(Math.max(...times)));
    await expect(document.activeElement).toBe(updated);
  },
};

/** "Try again" by keyboard: while it runs, the alert and its `aria-disabled` button keep focus; then the table does. */
export const FocusAfterRetry: Story = {
  args: { query: { retry: false } },
  parameters: { mockService: { faults: { apy: { status: 503 } }, latencyMs: { apy: 300 } } },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    const retry = await within(alert).findByRole('button', { name: 'Try again' });
    storyMockService(loaded).setFaults({});
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(retry).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('alert')).toBe(alert);
    await expect(document.activeElement).toBe(retry);
    await canvas.findAllByRole('img', { name: /Total supply APY trend/ }, { timeout: 5000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(document.activeElement).toBe(canvas.getByRole('region', { name: 'Market APYs' }));
  },
};

/** A sort whose reload fails: focus moves from the header's button to "Try again", and back to the table after it. */
export const FocusAfterFailedSort: Story = {
  args: { view: 'history', pageSize: 10, query: { retry: false } },
  play: async ({ canvas, canvasElement, loaded }) => {
    const service = storyMockService(loaded);
    const times = service.data.assetApys.map((row) => Date.parse(row.created_at));
    await canvas.findByText(/^Page 1 of \d+$/, pageInfo);
    service.setFaults({ apy: { status: 503 } });
    canvas.getByRole('button', { name: /Updated/ }).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    // The alert's words (and "Try again") are a chunk of their own: focus waits in the alert box until they are in.
    const retry = await within(alert).findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    service.setFaults({});
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstRowTime(canvasElement)).toBe(Math.min(...times)));
    await expect(document.activeElement).toBe(canvas.getByRole('region', { name: 'APY history' }));
  },
};
