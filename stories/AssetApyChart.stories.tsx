import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AssetApyChart } from '../src/components/ApyChart/AssetApyChart';
import { AssetApyTable } from '../src/components/ApyTable/AssetApyTable';
import { createSampleAssetApys, sampleMarkets } from '../src/testing';
import { germanMessages } from './germanMessages';

// Live-looking data: 30 days up to the current hour, one mock service per story (see .storybook/mockService.ts).
const liveData = () => ({ assetApys: createSampleAssetApys({ now: Date.now(), hours: 720 }) });
const usdcMode = sampleMarkets.find(
  (m) => m.symbol === 'USDC' && m.chainId === '34443',
) as (typeof sampleMarkets)[number];
const ezEthMode = sampleMarkets.find(
  (m) => m.symbol === 'ezETH' && m.chainId === '34443',
) as (typeof sampleMarkets)[number];

const meta = {
  title: 'Connected/AssetApyChart',
  component: AssetApyChart,
  args: { chainId: 34443, ctokenAddress: usdcMode.ctokenAddress, title: 'USDC on Mode', onRangeChange: fn() },
  parameters: { mockService: liveData },
} satisfies Meta<typeof AssetApyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One market's last 7 days from the service; the switch reads 24 hours or 30 days. */
export const Market: Story = {
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('group', { name: 'USDC on Mode' }, { timeout: 5000 });
    await expect(plot).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('figure')).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
  },
};

/** A market without borrowing: no borrow line. */
export const NotBorrowed: Story = { args: { ctokenAddress: ezEthMode.ctokenAddress, title: 'ezETH on Mode' } };

/** The service fails every read: the error and "Try again". */
export const Failing: Story = {
  args: { query: { retry: false } },
  parameters: { mockService: () => ({ ...liveData(), faults: { apy: { status: 503 } } }) },
};

/** In German. */
export const German: Story = { args: { messages: germanMessages, locale: 'de-DE', title: 'USDC auf Mode' } };

/** On a 360 px phone in the dark theme. */
export const PhoneDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } },
};

/** The markets table with the 7-day mean column; each row leads to its market page (the chart above). */
export const TableWithMean7d: StoryObj<typeof AssetApyTable> = {
  render: () => (
    <AssetApyTable
      columns={['token', 'chain', 'totalSupplyApy', 'mean7d', 'trend']}
      getRowHref={(row) => `#/markets/${row.chain_id}/${row.ctoken_address}`}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: '7-day mean' }, { timeout: 5000 })).toBeVisible();
    // Each market's week of history arrives with the window: its mean column then holds a figure, not a dash.
    const meanColumn = () =>
      canvas.getAllByRole('row').flatMap((row) => (row.dataset.slot === 'row' ? [row.children[3]?.textContent] : []));
    await waitFor(
      () => expect(meanColumn().filter((text) => /^\d+\.\d\d%$/.test(text ?? '')).length).toBeGreaterThan(10),
      {
        timeout: 10_000,
      },
    );
  },
};
