import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ApyTable } from '../src/components/ApyTable/ApyTable';
import { ChainFilter, type ChainFilterValue } from '../src/components/ChainFilter/ChainFilter';
import { germanMessages } from './germanMessages';
import { dayOfHistory, latestRows, sampleNow } from './storyData';

const meta = {
  title: 'Components/ApyTable/German',
  component: ApyTable,
  args: {
    rows: latestRows,
    history: dayOfHistory,
    now: sampleNow + 3 * 60 * 60_000,
    locale: 'de-DE',
    messages: germanMessages,
    page: 1,
    pageCount: 4,
    onPageChange: fn(),
    getRowHref: (row) => `#markt-${row.ctoken_address}`,
  },
  argTypes: { rows: { control: false }, history: { control: false } },
} satisfies Meta<typeof ApyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function GermanFilter() {
  const [chain, setChain] = useState<ChainFilterValue>('all');
  return <ChainFilter chains={[34443, 8453]} value={chain} onValueChange={setChain} messages={germanMessages} />;
}

/** Every string from `messages` (German) and `de-DE` numbers and times: no English left. */
export const German: Story = {
  args: { toolbar: <GermanFilter /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Markt-Renditen' })).toBeVisible();
    await expect(canvas.getByText('Seite 2 von 4')).toBeVisible();
    await expect(canvas.getAllByText(/Prämien$/).length).toBeGreaterThan(0);
  },
};

/** The stacked layout (narrow containers) in German. */
export const GermanStacked: Story = { args: { layout: 'stacked' } };
