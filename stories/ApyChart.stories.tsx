import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ApyChart } from '../src/components/ApyChart/ApyChart';
import { HttpError } from '../src/core/errors';
import { chartHistory, chartMarket } from './chartData';
import { germanMessages } from './germanMessages';
import { RangedChart } from './RangedChart';

const usdcMode = chartMarket('USDC', '34443');

const meta = {
  title: 'Components/ApyChart',
  component: ApyChart,
  render: (args) => <RangedChart {...args} />,
  args: { title: 'USDC on Mode', onRetry: fn() },
  argTypes: {
    points: { control: false },
    stats: { control: false },
    locale: { control: 'select', options: [undefined, 'en-US', 'de-DE', 'fr-FR', 'ja-JP'] },
  },
} satisfies Meta<typeof ApyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven days of total supply, supply and borrow APY, the reward part as the band between the first two. */
export const SevenDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'USDC on Mode' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The last 24 hours: a date and a time at each tick of the time axis. */
export const Day: Story = { args: { range: '24h' } };

/** The last 30 days: 720 points. */
export const Month: Story = { args: { range: '30d' } };

/** Only total supply APY (a product picks the lines). */
export const TotalOnly: Story = { args: { series: ['totalSupply'] } };

/** The writer missed some hours: the lines break there instead of bridging the gap. */
export const WithGaps: Story = {
  render: (args) => {
    const { points, stats } = chartHistory(usdcMode, 168, (hour) => (hour >= 40 && hour < 52) || hour === 120);
    return <ApyChart {...args} points={points} stats={stats} />;
  },
};

/**
 * A market listed two days ago, in the 7-day range: its points span 48 hours, and the time axis says a date and a
 * time at each tick, no label twice.
 */
export const NewMarket: Story = {
  render: (args) => {
    const { points, stats } = chartHistory(usdcMode, 49);
    return <ApyChart {...args} points={points} stats={stats} range="7d" onRangeChange={() => {}} />;
  },
};

/** A writer that missed most hours: the batches it did write stand apart, as lines where two follow and dots alone. */
export const MostlyMissing: Story = {
  render: (args) => {
    const { points, stats } = chartHistory(usdcMode, 168, (hour) => hour % 24 > 2);
    return <ApyChart {...args} points={points} stats={stats} />;
  },
};

/**
 * A total supply APY that does not move but in its 16th digit (a paused market): one flat line inside the plot, on
 * ticks as for equal values.
 */
export const Flat: Story = {
  args: { series: ['totalSupply'] },
  render: (args) => {
    const { points } = chartHistory(usdcMode, 168);
    const flat = points.map((point, index) => ({ ...point, totalSupply: `4.25000000000000${index % 2}` }));
    return <ApyChart {...args} points={flat} />;
  },
};

/** ezETH on Mode is not borrowed: its borrow APY is null throughout, so the line and its stats are dashes. */
export const BorrowNull: Story = {
  render: (args) => {
    const { points, stats } = chartHistory(chartMarket('ezETH', '34443'), 168);
    return <ApyChart {...args} title="ezETH on Mode" points={points} stats={stats} />;
  },
};

/** A skeleton of the chart's size while the first points load. */
export const Loading: Story = { render: (args) => <ApyChart {...args} loading /> };

/** No point in the range. */
export const Empty: Story = { render: (args) => <ApyChart {...args} points={[]} /> };

/** The read failed: the table's messages and "Try again". */
export const ErrorState: Story = {
  name: 'Error',
  render: (args) => (
    <ApyChart
      {...args}
      error={new HttpError('Unavailable', { status: 503, url: 'https://example.test', body: null })}
    />
  ),
  play: async ({ canvas, args }) => {
    // The alert's words load with the first error (the table's chunk).
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Another range is loading: the current chart stays, its lines dimmed, marked "Updating…" at the plot's corner. */
export const Updating: Story = { args: { updating: true } };

/** The newest point is older than the writer's cadence allows: marked stale. */
export const Stale: Story = { args: { stale: true } };

/** In German, with German numbers and dates. */
export const German: Story = { args: { messages: germanMessages, locale: 'de-DE', title: 'USDC auf Mode' } };

/** On a 360 px phone. */
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Every state at once. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RangedChart {...args} />
      <RangedChart {...args} range="24h" stale />
      <RangedChart {...args} range="24h" updating />
      <ApyChart {...args} loading />
      <ApyChart {...args} points={[]} />
      <ApyChart {...args} error={new Error('offline')} />
    </div>
  ),
};

/** Every state in the dark theme. */
export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };
