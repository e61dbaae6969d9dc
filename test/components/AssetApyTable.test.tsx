import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AssetApyTable } from '../../src/components/ApyTable/AssetApyTable';
import { createConfig } from '../../src/core/config';
import { InvalidParameterError } from '../../src/core/errors';
import { createMockService, createSampleAssetApys } from '../../src/testing';
import { holdRequests, serveMockService } from '../testing/mswService';
import { pageInfo, renderWithProviders, renderWithSwitchableConfig } from '../utils';
import { expectNoAxeViolations } from './axe';

/** The pager's own position text (the status region repeats it after a press). */

const now = Date.now();
const mock = serveMockService({ assetApys: createSampleAssetApys({ now }) });
const config = createConfig(mock.service.config);
afterEach(() => vi.restoreAllMocks());

function dataRows() {
  return screen.getAllByRole('row').filter((row) => row.getAttribute('data-slot') === 'row');
}

/** The latest view with its window held: the first paint's rows arrive before it, trends with it. */
async function windowShown() {
  await screen.findByText('AERO');
  await waitFor(() => expect(document.querySelector('[data-slot="sparkline"] polyline')).not.toBeNull());
}

function apyRequests() {
  return mock.service.requests.filter((request) => request.service === 'apy');
}

describe('AssetApyTable (latest)', () => {
  test('loads the newest row per market, best total supply APY first, with trends', async () => {
    const { container } = renderWithProviders(<AssetApyTable />, { config });
    const root = container.querySelector('[data-slot="apy-table"]');
    expect(root).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
    await waitFor(() => expect(root?.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy'));

    const rows = dataRows();
    // "All" is every chain the data carries, OP Mainnet's two markets included.
    expect(rows).toHaveLength(16);
    const chains = new Set(rows.map((row) => row.querySelector('[data-slot="chain"]')?.textContent));
    expect(chains).toEqual(new Set(['Mode', 'Base', 'OP Mainnet']));
    expect(screen.getByRole('columnheader', { name: /Total supply APY/ })).toHaveAttribute('aria-sort', 'descending');
    const totals = rows.map((row) =>
      Number.parseFloat(row.querySelector('[data-column="totalSupplyApy"]')?.firstChild?.textContent ?? ''),
    );
    const known = totals.filter((value) => !Number.isNaN(value));
    expect(known.length).toBeGreaterThanOrEqual(12);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(screen.getAllByRole('img', { name: /Total supply APY trend/ }).length).toBeGreaterThan(10);
    expect(rows.some((row) => row.hasAttribute('data-stale'))).toBe(false);
    await expectNoAxeViolations(container);
  }, 20_000); // axe over a full table is slow in jsdom on a busy machine

  test('columns without the total supply APY leave the rows in the service order, with no warning about the default sort', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { container } = renderWithProviders(<AssetApyTable columns={['token', 'chain', 'supplyApy']} />, {
        config,
      });
      const root = container.querySelector('[data-slot="apy-table"]');
      await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
      expect(screen.getByRole('columnheader', { name: /Supply APY/ })).not.toHaveAttribute('aria-sort');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  test('the chain filter offers the chains in the data and narrows the rows without a new read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetApyTable />, { config });
    await windowShown();
    const offered = screen
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent);
    const chainsInData = new Set(dataRows().map((row) => row.querySelector('[data-slot="chain"]')?.textContent));
    expect(offered.slice(1).sort()).toEqual([...chainsInData].sort());
    const reads = apyRequests().length;
    await user.click(screen.getByRole('radio', { name: 'Mode' }));
    await waitFor(() => expect(screen.queryByText('AERO')).toBeNull());
    expect(dataRows()).toHaveLength(7);
    expect(dataRows().every((row) => row.querySelector('[data-slot="chain"]')?.textContent === 'Mode')).toBe(true);
    expect(apyRequests()).toHaveLength(reads);
  });

  test('a chain chosen in the filter is followed by the number of rows it leaves, in the status region', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetApyTable />, { config });
    await windowShown();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('radio', { name: 'Mode' }));
    await waitFor(() => expect(status).toHaveTextContent('7 rows shown'));
    screen.getByRole('radio', { name: 'Mode' }).focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(status).toHaveTextContent('16 rows shown'));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'All' }));
  });

  test('the history view says the rows of the chosen chain once its page is read, not while it loads', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<AssetApyTable view="history" pageSize={10} />, { config });
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    const root = container.querySelector('[data-slot="apy-table"]');
    await waitFor(() => expect(root?.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy'));
    const status = screen.getByRole('status');
    const release = holdRequests(mock.server);
    await user.click(screen.getByRole('radio', { name: 'Base' }));
    await waitFor(() => expect(root?.querySelector('[data-slot="scroll"]')).toHaveAttribute('aria-busy', 'true'));
    expect(status).not.toHaveTextContent('rows shown');
    release();
    await waitFor(() => expect(status).toHaveTextContent('10 rows shown'));
    expect(dataRows().every((row) => row.querySelector('[data-slot="chain"]')?.textContent === 'Base')).toBe(true);
  });

  test('changing chain with the arrow keys keeps the filter (and focus) in place', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetApyTable view="history" pageSize={10} />, { config });
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    const group = screen.getByRole('group');
    screen.getByRole('radio', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Mode' })).toBeChecked());
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    expect(screen.getByRole('group')).toBe(group);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Mode' }));
  });

  test('after paging, changing chain with the arrow keys still keeps focus in the filter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetApyTable view="history" pageSize={10} />, { config });
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/^Page 2 of \d+$/, pageInfo);
    screen.getByRole('radio', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Mode' })).toBeChecked());
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Mode' }));
  });

  test('a chain chosen outside the table (controlled chainId) is followed by the number of rows it leaves', async () => {
    const { rerender } = renderWithProviders(<AssetApyTable chainId="all" />, { config });
    await windowShown();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<AssetApyTable chainId={8453} />);
    await waitFor(() => expect(status).toHaveTextContent('7 rows shown'));
    rerender(<AssetApyTable chainId="all" />);
    await waitFor(() => expect(status).toHaveTextContent('16 rows shown'));
  });

  test('a controlled chainId hides the built-in filter', async () => {
    renderWithProviders(<AssetApyTable chainId={8453} showSparklines={false} />, { config });
    await screen.findByText('AERO');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(dataRows()).toHaveLength(7);
  });

  test('a server error shows a retry button that recovers', async () => {
    const user = userEvent.setup();
    mock.service.setFaults({ apy: { status: 503 } });
    renderWithProviders(<AssetApyTable query={{ retry: false }} />, { config });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The service is having trouble.'));
    mock.service.setFaults({});
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await windowShown();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("an error of one APY endpoint is not shown over the next endpoint's read", async () => {
    mock.service.setFaults({ apy: { status: 503 } });
    const other = createMockService({
      apyUrl: 'https://apy-two.example.com/rest/v1',
      assetApys: mock.service.data.assetApys,
    });
    const { switchConfig } = renderWithSwitchableConfig(<AssetApyTable query={{ retry: false }} />, config);
    await screen.findByRole('alert');
    mock.server.use(...other.handlers);
    const release = holdRequests(mock.server);
    switchConfig(createConfig(other.config));
    expect(screen.queryByRole('alert')).toBeNull();
    release();
    await windowShown();
  });

  test('"Try again" keeps its alert and focus while the retry runs; the recovered table takes the focus', async () => {
    const user = userEvent.setup();
    mock.service.setFaults({ apy: { status: 503 } });
    renderWithProviders(<AssetApyTable query={{ retry: false }} />, { config });
    const alert = await screen.findByRole('alert');
    mock.service.setFaults({});
    const release = holdRequests(mock.server);
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(retry).toHaveFocus();
    release();
    await windowShown();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Market APYs' })).toHaveFocus();
  });

  test('"Try again" that fails again puts a new message in the alert; a failing background refetch does not', async () => {
    const user = userEvent.setup();
    mock.service.setFaults({ apy: { status: 503 } });
    const { queryClient } = renderWithProviders(<AssetApyTable query={{ retry: false }} />, { config });
    const alert = await screen.findByRole('alert');
    const message = () => alert.querySelector('[data-slot="error-message"]');
    const first = message();
    const sent = apyRequests().length;
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    await waitFor(() => expect(apyRequests().length).toBeGreaterThan(sent));
    await waitFor(() => expect(message()).not.toBe(first));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(message()).toHaveTextContent('The service is having trouble.');
    expect(retry).toHaveFocus();

    const second = message();
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'));
    expect(message()).toBe(second);
    mock.service.setFaults({});
  });

  test('a failing background refetch keeps the one alert instead of announcing a new one', async () => {
    const { container, queryClient } = renderWithProviders(<AssetApyTable query={{ retry: false }} />, { config });
    await windowShown();
    mock.service.setFaults({ apy: { status: 503 } });
    await act(() => queryClient.refetchQueries());
    const alert = await screen.findByRole('alert');
    const release = holdRequests(mock.server);
    let refetch: Promise<void> | undefined;
    act(() => {
      refetch = queryClient.refetchQueries();
    });
    await waitFor(() => expect(container.querySelector('[data-slot="scroll"]')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('alert')).toBe(alert);
    release();
    await act(() => refetch);
    expect(screen.getByRole('alert')).toBe(alert);
    mock.service.setFaults({});
    await act(() => queryClient.refetchQueries());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dataRows().length).toBeGreaterThan(0);
  });

  test('a "Try again" that ends in an error no retry can fix hands its focus to the alert', async () => {
    const user = userEvent.setup();
    mock.service.setFaults({ apy: { status: 503 } });
    renderWithProviders(<AssetApyTable query={{ retry: false }} />, { config });
    const alert = await screen.findByRole('alert');
    mock.service.setFaults({ apy: { status: 401 } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alert).toHaveTextContent('This data is not available right now.'));
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(alert).toHaveFocus();
    mock.service.setFaults({});
  });

  test('a 429 asking to wait over a minute offers no "Try again" and promises no moment; a short wait does', async () => {
    mock.service.setFaults({ apy: { status: 429, headers: { 'Retry-After': '3600' } } });
    const { unmount } = renderWithProviders(<AssetApyTable query={{ retry: false }} />, { config });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Try again later.');
    expect(within(alert).queryByRole('button')).toBeNull();
    unmount();
    mock.service.setFaults({ apy: { status: 429, headers: { 'Retry-After': '5' } } });
    renderWithProviders(<AssetApyTable query={{ retry: false }} />, { config });
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' })).toBeEnabled();
    mock.service.setFaults({});
  });

  test('a "Try again" pressed offline shows the table busy and the button inert until the read can run', async () => {
    const user = userEvent.setup();
    const { container, queryClient } = renderWithProviders(<AssetApyTable query={{ retry: false }} />, { config });
    await windowShown();
    mock.service.setFaults({ apy: { status: 503 } });
    await act(() => queryClient.refetchQueries());
    const alert = await screen.findByRole('alert');
    mock.service.setFaults({});
    onlineManager.setOnline(false);
    try {
      const retry = within(alert).getByRole('button', { name: 'Try again' });
      await user.click(retry);
      await waitFor(() => expect(container.querySelector('[data-slot="scroll"]')).toHaveAttribute('aria-busy', 'true'));
      expect(retry).toHaveAttribute('aria-disabled', 'true');
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(container.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy');
  });

  test('a rejected key is reported without retrying', async () => {
    const otherKey = createMockService({ anonKey: 'another-project-key' });
    mock.server.use(...otherKey.handlers);
    renderWithProviders(<AssetApyTable />, { config });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This data is not available right now.');
    expect(alert).not.toHaveTextContent(/key/i);
    // A retry cannot fix a refused key, so none is offered.
    expect(within(alert).queryByRole('button')).toBeNull();
    // One attempt each: the first paint's read of the newest batch, then the window's.
    expect(otherKey.requests).toHaveLength(2);
  });
});

describe('AssetApyTable (history)', () => {
  test('the chain filter offers the chains in the data, not every chain the protocol ever listed', async () => {
    renderWithProviders(<AssetApyTable view="history" pageSize={100} />, { config });
    await screen.findByText(/^Page 1 of/, pageInfo);
    const shown = new Set(dataRows().map((row) => row.querySelector('[data-slot="chain"]')?.textContent));
    const offered = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    await waitFor(() =>
      expect(offered()).toEqual(['All', ...['Mode', 'Base', 'OP Mainnet'].filter((name) => shown.has(name))]),
    );
    expect(screen.queryByRole('radio', { name: 'Fraxtal' })).toBeNull();
  });

  test('coming back to a chain starts at its first page, not where it was left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetApyTable view="history" pageSize={10} />, { config });
    await screen.findByText(/^Page 1 of/, pageInfo);
    for (let page = 2; page <= 3; page++) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText(new RegExp(`^Page ${page} of`), pageInfo);
    }
    await user.click(screen.getByRole('radio', { name: 'Base' }));
    await screen.findByText(/^Page 1 of/, pageInfo);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getByText(/^Page \d+ of/, pageInfo)).toHaveTextContent(/^Page 1 of/));
  });

  test('a chain changed from outside (controlled chainId) starts again at the first page', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<AssetApyTable view="history" pageSize={50} chainId={8453} />, {
      config,
    });
    await screen.findByText(/^Page 1 of/, pageInfo);
    for (let page = 2; page <= 6; page++) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText(new RegExp(`^Page ${page} of`), pageInfo);
    }
    rerender(<AssetApyTable view="history" pageSize={50} chainId={10} />);
    expect(await screen.findByText(/^Page 1 of 3$/, pageInfo)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const firstRead = mock.service.requests.find(
      (request) => request.url.includes('chain_id=eq.10') && !request.url.includes('select=id'),
    );
    expect(firstRead?.headers.range).toBe('0-49');
  });

  test('a sort changed from outside (controlled sort) starts again at the first page', async () => {
    const user = userEvent.setup();
    const table = (direction: 'ascending' | 'descending') => (
      <AssetApyTable view="history" pageSize={10} sort={{ column: 'updated', direction }} onSortChange={() => {}} />
    );
    const { rerender } = renderWithProviders(table('descending'), { config });
    await screen.findByText(/^Page 1 of/, pageInfo);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/^Page 2 of/, pageInfo);
    mock.service.requests.length = 0;
    rerender(table('ascending'));
    expect(await screen.findByText(/^Page 1 of/, pageInfo)).toBeInTheDocument();
    const read = apyRequests().find((request) => decodeURIComponent(request.url).includes('order=created_at.asc'));
    expect(read?.headers.range).toBe('0-9');
  });

  test.each([
    ['defaultSort', { defaultSort: { column: 'updated', direction: 'ascending' } as const }],
    ['a controlled sort', { sort: { column: 'updated', direction: 'ascending' } as const, onSortChange: () => {} }],
  ])('the history view follows %s on the time column, read in that order from the service', async (_label, props) => {
    mock.service.requests.length = 0;
    renderWithProviders(<AssetApyTable view="history" pageSize={10} {...props} />, { config });
    expect(await screen.findByText(/^Page 1 of \d+$/, pageInfo)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(
      apyRequests().some((request) => decodeURIComponent(request.url).includes('order=created_at.asc,id.asc')),
    ).toBe(true);
    expect(apyRequests().some((request) => request.url.includes('order=created_at.desc'))).toBe(false);
  });

  test('pages through every snapshot, newest first, over Range', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetApyTable view="history" pageSize={10} />, { config });
    expect(await screen.findByText(/^Page 1 of \d+$/, pageInfo)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'APY history' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(10);
    const first = apyRequests()[0];
    expect(first?.headers.range).toBe('0-9');
    // "All" is every chain: no chain filter on the read.
    expect(first?.url).not.toContain('chain_id=');
    expect(first?.url).toContain('order=created_at.desc');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/^Page 2 of \d+$/, pageInfo)).toBeInTheDocument();
    expect(apyRequests().some((request) => request.headers.range === '10-19')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  test('snapshots of earlier hours are history, not stale data', async () => {
    renderWithProviders(<AssetApyTable view="history" pageSize={50} />, { config });
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    // Fifty rows reach back past the newest three hourly batches, beyond the two hours after which a market's
    // latest row is marked stale (batches are stamped seconds after the hour, a little later or earlier each hour).
    const updated = dataRows().map((row) => Date.parse(row.querySelector('time')?.getAttribute('datetime') ?? ''));
    expect(now - Math.min(...updated)).toBeGreaterThan(2 * 3_600_000);
    expect(dataRows().filter((row) => row.hasAttribute('data-stale'))).toHaveLength(0);
    expect(screen.queryByText('Stale')).toBeNull();
  });

  test('a sort whose reload fails hands the sort button\'s focus to "Try again", and its recovery to the table', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetApyTable view="history" pageSize={10} query={{ retry: false }} />, { config });
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    mock.service.setFaults({ apy: { status: 503 } });
    screen.getByRole('button', { name: /Updated/ }).focus();
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toHaveFocus();
    mock.service.setFaults({});
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    expect(screen.getByRole('region', { name: 'APY history' })).toHaveFocus();
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('a page whose read fails keeps the page count and the focus on "Next", and is said only once shown', async () => {
    const user = userEvent.setup();
    let failing = true;
    mock.server.use(
      http.get(/asset-total-apy/, ({ request }) =>
        failing && request.headers.get('range') === '20-29'
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : undefined,
      ),
    );
    renderWithProviders(<AssetApyTable view="history" pageSize={10} query={{ retry: false }} />, { config });
    await screen.findByText(/^Page 1 of \d+$/, pageInfo);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = (await screen.findByText(/^Page 2 of \d+$/, pageInfo)).textContent ?? '';
    const count = second.replace('Page 2 of ', '');
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(screen.getByText(`Page 3 of ${count}`, pageInfo)).toBeInTheDocument();
    expect(next).toBeEnabled();
    expect(next).toHaveFocus();
    const status = () =>
      screen
        .getAllByRole('status')
        .map((region) => region.textContent)
        .join('|');
    // Nothing is said of the turn, and nothing said before (the turn to page 2) is left beside the alert.
    expect(status()).not.toContain('Page 3');
    expect(document.querySelector('[data-slot="status"]')).toHaveTextContent(/^$/);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    await waitFor(() => expect(status()).toContain(`Page 3 of ${count}`));
  });

  test('changing the chain starts again at the first page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssetApyTable view="history" pageSize={10} />, { config });
    await screen.findByText(/^Page 1 of/, pageInfo);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/^Page 2 of/, pageInfo);
    await user.click(screen.getByRole('radio', { name: 'Base' }));
    expect(await screen.findByText(/^Page 1 of/, pageInfo)).toBeInTheDocument();
    await waitFor(() => expect(apyRequests().at(-1)?.url).toContain('chain_id=eq.8453'));
  });
});

describe('AssetApyTable props a product may get wrong', () => {
  test('a trend over more hours than the default history reads that many hours, so its label tells the truth', async () => {
    const points = () =>
      (document.querySelector('[data-slot="sparkline"] polyline')?.getAttribute('points') ?? '').split(' ').length;
    const { unmount } = renderWithProviders(<AssetApyTable />, { config });
    await waitFor(() => expect(document.querySelector('[data-slot="sparkline"] polyline')).not.toBeNull());
    const dayPoints = points();
    expect(dayPoints).toBeLessThanOrEqual(25);
    unmount();
    renderWithProviders(<AssetApyTable trendHours={48} />, { config });
    await waitFor(() => expect(document.querySelector('[data-slot="sparkline"] polyline')).not.toBeNull());
    expect(points()).toBeGreaterThan(dayPoints + 20);
    expect(document.querySelector('[data-slot="sparkline"]')?.getAttribute('aria-label')).toMatch(/48 hours/);
  });

  test('a view that is neither latest nor history is refused with a typed error, not an endless skeleton', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<AssetApyTable view={'History' as never} />, { config })).toThrow(
      new InvalidParameterError(`AssetApyTable view must be 'latest' or 'history', got "History".`),
    );
  });
});
