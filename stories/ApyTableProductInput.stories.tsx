import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApyTable, type ApyTableColumn } from '../src/components/ApyTable/ApyTable';
import { latestRows, sampleNow } from './storyData';

const rows = latestRows.slice(0, 4);
const [spoofed, hebrew, scripted] = rows;
/** Ends in U+202E (right-to-left override): unisolated, the address after it would read backwards. */
const spoofLabel = 'USDC\u202E';

const noteColumn: ApyTableColumn = {
  id: 'note',
  header: 'הערה',
  cell: (row) => (row === hebrew ? 'שוק יציב' : 'Stable market'),
};

const meta = {
  title: 'Components/ApyTable/Product input',
  component: ApyTable,
  args: {
    rows,
    now: sampleNow,
    columns: ['token', 'chain', 'supplyApy', 'totalSupplyApy', noteColumn],
    tokenLabels: {
      ...(spoofed && { [spoofed.underlying_address]: spoofLabel }),
      ...(hebrew && { [hebrew.underlying_address]: 'מטבע' }),
    },
    // One row's link is a script: it is shown as text, with a warning in development.
    getRowHref: (row) => (row === scripted ? 'javascript:alert(document.cookie)' : `#market-${row.ctoken_address}`),
  },
  argTypes: { rows: { control: false } },
} satisfies Meta<typeof ApyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a product supplies, made safe: labels and a custom column's strings isolated in `<bdi>` (a label ending in
 * U+202E, Hebrew text), and a `javascript:` link from `getRowHref` rendered as plain text.
 */
export const ProductInput: Story = {
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
    await expect(links.filter((href) => !/^(#market-|https:)/.test(href))).toEqual([]);
    const spoof = [...canvasElement.querySelectorAll('bdi')].find((element) => element.textContent === spoofLabel);
    await expect(spoof).toBeDefined();
    await expect(canvasElement.querySelectorAll('[data-slot="market-link"]')).toHaveLength(rows.length - 1);
  },
};
