import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApyTable, type ApyTableSort } from '../src/components/ApyTable/ApyTable';
import { historyByAsset, latestByAsset } from '../src/core/latest';
import { createSampleAssetApys } from '../src/testing';
import { dayOfHistory, latestRows, manyRows, pageInfo, sampleNow } from './storyData';
import { ThemePanel } from './ThemePanel';

const meta = {
  title: 'Components/ApyTable',
  component: ApyTable,
  args: { rows: latestRows, now: sampleNow, onRetry: fn(), onSortChange: fn() },
  argTypes: {
    rows: { control: false },
    history: { control: false },
    now: { control: 'date' },
    locale: { control: 'select', options: [undefined, 'en-US', 'de-DE', 'fr-FR', 'ja-JP'] },
  },
} satisfies Meta<typeof ApyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current APY of every market on Mode and Base. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Market APYs' })).toBeVisible();
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(10);
    await expect(canvas.getAllByText(/rewards$/).length).toBeGreaterThan(0);
  },
};

/** Skeleton rows while the first page loads. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** Nothing matched. */
export const Empty: Story = { args: { rows: [] } };

/** The request failed: message and a retry button. */
export const ErrorState: Story = {
  name: 'Error',
  args: { rows: [], error: new Error('The data service could not be reached.') },
  play: async ({ canvas, args }) => {
    // The alert's words (and its button) are a chunk loaded by the first error.
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Five hours after the last snapshot: every row carries the stale marker. */
export const Stale: Story = {
  args: { now: sampleNow + 5 * 60 * 60_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Stale').length).toBe(latestRows.length);
  },
};

/** A 24-hour trend of the total supply APY per market. */
export const WithSparklines: Story = {
  args: { history: dayOfHistory },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /Total supply APY trend/ }).length).toBe(latestRows.length);
  },
};

// Eight days of hourly rows up to the sample's newest batch: the 7-day mean needs seven.
const weekRows = createSampleAssetApys({ now: sampleNow, hours: 24 * 8 }).filter((row) => row.chain_id === '34443');

/**
 * The optional 7-day mean total supply APY, sorted by it. Its code is a chunk of its own: the table shows its loading
 * state until it is in.
 */
export const SevenDayMean: Story = {
  args: {
    rows: latestByAsset(weekRows),
    history: historyByAsset(weekRows),
    columns: ['token', 'chain', 'totalSupplyApy', 'mean7d', 'updated'],
    defaultSort: { column: 'mean7d', direction: 'descending' },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="apy-table"]')).toHaveAttribute('data-state', 'ready'),
    );
    const header = canvas.getByRole('columnheader', { name: '7-day mean' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const means = canvas.getAllByRole('cell').filter((cell) => cell.dataset.column === 'mean7d');
    await expect(means.length).toBe(latestByAsset(weekRows).length);
    for (const cell of means) await expect(cell.textContent).toMatch(/^\d+\.\d\d%$/);
  },
};

/** Sorted by borrow APY, highest first; headers toggle with mouse or keyboard. */
export const Sorted: Story = {
  args: { defaultSort: { column: 'borrowApy', direction: 'descending' } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Total supply APY/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Back to the sort this story shows.
    const borrow = canvas.getByRole('columnheader', { name: /Borrow APY/ });
    await userEvent.click(within(borrow).getByRole('button'));
    await expect(borrow).toHaveAttribute('aria-sort', 'descending');
  },
};

function PaginatedTable(props: ComponentProps<typeof ApyTable>) {
  const [page, setPage] = useState(1);
  const pageSize = 4;
  return (
    <ApyTable
      {...props}
      rows={latestRows.slice(page * pageSize, (page + 1) * pageSize)}
      page={page}
      pageCount={Math.ceil(latestRows.length / pageSize)}
      onPageChange={setPage}
    />
  );
}

/** Page controls: "Page 2 of 4", disabled at the ends. */
export const Paginated: Story = {
  render: (args) => <PaginatedTable {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 2 of 4', pageInfo)).toBeVisible();
    // The pager's behaviour is a chunk of its own: until it is in, both buttons wait disabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('Page 1 of 4', pageInfo)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Back to the page this story shows.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 4', pageInfo)).toBeVisible();
  },
};

const tenThousand = manyRows(10_000);

/** 10,000 rows: only the visible window is in the DOM; table semantics are kept with aria-rowcount/aria-rowindex. */
export const Virtualized10k: Story = {
  args: { rows: tenThousand },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // The virtualized body is its own chunk: its first rows and aria-busy until it has loaded.
    await waitFor(() => expect(table.closest('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy'));
    const rendered = table.querySelectorAll('tbody [data-slot="row"]');
    await expect(rendered.length).toBeGreaterThan(0);
    await expect(rendered.length).toBeLessThan(100);
  },
};

/** Without the library's CSS the window still holds: the scroll box keeps `--ark-table-height` (default 480px). */
export const Virtualized10kUnstyled: Story = {
  args: { rows: tenThousand, unstyled: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await waitFor(() => expect(table.closest('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy'));
    const rendered = table.querySelectorAll('tbody [data-slot="row"]');
    await expect(rendered.length).toBeGreaterThan(0);
    await expect(rendered.length).toBeLessThan(100);
    await expect((table.closest('[data-slot="scroll"]') as HTMLElement).clientHeight).toBe(480);
  },
};

/** A 360 px wide screen: each market is a card, every value under its label. */
export const Mobile360: Story = {
  args: { history: dayOfHistory },
  render: (args) => (
    <div style={{ width: 360, maxWidth: '100%' }}>
      <ApyTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cell = canvasElement.querySelector('td[data-column="chain"]') as HTMLElement;
    await waitFor(() => expect(getComputedStyle(cell, '::before').content).toBe('"Chain"'));
    await expect(getComputedStyle(cell).display).toBe('block');
  },
};

/** One table resized across the 40rem breakpoint: the stacked cells' labels exist only while it is narrow. */
export const AcrossTheBreakpoint: Story = {
  args: { rows: latestRows.slice(0, 3) },
  render: (args) => (
    <div style={{ overflow: 'hidden', maxWidth: '100%' }}>
      <div data-testid="resizable" style={{ width: 360 }}>
        <ApyTable {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const resizable = canvas.getByTestId('resizable');
    const box = canvasElement.querySelector('[data-slot="scroll"]') as HTMLElement;
    const cell = canvasElement.querySelector('td[data-column="chain"]') as HTMLElement;
    const label = () => getComputedStyle(cell, '::before').content;
    await waitFor(() => expect(label()).toBe('"Chain"'));
    await expect(box).toHaveAttribute('data-stack');
    // Without the attribute the narrow table has no labels: it is what keeps them off wide tables.
    box.removeAttribute('data-stack');
    await expect(label()).toBe('none');
    box.setAttribute('data-stack', '');

    resizable.style.width = '900px';
    await waitFor(() => expect(box).not.toHaveAttribute('data-stack'));
    await expect(label()).toBe('none');
    await expect(getComputedStyle(cell).display).toBe('table-cell');
    // As the server renders it (attribute present), the container query alone decides: wide, so no labels.
    box.setAttribute('data-stack', '');
    await expect(label()).toBe('none');
    box.removeAttribute('data-stack');

    resizable.style.width = '360px';
    await waitFor(() => expect(box).toHaveAttribute('data-stack'));
    await expect(label()).toBe('"Chain"');

    // A product's own overflow on the box changes nothing: the measure reads the library's custom property.
    box.style.overflow = 'visible';
    resizable.style.width = '900px';
    await waitFor(() => expect(box).not.toHaveAttribute('data-stack'));
    resizable.style.width = '360px';
    await waitFor(() => expect(label()).toBe('"Chain"'));
    box.style.overflow = '';
  },
};

/** `layout` forces one: stacked cards in a wide container, a table (scrolling sideways) in a narrow one. */
export const ForcedLayouts: Story = {
  args: { rows: latestRows.slice(0, 3) },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div data-testid="wide" style={{ width: 900, maxWidth: '100%' }}>
        <ApyTable {...args} layout="stacked" messages={{ table: { caption: 'Market APYs, as cards' } }} />
      </div>
      <div data-testid="narrow" style={{ width: 360, maxWidth: '100%' }}>
        <ApyTable {...args} layout="table" messages={{ table: { caption: 'Market APYs, as a table' } }} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const parts = (testId: string) => {
      const root = canvas.getByTestId(testId);
      return {
        box: root.querySelector('[data-slot="scroll"]') as HTMLElement,
        cell: root.querySelector('td[data-column="chain"]') as HTMLElement,
      };
    };
    const wide = parts('wide');
    await expect(wide.box).toHaveAttribute('data-stack');
    await expect(getComputedStyle(wide.cell, '::before').content).toBe('"Chain"');
    await expect(getComputedStyle(wide.cell).display).toBe('block');
    const narrow = parts('narrow');
    await expect(narrow.box).not.toHaveAttribute('data-stack');
    await expect(getComputedStyle(narrow.cell, '::before').content).toBe('none');
    await expect(getComputedStyle(narrow.cell).display).toBe('table-cell');
  },
};

/** Product labels override the built-in token symbols. */
export const TokenLabels: Story = {
  args: {
    tokenLabels: { '0x4200000000000000000000000000000000000006': 'Wrapped Ether' },
    locale: 'de-DE',
  },
};

function ControlledSortTable(props: ComponentProps<typeof ApyTable>) {
  const [sort, setSort] = useState<ApyTableSort | null>({ column: 'token', direction: 'ascending' });
  return <ApyTable {...props} sort={sort} onSortChange={setSort} />;
}

/** Sort state owned by the product. */
export const ControlledSort: Story = { render: (args) => <ControlledSortTable {...args} /> };

/** `unstyled`: no library class names, only the product's own (here `.product-table` from the Storybook CSS). */
export const Unstyled: Story = {
  args: { unstyled: true, className: 'product-table', rows: latestRows.slice(0, 5) },
  // Unstyled, the product owns the layout: here a plain scroll box, as a product's own CSS would give.
  decorators: [(Story) => <div style={{ overflowX: 'auto', maxWidth: '100%' }}>{Story()}</div>],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[class*="ark-"]')).toBeNull();
    // No decorative text before the name ("WETH", not "WWETH").
    await expect(canvas.getAllByRole('rowheader')[0]?.textContent).toMatch(/^[A-Za-z]+\n?0x/);
  },
};

function LayoutSwitchTable(props: ComponentProps<typeof ApyTable>) {
  const [cards, setCards] = useState(false);
  // A wide container at any viewport (clipped on phones), so `auto` stays a table until the switch.
  return (
    <div style={{ overflow: 'hidden', maxWidth: '100%' }}>
      <button type="button" aria-pressed={cards} onClick={() => setCards(!cards)}>
        Show as cards
      </button>
      <div style={{ width: 900 }}>
        <ApyTable {...props} layout={cards ? 'stacked' : 'auto'} />
      </div>
    </div>
  );
}

/** A product's own switch between the wide table and cards: the stacked rules follow `layout` at once. */
export const LayoutSwitch: Story = {
  args: { rows: latestRows.slice(0, 3) },
  render: (args) => <LayoutSwitchTable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="scroll"]') as HTMLElement;
    const cell = canvasElement.querySelector('td[data-column="chain"]') as HTMLElement;
    const toggle = canvas.getByRole('button', { name: 'Show as cards' });
    await waitFor(() => expect(box).not.toHaveAttribute('data-stack'));
    await userEvent.click(toggle);
    await expect(box).toHaveAttribute('data-stack');
    await expect(getComputedStyle(cell, '::before').content).toBe('"Chain"');
    await userEvent.click(toggle);
    await expect(box).not.toHaveAttribute('data-stack');
    await expect(getComputedStyle(cell).display).toBe('table-cell');
  },
};

/** A logo drawn from the address, as a product would render its own `<img>` (decorative: the name says which). */
function TokenLogo({ address }: { address: string }) {
  const hue = Number.parseInt(address.slice(2, 8), 16) % 360;
  return (
    <svg viewBox="0 0 30 30" aria-hidden="true">
      <circle cx="15" cy="15" r="15" fill={`hsl(${hue} 60% 45%)`} />
      <circle cx="15" cy="15" r="7" fill="white" fillOpacity="0.85" />
    </svg>
  );
}

/** `tokenIcon`: the product's token logos beside the market names. */
export const TokenLogos: Story = {
  args: { rows: latestRows.slice(0, 6), tokenIcon: (row) => <TokenLogo address={row.underlying_address} /> },
  play: async ({ canvas }) => {
    const marketCells = canvas.getAllByRole('rowheader');
    for (const cell of marketCells) {
      const icon = cell.querySelector('[data-slot="token-icon"]') as HTMLElement;
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon.getBoundingClientRect().width).toBe(30);
    }
    // The row's name is still the market's: the logo adds no text.
    await expect(marketCells[0]?.textContent).toMatch(/^[A-Za-z]+\n?0x/);
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ApyTable {...args} caption="Ready" rows={latestRows.slice(0, 4)} history={dayOfHistory} />
      <ApyTable {...args} caption="Loading" rows={[]} loading skeletonRows={3} />
      <ApyTable {...args} caption="Empty" rows={[]} />
      <ApyTable {...args} caption="Error" rows={[]} error={new Error('HTTP 503')} />
      <ApyTable {...args} caption="Stale" rows={latestRows.slice(0, 2)} now={sampleNow + 5 * 60 * 60_000} />
    </div>
  ),
};

/** The same states in the dark theme, on this story only (checked for contrast by the a11y test). */
export const AllStatesDark: Story = {
  render: (args, context) => <ThemePanel theme="dark">{AllStates.render?.(args, context)}</ThemePanel>,
  play: async ({ canvasElement }) => {
    // The docs page around it keeps the toolbar's theme: only this story's own panel is dark.
    await expect(document.documentElement).not.toHaveAttribute('data-ark-theme', 'dark');
    await expect(canvasElement.querySelector('[data-ark-theme="dark"] [data-slot="apy-table"]')).not.toBeNull();
  },
};
