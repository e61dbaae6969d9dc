import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type ApyTableRow, useApyTableModel } from '../src';
import { defaultMessages } from '../src/i18n/messages';
import { dayOfHistory, latestRows, sampleNow } from './storyData';

/** A product's own markup over the table's model: a card grid, sorted by total supply APY. */
function MarketCards({ rows, history }: { rows: readonly ApyTableRow[]; history: typeof dayOfHistory }) {
  const model = useApyTableModel({
    rows,
    history,
    nowMs: sampleNow,
    messages: defaultMessages.table,
    defaultSort: { column: 'totalSupplyApy', direction: 'descending' },
  });
  return (
    <ul
      aria-label="Markets"
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {model.rows.map((item) => (
        <li
          key={item.key}
          data-trend={item.trend?.trend}
          style={{ border: '1px solid #8884', borderRadius: 12, padding: 12 }}
        >
          <strong>{item.token ?? item.shortAddress}</strong> · {item.chain}
          <div style={{ fontSize: 24, fontWeight: 700 }} data-slot="total">
            {item.totalSupplyApy ?? '—'}
          </div>
          {item.reward && <div>{defaultMessages.table.rewards(item.reward)}</div>}
          <small>
            Supply {item.supplyApy ?? '—'} · Borrow {item.borrowApy ?? '—'} · {item.updatedRelative}
          </small>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/ApyTable/Headless',
  component: MarketCards,
  args: { rows: latestRows, history: dayOfHistory },
  argTypes: { rows: { control: false }, history: { control: false } },
} satisfies Meta<typeof MarketCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `useApyTableModel` rendered as cards: the same formatted values as the built-in table. */
export const Cards: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(latestRows.length);
  },
};
