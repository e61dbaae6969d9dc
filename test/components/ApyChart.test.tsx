import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyChart } from '../../src/components/ApyChart/ApyChart';
import { type AssetApyHistoryRow, assetApyHistoryOf } from '../../src/core/assetApyHistory';
import { HttpError } from '../../src/core/errors';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 10, 20, 0, 0, 5);
const rows = (count: number, skip: readonly number[] = []): AssetApyHistoryRow[] =>
  Array.from({ length: count }, (_, i) => i)
    .filter((i) => !skip.includes(i))
    .map((i) => ({
      id: i + 1,
      created_at: new Date(start + i * HOUR).toISOString().replace('Z', '+00:00'),
      supplyApy: `${4 + (i % 5) / 10}`,
      totalSupplyApy: `${5 + (i % 5) / 10}`,
      borrowApy: i === 2 ? null : `${9 + (i % 3) / 10}`,
    }));

/** Points of a total supply APY series alone, one an hour, read as the hook reads rows. */
const totalSupplyPoints = (values: readonly string[]) =>
  assetApyHistoryOf(
    values.map((value, i) => ({
      id: i + 1,
      created_at: new Date(start + i * HOUR).toISOString(),
      supplyApy: null,
      totalSupplyApy: value,
      borrowApy: null,
    })),
  ).points;

/** The same as points a product builds by hand: values are not checked. */
const handMadePoints = (values: readonly string[]) =>
  values.map((value, i) => ({
    time: new Date(start + i * HOUR).toISOString(),
    timeMs: start + i * HOUR,
    supply: null,
    totalSupply: value,
    reward: null,
    borrow: null,
  }));

const tooltipText = () => document.querySelector('[data-slot="tooltip"]')?.textContent;
const tooltipTime = () => document.querySelector('[data-slot="tooltip-time"]')?.textContent;

/** Tabs to the plot and walks to the newest point, once the walk's chunk is in. */
async function walkToNewest(user: ReturnType<typeof userEvent.setup>, newestTime: string) {
  await user.tab();
  await user.keyboard('{End}');
  await waitFor(() => expect(tooltipTime()).toBe(newestTime));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ApyChart', () => {
  test('shows each series mean / min / max from exact decimals', () => {
    const { points, stats } = assetApyHistoryOf(rows(5));
    render(<ApyChart points={points} stats={stats} locale="en-US" />);
    const total = document.querySelector('[data-slot="stat"][data-series="totalSupply"]');
    // A term never parts from its value (no-break space); the pairs wrap at the en spaces between them.
    expect(total?.textContent).toBe('Total supply APY\nMean\u00a05.20%\u2002Min\u00a05.00%\u2002Max\u00a05.40%');
    const reward = document.querySelector('[data-slot="stat"][data-series="reward"]');
    expect(reward?.textContent).toContain('Mean\u00a01.00%');
    expect(screen.getByRole('figure', { name: 'APY over time' })).toHaveAttribute('data-state', 'ready');
  });

  test('its title is a second-level heading, the level of a section under a page’s h1, in every state', () => {
    const { points, stats } = assetApyHistoryOf(rows(5));
    const { rerender } = render(<ApyChart points={points} stats={stats} locale="en-US" title="Mode USDC" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Mode USDC' })).toBeInTheDocument();
    for (const state of [
      { loading: true },
      { error: new HttpError('HTTP 500', { status: 500, url: '', body: null }) },
      {},
    ]) {
      rerender(<ApyChart locale="en-US" title="Mode USDC" {...state} />);
      expect(screen.getByRole('heading', { level: 2, name: 'Mode USDC' })).toBeInTheDocument();
    }
  });

  test('arrow keys, Home and End walk the points; the tooltip and the announcement say the point; Escape leaves', async () => {
    const user = userEvent.setup();
    const { points } = assetApyHistoryOf(rows(5));
    render(<ApyChart points={points} locale="en-US" series={['totalSupply', 'borrow']} />);
    const plot = screen.getByRole('group', { name: 'APY over time' });
    await user.tab();
    expect(plot).toHaveFocus();
    // The walk is a chunk of its own: a key pressed before it is in is handled when it arrives.
    await user.keyboard('{ArrowLeft}');
    // The first key picks the newest point.
    await waitFor(() => expect(tooltipText()).toBe('Nov 20, 4:00 AMTotal supply APY 5.40%Borrow APY 9.10%'));
    expect(plot).toHaveAttribute('data-interactive');
    // The crosshair is drawn in the plot's own SVG, with a marker per series that has a value.
    expect(document.querySelectorAll('[data-slot="svg"] [data-slot="crosshair"] [data-slot="marker"]')).toHaveLength(2);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tooltipText()).toBe('Nov 20, 2:00 AMTotal supply APY 5.20%Borrow APY —');
    expect(document.querySelector('[data-slot="announcer"]')?.textContent).toBe(
      'Nov 20, 2:00 AM: Total supply APY 5.20%, Borrow APY —',
    );
    await user.keyboard('{Home}');
    expect(tooltipText()).toContain('12:00 AM');
    await user.keyboard('{End}');
    expect(tooltipText()).toContain('4:00 AM');
    await user.keyboard('{Escape}');
    expect(tooltipText()).toBeUndefined();
    expect(plot).toHaveFocus();
  });

  test('a refresh that slides the window keeps the selection on its point; a point that left takes the selection along', async () => {
    const user = userEvent.setup();
    const chart = (from: number) => (
      <ApyChart points={assetApyHistoryOf(rows(7).slice(from)).points} locale="en-US" series={['totalSupply']} />
    );
    const { rerender } = render(chart(0));
    await user.tab();
    await user.keyboard('{Home}');
    await waitFor(() => expect(tooltipTime()).toBe('Nov 20, 12:00 AM'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tooltipTime()).toBe('Nov 20, 2:00 AM');
    rerender(chart(1));
    expect(tooltipTime()).toBe('Nov 20, 2:00 AM');
    await user.keyboard('{ArrowRight}');
    expect(tooltipTime()).toBe('Nov 20, 3:00 AM');
    rerender(chart(4));
    expect(tooltipTime()).toBeUndefined();
    expect(document.querySelector('[data-slot="crosshair"]')).toBeNull();
  });

  test('a product re-rendering new point objects with each key keeps the walk moving', async () => {
    const user = userEvent.setup();
    const { points } = assetApyHistoryOf(rows(6));
    function Copying() {
      const [, setKeys] = useState(0);
      return (
        // biome-ignore lint/a11y/noStaticElementInteractions: a product's wrapper hearing the keys that bubble from the chart
        <div onKeyDown={() => setKeys((count) => count + 1)}>
          <ApyChart points={points.map((point) => ({ ...point }))} locale="en-US" series={['totalSupply']} />
        </div>
      );
    }
    render(<Copying />);
    await walkToNewest(user, 'Nov 20, 5:00 AM');
    await user.keyboard('{ArrowLeft}');
    expect(tooltipTime()).toBe('Nov 20, 4:00 AM');
    await user.keyboard('{ArrowLeft}');
    expect(tooltipTime()).toBe('Nov 20, 3:00 AM');
  });

  test('the behaviour loads from the first press: the press itself shows its point when it is in', async () => {
    const { points } = assetApyHistoryOf(rows(5));
    render(<ApyChart points={points} locale="en-US" />);
    const plot = screen.getByRole('group', { name: 'APY over time' });
    // Nothing of the behaviour is rendered by a mount: the plot is drawn and focusable, no listener is added yet.
    expect(plot).not.toHaveAttribute('data-interactive');
    vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 50));
    fireEvent.pointerDown(plot, { clientX: 2 });
    await waitFor(() =>
      expect(document.querySelector('[data-slot="tooltip-time"]')?.textContent).toContain('12:00 AM'),
    );
    expect(plot).toHaveAttribute('data-interactive');
  });

  test('keeps gaps in the writer’s hours and nulls as breaks in the line', () => {
    const { points } = assetApyHistoryOf(rows(8, [5]));
    render(<ApyChart points={points} series={['totalSupply', 'borrow']} showRewardBand={false} />);
    // One path per series; each run of points is one subpath.
    const runs = (series: string) =>
      document.querySelector(`[data-series="${series}"][data-slot="line"]`)?.getAttribute('d')?.split('M').slice(1);
    expect(runs('totalSupply')).toHaveLength(2);
    // Borrow: null at 2 and a gap before 6: [0,1] [3,4] [6,7].
    expect(runs('borrow')?.map((run) => run.trim().split(' ').length / 2)).toEqual([2, 2, 2]);
    expect(document.querySelector('[data-slot="dot"]')).toBeNull();
  });

  test('a lone point between gaps is drawn as a dot, not dropped', () => {
    const { points } = assetApyHistoryOf(rows(8, [5, 7]));
    render(<ApyChart points={points} series={['totalSupply']} showRewardBand={false} />);
    const line = document.querySelector('[data-series="totalSupply"][data-slot="line"]')?.getAttribute('d') ?? '';
    expect(line.split('M')).toHaveLength(2);
    expect(document.querySelector('[data-series="totalSupply"][data-slot="dot"]')?.getAttribute('d')).toMatch(
      /^M\d+ \d+h0$/,
    );
  });

  test('hours missing more often than written still break the line: [0, 1] and [5] apart, [10, 11] and [20] apart', () => {
    const line = (skip: number[], count: number) => {
      const { points } = assetApyHistoryOf(rows(count, skip));
      const { unmount } = render(<ApyChart points={points} series={['totalSupply']} showRewardBand={false} />);
      const path = document.querySelector('[data-series="totalSupply"][data-slot="line"]')?.getAttribute('d') ?? '';
      const dots = document.querySelector('[data-series="totalSupply"][data-slot="dot"]')?.getAttribute('d') ?? '';
      unmount();
      return { runs: path.split('M').length - 1, dots: dots.split('M').length - 1 };
    };
    expect(line([2, 3, 4], 6)).toEqual({ runs: 1, dots: 1 });
    expect(line([2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 17, 18, 19], 21)).toEqual({ runs: 2, dots: 1 });
  });

  test.each([
    ['equal to 15 significant digits', ['5.301877254953391', '5.301877254953392', '5.301877254953391']],
    ['equal and past 2^53', ['1234567890123456789012345678901234567890', '1234567890123456789012345678901234567890']],
    ['all zero', ['0', '0']],
  ])('values %s draw a flat line inside the plot, on distinct ticks', (_, values) => {
    const points = totalSupplyPoints(values);
    render(<ApyChart points={points} series={['totalSupply']} showRewardBand={false} locale="en-US" />);
    const path = document.querySelector('[data-series="totalSupply"][data-slot="line"]')?.getAttribute('d') ?? '';
    const ys = [...path.matchAll(/(-?\d+) (-?\d+)/g)].map((match) => Number(match[2]));
    expect(ys).toHaveLength(values.length);
    for (const y of ys) expect(y).toBeGreaterThanOrEqual(0);
    for (const y of ys) expect(y).toBeLessThanOrEqual(3000);
    const labels = [...document.querySelectorAll('[data-slot="y-axis"] span')].map((label) => label.textContent);
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
    expect(document.querySelector('[data-slot="grid"]')?.getAttribute('d') ?? '').not.toMatch(/NaN|Infinity/);
  });

  test.each([
    [
      'a market moving by thousandths of a point',
      ['2.3451', '2.3460'],
      ['2.34600%', '2.34575%', '2.34550%', '2.34525%', '2.34500%'],
    ],
    ['a market near zero', ['0', '0.001'], ['0.00100%', '0.00075%', '0.00050%', '0.00025%', '0.00000%']],
    ['a common market', ['4.2', '12.9'], ['15%', '10%', '5%', '0%']],
    ['a market on steps of 2.5', ['4.2', '9.5'], ['10.0%', '7.5%', '5.0%', '2.5%', '0.0%']],
  ])('the y axis labels say its ticks exactly: %s', (_, values, labels) => {
    const points = totalSupplyPoints(values);
    render(<ApyChart points={points} series={['totalSupply']} showRewardBand={false} locale="en-US" />);
    expect([...document.querySelectorAll('[data-slot="y-axis"] span')].map((label) => label.textContent)).toEqual(
      labels,
    );
  });

  test('a day’s x axis says the hours of its batches between its ends, not the thirds of its span', () => {
    // 00:00:05 to 23:00:05: its thirds fall at 7:40 and 15:20, shown as 8:00 AM and 3:00 PM.
    const { points } = assetApyHistoryOf(rows(24));
    render(<ApyChart points={points} locale="en-US" />);
    const format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect([...document.querySelectorAll('[data-slot="x-axis"] span')].map((label) => label.textContent)).toEqual(
      [start, start + 8 * HOUR - 5000, start + 15 * HOUR - 5000, start + 23 * HOUR].map((ms) => format.format(ms)),
    );
  });

  test.each([
    ['a day', 24, ['Nov 20, 12:00 AM', 'Nov 20, 8:00 AM', 'Nov 20, 4:00 PM', 'Nov 21, 12:00 AM']],
    ['a day and a half', 36, ['Nov 20, 12:00 AM', 'Nov 20, 12:00 PM', 'Nov 21, 12:00 AM', 'Nov 21, 12:00 PM']],
    ['two days of a new market', 48, ['Nov 20, 12:00 AM', 'Nov 20, 4:00 PM', 'Nov 21, 8:00 AM', 'Nov 22, 12:00 AM']],
    ['three days', 77, ['Nov 20, 12:00 AM', 'Nov 21, 2:00 AM', 'Nov 22, 3:00 AM', 'Nov 23, 5:00 AM']],
    ['a little over three days', 78, ['Nov 20', 'Nov 21', 'Nov 22', 'Nov 23']],
  ])('the x axis of %s says no label twice', (_, hours, labels) => {
    const points = handMadePoints(['5', '6']).map((point, i) => ({ ...point, timeMs: start + i * hours * HOUR }));
    render(<ApyChart points={points} locale="en-US" />);
    const shown = [...document.querySelectorAll('[data-slot="x-axis"] span')].map((label) => label.textContent);
    expect(shown).toEqual(labels);
    expect(new Set(shown).size).toBe(4);
    // Dates alone are shorter: the CSS keeps their middle labels on narrower plots than times with their dates.
    expect(document.querySelector('[data-slot="x-axis"]')?.hasAttribute('data-dates')).toBe(hours >= 78);
  });

  test('a value that is no plain decimal is missing in the tooltip and the points table, as in the plot', async () => {
    const user = userEvent.setup();
    const points = handMadePoints(['5', '1e3', '6']);
    render(<ApyChart points={points} series={['totalSupply']} showRewardBand={false} locale="en-US" />);
    await user.tab();
    await user.keyboard('{End}');
    await waitFor(() => expect(tooltipText()).toContain('6.00%'));
    await user.keyboard('{ArrowLeft}');
    expect(tooltipText()).toBe('Nov 20, 1:00 AMTotal supply APY —');
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = await screen.findByRole('table', { name: 'APY over time' });
    expect([...table.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual(['5.00%', '—', '6.00%']);
  });

  test('a value that is no plain decimal is missing in the plot, as in the stats and the tooltip', () => {
    const values = ['5', '', '0x10', '1e-7', 'Infinity', '6'];
    const points = handMadePoints(values);
    render(<ApyChart points={points} series={['totalSupply']} showRewardBand={false} />);
    const path = document.querySelector('[data-series="totalSupply"][data-slot="line"]')?.getAttribute('d') ?? '';
    const dots = document.querySelector('[data-series="totalSupply"][data-slot="dot"]')?.getAttribute('d') ?? '';
    // 5 and 6 alone, each a dot: nothing between them is drawn.
    expect(path).toBe('');
    expect(dots.split('M')).toHaveLength(3);
  });

  test('the table alternative lists every point, in a named scroll box keyboard users reach', async () => {
    const { points } = assetApyHistoryOf(rows(5));
    render(<ApyChart points={points} locale="en-US" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = await screen.findByRole('table', { name: 'APY over time' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'APY over time' })).toHaveAttribute('tabindex', '0');
    // Open, the toggle says what it does next.
    const toggle = screen.getByRole('button', { name: 'Hide table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('times say their year only where the points run into another year, so the table fits a phone', async () => {
    const user = userEvent.setup();
    const rowTimes = () => [...document.querySelectorAll('tbody th')].map((cell) => cell.textContent);
    const { rerender } = render(<ApyChart points={handMadePoints(['5', '6'])} locale="en-US" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    await screen.findByRole('table');
    expect(rowTimes()).toEqual(['Nov 20, 12:00 AM', 'Nov 20, 1:00 AM']);
    const newYear = Date.UTC(2026, 11, 31, 23);
    const acrossNewYear = handMadePoints(['5', '6']).map((point, i) => ({
      ...point,
      time: new Date(newYear + i * HOUR).toISOString(),
      timeMs: newYear + i * HOUR,
    }));
    rerender(<ApyChart points={acrossNewYear} locale="en-US" />);
    expect(rowTimes()).toEqual(['Dec 31, 2026, 11:00 PM', 'Jan 1, 2027, 12:00 AM']);
    await user.tab();
    await user.keyboard('{End}');
    await waitFor(() => expect(tooltipTime()).toBe('Jan 1, 2027, 12:00 AM'));
    expect(document.querySelector('[data-slot="announcer"]')?.textContent).toMatch(/^Jan 1, 2027, 12:00 AM: /);
  });

  test('Page Up and Page Down walk a day of hourly points at a time', async () => {
    const user = userEvent.setup();
    const { points } = assetApyHistoryOf(rows(50));
    render(<ApyChart points={points} locale="en-US" series={['totalSupply']} />);
    await walkToNewest(user, 'Nov 22, 1:00 AM');
    await user.keyboard('{PageDown}');
    expect(tooltipTime()).toBe('Nov 21, 1:00 AM');
    await user.keyboard('{PageDown}{PageDown}');
    expect(tooltipTime()).toBe('Nov 20, 12:00 AM');
    await user.keyboard('{PageUp}');
    expect(tooltipTime()).toBe('Nov 21, 12:00 AM');
  });

  test('a first Page Down, like a first arrow, selects the newest point before it moves', async () => {
    const user = userEvent.setup();
    const { points } = assetApyHistoryOf(rows(50));
    render(<ApyChart points={points} locale="en-US" series={['totalSupply']} />);
    // The plot's description tells a screen reader's user of them.
    expect(screen.getByRole('group', { name: 'APY over time' })).toHaveAccessibleDescription(/Page keys by 24/);
    await user.tab();
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(tooltipTime()).toBe('Nov 22, 1:00 AM'));
    await user.keyboard('{PageDown}');
    expect(tooltipTime()).toBe('Nov 21, 1:00 AM');
  });

  test('states: loading, empty, error with retry, stale', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ApyChart loading />);
    expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'loading');
    rerender(<ApyChart points={[]} />);
    expect(screen.getByText('No APY data in this range.')).toBeInTheDocument();
    rerender(
      <ApyChart
        error={new HttpError('Unavailable', { status: 503, url: 'https://x.test', body: null })}
        onRetry={onRetry}
      />,
    );
    // The alert's words are the table's lazy chunk: the alert box and its title are there first.
    expect(screen.getByRole('alert')).toHaveTextContent('The APY history could not be loaded.');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The service is having trouble.');
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<ApyChart points={assetApyHistoryOf(rows(3)).points} stale />);
    expect(screen.getByText('Not updated recently')).toBeInTheDocument();
  });

  test('updating keeps the points on screen and says so in a status mounted before it; nothing without points', () => {
    const { points } = assetApyHistoryOf(rows(5));
    const { rerender } = render(<ApyChart points={points} locale="en-US" />);
    const figure = screen.getByRole('figure');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<ApyChart points={points} locale="en-US" updating />);
    expect(figure).toHaveAttribute('data-state', 'ready');
    expect(figure).toHaveAttribute('data-updating');
    // The same region speaks, and no `aria-busy` around it holds its words back.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Updating…');
    expect(figure).not.toHaveAttribute('aria-busy');
    rerender(<ApyChart points={[]} locale="en-US" updating />);
    expect(figure).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('server markup equals the client’s first render, with no style attribute', async () => {
    const { points } = assetApyHistoryOf(rows(30));
    const ui = <ApyChart points={points} locale="de-DE" range="7d" onRangeChange={() => {}} />;
    const markup = renderToString(ui);
    expect(markup).not.toContain('style=');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
