import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyChart } from '../../src/components/ApyChart/ApyChart';
import { ApyTable } from '../../src/components/ApyTable/ApyTable';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { assetApyHistoryOf } from '../../src/core/assetApyHistory';
import type { AssetApyRow } from '../../src/core/assetApys';
import { createConfig } from '../../src/core/config';
import { NetworkError } from '../../src/core/errors';
import { historyByAsset, latestByAsset } from '../../src/core/latest';
import { createSampleAssetApys } from '../../src/testing';
import { serveMockService } from '../testing/mswService';
import { renderWithProviders } from '../utils';

// Its own file: every chunk a component loads when it needs it fails here, as a dynamic import does offline or after
// a redeploy removed the file. No component may throw to the app's error boundary, which would unmount the page.
const refused = vi.hoisted(() => () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../../src/components/ApyTable/ErrorAlert', refused);
vi.mock('../../src/components/ApyTable/VirtualRows', refused);
vi.mock('../../src/components/ApyTable/Pagination', refused);
vi.mock('../../src/components/ApyTable/Sparkline', refused);
vi.mock('../../src/components/ApyTable/meanApy', refused);
vi.mock('../../src/components/ApyTable/AssetApyHistory', refused);
vi.mock('../../src/components/ApyChart/ChartInteraction', refused);
vi.mock('../../src/components/ApyChart/PointsTable', refused);

const NOW = Date.UTC(2026, 10, 20, 12, 20);
const sample = createSampleAssetApys({ now: NOW, hours: 24 * 8 });
const latest = latestByAsset(sample);
const history = historyByAsset(sample);
const mock = serveMockService({ assetApys: sample });

/** Lets every failed import settle and React render what stands in. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a component whose chunk cannot load keeps the page', () => {
  test('the table’s alert says its title, to screen readers too', async () => {
    const { container } = render(<ApyTable rows={[]} error={new NetworkError('offline')} onRetry={() => {}} />);
    await settled();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'error');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load market APYs');
    expect(alert.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  test('a table over its virtualizing threshold shows every row, and stops being busy', async () => {
    const rows = sample.slice(0, 30);
    const { container } = render(<ApyTable rows={rows} virtualizeThreshold={20} now={NOW} locale="en-US" />);
    await settled();
    expect(container.querySelectorAll('tbody tr[data-slot="row"]')).toHaveLength(30);
    expect(container.querySelector('[data-slot="spacer"]')).toBeNull();
    expect(container.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy');
  });

  test('a paged table keeps its pager, with its position and both buttons disabled', async () => {
    render(
      <ApyTable rows={latest} page={1} pageCount={3} hasNextPage onPageChange={() => {}} now={NOW} locale="en-US" />,
    );
    await settled();
    const pager = screen.getByRole('navigation', { name: 'Table pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    for (const button of within(pager).getAllByRole('button')) expect(button).toBeDisabled();
  });

  test('a trend keeps its named image without the drawing', async () => {
    const row = latest[0] as AssetApyRow;
    render(<ApyTable rows={[row]} history={history} now={NOW} locale="en-US" />);
    await settled();
    const trend = screen.getByRole('img', { name: /trend over the last 24 hours: from/ });
    expect(trend.querySelector('polyline')).toBeNull();
  });

  test('the 7-day mean column shows no value instead of a mean', async () => {
    const { container } = render(
      <ApyTable rows={latest} history={history} columns={['token', 'mean7d']} now={NOW} locale="en-US" />,
    );
    await settled();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'ready');
    expect(container.querySelector('td[data-column="mean7d"]')?.textContent).toBe('—No data');
  });

  test('the connected history view is the same table in its error state, without a request', async () => {
    const { container } = renderWithProviders(<AssetApyTable view="history" />, {
      config: createConfig(mock.service.config),
    });
    await settled();
    expect(container.querySelector('[data-slot="apy-table"]')).toHaveAttribute('data-state', 'error');
    expect(screen.getByText('APY history')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Couldn’t load market APYs');
    expect(mock.service.requests).toHaveLength(0);
  });

  test('the chart’s alert says its title; its plot stays drawn without its behaviour or points table', async () => {
    const { rerender } = render(<ApyChart error={new NetworkError('offline')} locale="en-US" />);
    await settled();
    expect(screen.getByRole('alert')).toHaveTextContent('The APY history could not be loaded.');
    const { points, stats } = assetApyHistoryOf(
      sample.filter((row) => row.ctoken_address === latest[0]?.ctoken_address),
    );
    rerender(<ApyChart points={points} stats={stats} locale="en-US" />);
    const plot = screen.getByRole('group', { name: 'APY over time' });
    fireEvent.focus(plot);
    fireEvent.keyDown(plot, { key: 'End' });
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    await settled();
    expect(screen.getByRole('figure', { name: 'APY over time' })).toHaveAttribute('data-state', 'ready');
    expect(plot.querySelector('path[data-slot="line"]')).not.toBeNull();
    expect(plot).not.toHaveAttribute('data-interactive');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
