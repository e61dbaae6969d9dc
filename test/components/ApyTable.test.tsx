import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDeferredValue, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApyTable, type ApyTableRow, nextSort } from '../../src/components/ApyTable/ApyTable';
import { ChainFilter, type ChainFilterValue } from '../../src/components/ChainFilter/ChainFilter';
import { HttpError } from '../../src/core/errors';
import { assetKey } from '../../src/core/latest';
import { expectNoAxeViolations } from './axe';

/** A pager button once the pager's behaviour (a chunk of its own) is in: until then both wait disabled. */
async function pagerButton(name: string) {
  const button = () => screen.getByRole('button', { name });
  await waitFor(() => expect(button()).toBeEnabled());
  return button();
}

/** The table's alert once its words (a chunk of their own, loaded by the first error) are in. */
async function spokenAlert() {
  await screen.findByText((_, node) => node?.getAttribute('data-slot') === 'error-message');
  return screen.getByRole('alert');
}

const now = Date.parse('2024-07-12T12:00:00Z');
const aero = '0x940181a94a35a4569e4529a3cdfb74e38fd98631';
const unknownToken = '0x1111111111111111111111111111111111112222';

const rows: ApyTableRow[] = [
  {
    id: 1,
    created_at: '2024-07-12T11:55:00.123+00:00',
    chain_id: '8453',
    underlying_address: aero,
    ctoken_address: '0x014e08f05ac11bb532be62774a4c8b3ffc8f9779',
    totalSupplyApy: '6.53',
    supplyApy: '5.301877254953391',
    borrowApy: '12.214642575076851',
  },
  {
    id: 2,
    created_at: '2024-07-12T11:00:00+00:00',
    chain_id: '34443',
    underlying_address: '0xd988097fb8612cc24eec14542bc03424c656005f',
    ctoken_address: '0x2be717340023c9e14c1bb12cb3ecbcfd3c3fb038',
    totalSupplyApy: '10.2',
    supplyApy: '9.1',
    borrowApy: null,
  },
  {
    id: 3,
    created_at: '2024-07-12T09:00:00+00:00',
    chain_id: '34443',
    underlying_address: unknownToken,
    ctoken_address: '0x3333333333333333333333333333333333334444',
    totalSupplyApy: '9.5',
    supplyApy: '9.5',
    borrowApy: '3',
  },
];

/** `count` distinct rows of one market, for the virtualized tables. */
function manyRows(count: number): ApyTableRow[] {
  const [first] = rows;
  if (!first) throw new Error('no row');
  return Array.from({ length: count }, (_, index) => ({
    ...first,
    id: index,
    totalSupplyApy: String(index / 100),
    ctoken_address: `0x${index.toString(16).padStart(40, '0')}`,
  }));
}

function bodyRows() {
  return screen.getAllByRole('row').filter((row) => row.getAttribute('data-slot') === 'row');
}

/** The formatted APY of a cell: its first text, without the reward line under it. */
function apyText(row: Element | undefined, column: string) {
  return row?.querySelector(`[data-column="${column}"]`)?.firstChild?.textContent?.trim();
}

function marketNames() {
  return bodyRows().map((row) => row.querySelector('[data-slot="token-symbol"]')?.textContent ?? null);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ApyTable', () => {
  test('renders one row per market with data-state and data-slot', () => {
    render(<ApyTable rows={rows} now={now} />);
    const table = screen.getByRole('table', { name: 'Market APYs' });
    const root = table.closest('[data-slot="apy-table"]');
    expect(root).toHaveAttribute('data-state', 'ready');
    expect(bodyRows()).toHaveLength(3);
    expect(table.querySelectorAll('[data-slot="cell"]').length).toBeGreaterThan(0);
    expect(within(table).getByText('AERO')).toBeInTheDocument();
    expect(within(table).getByText('USDC')).toBeInTheDocument();
  });

  test('server markup leaves stacking to the container query; measured, the box keeps it only while narrow', () => {
    const scrollBox = (html: string) => /<section[^>]*data-slot="scroll"[^>]*>/.exec(html)?.[0] ?? '';
    expect(scrollBox(renderToString(<ApyTable rows={rows} now={now} />))).toContain('data-stack=""');
    expect(scrollBox(renderToString(<ApyTable rows={rows} now={now} layout="table" />))).not.toContain('data-stack');
    // jsdom applies no library CSS, so the measured box is not narrow and the attribute goes at mount.
    const { container } = render(<ApyTable rows={rows} now={now} />);
    expect(container.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('data-stack');
  });

  test('a forced stacked box keeps data-stack once mounted, with no library CSS (unstyled, or jsdom)', () => {
    const { container, rerender } = render(<ApyTable rows={rows} now={now} layout="stacked" unstyled />);
    const box = () => container.querySelector('[data-slot="scroll"]');
    expect(box()).toHaveAttribute('data-stack');
    rerender(<ApyTable rows={rows} now={now} layout="auto" unstyled />);
    expect(box()).not.toHaveAttribute('data-stack');
    rerender(<ApyTable rows={rows} now={now} layout="stacked" unstyled />);
    expect(box()).toHaveAttribute('data-stack');
  });

  test('formats APYs and shows the reward part of the total supply APY', () => {
    render(<ApyTable rows={rows} now={now} />);
    const [aeroRow] = bodyRows();
    if (!aeroRow) throw new Error('no row');
    expect(within(aeroRow).getByText('5.30%')).toBeInTheDocument();
    expect(within(aeroRow).getByText('6.53%')).toBeInTheDocument();
    expect(within(aeroRow).getByText('+1.23% rewards')).toBeInTheDocument();
    expect(within(aeroRow).getByText('12.21%')).toBeInTheDocument();
    // No reward part when total equals supply.
    const unknownRow = bodyRows()[2];
    expect(unknownRow?.querySelector('[data-slot="reward"]')).toBeNull();
  });

  test('a null APY shows a dash with a text alternative', () => {
    render(<ApyTable rows={rows} now={now} />);
    const usdcRow = bodyRows()[1];
    if (!usdcRow) throw new Error('no row');
    const borrow = usdcRow.querySelector('[data-column="borrowApy"]');
    expect(borrow).toHaveTextContent('—No data');
  });

  test('links addresses to the chain explorer in a new tab', () => {
    render(<ApyTable rows={rows} now={now} />);
    const links = screen.getAllByRole('link');
    const unknown = links.find((link) => link.getAttribute('title') === unknownToken);
    expect(unknown).toHaveAttribute(
      'href',
      `https://explorer.mode.network/address/0x1111111111111111111111111111111111112222`,
    );
    expect(unknown).toHaveAttribute('target', '_blank');
    expect(unknown).toHaveAttribute('rel', 'noopener noreferrer');
    expect(unknown).toHaveTextContent('0x1111…2222');
    // One shared description for every link instead of hidden text in each; the name starts with the visible
    // address (WCAG 2.5.3) and says the chain, so one token's links on two chains are told apart.
    expect(unknown).toHaveAccessibleName('0x1111…2222 on the Mode explorer');
    expect(unknown).toHaveAccessibleDescription('Opens the block explorer in a new tab');
    expect(
      links.every((link) => link.getAttribute('aria-describedby') === unknown?.getAttribute('aria-describedby')),
    ).toBe(true);
    const aeroLink = links.find((link) => link.getAttribute('title') === aero);
    // Checksummed, as explorers print it.
    expect(aeroLink).toHaveAttribute('href', 'https://basescan.org/address/0x940181a94A35A4569E4529A3CDfB74e38FD98631');
  });

  test('tokenLabels override the built-in symbols, by address in any case', () => {
    render(
      <ApyTable
        rows={rows}
        now={now}
        tokenLabels={{ [unknownToken.toUpperCase().replace('0X', '0x')]: 'Mystery', [aero]: 'Aerodrome' }}
      />,
    );
    expect(screen.getByText('Mystery')).toBeInTheDocument();
    expect(screen.getByText('Aerodrome')).toBeInTheDocument();
    expect(screen.queryByText('AERO')).toBeNull();
  });

  test('tokenIcon: the product logo of each row, hidden from assistive technology; none by default', () => {
    const { container, rerender } = render(<ApyTable rows={rows} now={now} />);
    expect(container.querySelector('[data-slot="token-icon"]')).toBeNull();
    rerender(
      <ApyTable
        rows={rows}
        now={now}
        tokenIcon={(row) => <img src={`/logos/${row.underlying_address}.svg`} alt="" />}
      />,
    );
    const icons = container.querySelectorAll('[data-slot="token-icon"]');
    expect(icons).toHaveLength(rows.length);
    expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
    expect(icons[0]?.querySelector('img')).toHaveAttribute('src', `/logos/${rows[0]?.underlying_address}.svg`);
    expect(screen.getAllByRole('rowheader')[0]).toHaveAccessibleName(/^AERO/);
    // A row without a logo renders no empty box.
    rerender(<ApyTable rows={rows} now={now} tokenIcon={(row) => (row.underlying_address === aero ? 'A' : null)} />);
    expect(container.querySelectorAll('[data-slot="token-icon"]')).toHaveLength(1);
  });

  test('marks rows older than two hours as stale', () => {
    render(<ApyTable rows={rows} now={now} />);
    const [fresh, hourOld, stale] = bodyRows();
    expect(fresh).not.toHaveAttribute('data-stale');
    expect(hourOld).not.toHaveAttribute('data-stale');
    expect(stale).toHaveAttribute('data-stale', 'true');
    expect(within(stale as HTMLElement).getByText('Stale')).toBeInTheDocument();
    expect(within(fresh as HTMLElement).getByText('4 min. ago')).toBeInTheDocument();
    expect(within(stale as HTMLElement).getByText('3 hr. ago')).toBeInTheDocument();
  });

  test('gives each update time its machine-readable timestamp and the full date on hover', () => {
    render(<ApyTable rows={rows} now={now} locale="en-US" />);
    const [fresh] = bodyRows();
    const time = fresh?.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2024-07-12T11:55:00.123+00:00');
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse('2024-07-12T11:55:00.123Z'),
    );
    // The same words; its spaces do not break inside the date or the time (see dateUnits.test.tsx).
    expect(time?.getAttribute('title')?.replace(/\s/gu, ' ')).toBe(expected.replace(/\s/gu, ' '));
  });

  test('staleAfterMs moves the threshold', () => {
    render(<ApyTable rows={rows} now={now} staleAfterMs={30 * 60_000} />);
    expect(bodyRows().filter((row) => row.hasAttribute('data-stale'))).toHaveLength(2);
  });

  test.each([
    [undefined, 'No snapshot for over 2 hours'],
    [20 * 60_000, 'No snapshot for over 20 minutes'],
    [90 * 60_000, 'No snapshot for over 90 minutes'],
    [60 * 60_000, 'No snapshot for over an hour'],
  ])(
    'the stale pill states the threshold it applies, to a mouse and to a screen reader (staleAfterMs %s)',
    (staleAfterMs, title) => {
      render(<ApyTable rows={rows} now={now} staleAfterMs={staleAfterMs} />);
      const stale = bodyRows().filter((row) => row.hasAttribute('data-stale'));
      expect(stale.length).toBeGreaterThan(0);
      for (const row of stale) {
        const mark = within(row).getByText('Stale');
        expect(mark).toHaveAttribute('title', title);
        expect(mark).toHaveTextContent(`Stale (${title})`);
        expect(row.querySelector('[data-column="updated"]')?.textContent).toMatch(
          new RegExp(` ago Stale \\(${title}\\)$`),
        );
      }
    },
  );

  test('sorts numerically (not as text) with aria-sort, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    render(<ApyTable rows={rows} now={now} />);
    expect(marketNames()).toEqual(['AERO', 'USDC', null]);
    const header = screen.getByRole('columnheader', { name: /Total supply APY/ });
    expect(header).not.toHaveAttribute('aria-sort');

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // "10.2" > "9.5" > "6.53" numerically; as text "9.5" would come first.
    expect(bodyRows().map((row) => apyText(row, 'totalSupplyApy'))).toEqual(['10.20%', '9.50%', '6.53%']);

    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(apyText(bodyRows()[0], 'totalSupplyApy')).toBe('6.53%');

    const borrowButton = screen.getByRole('button', { name: /Borrow APY/ });
    borrowButton.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: /Borrow APY/ })).toHaveAttribute('aria-sort', 'descending');
    expect(header).not.toHaveAttribute('aria-sort');
    // Missing values go last.
    expect(bodyRows().map((row) => row.querySelector('[data-column="borrowApy"]')?.textContent)).toEqual([
      '12.21%',
      '3.00%',
      '—No data',
    ]);
  });

  test('a header press announces the order it gave in the status region; a default sort announces nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ApyTable rows={rows} now={now} defaultSort={{ column: 'totalSupplyApy', direction: 'descending' }} />,
    );
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: /^Borrow APY/ }));
    expect(status).toHaveTextContent('Sorted by Borrow APY, descending');
    await user.click(screen.getByRole('button', { name: /^Borrow APY/ }));
    expect(status).toHaveTextContent('Sorted by Borrow APY, ascending');
  });

  test("a product's chain filter in the toolbar is followed by the rows it leaves, in the table's locale and words", async () => {
    const user = userEvent.setup();
    const Filtered = () => {
      const [chain, setChain] = useState<ChainFilterValue>('all');
      const shown = chain === 'all' ? rows : rows.filter((row) => row.chain_id === String(chain));
      return (
        <ApyTable
          rows={shown}
          now={now}
          locale="de-DE"
          messages={{ table: { rowsShown: (count, n) => (n === 1 ? 'Eine Zeile' : `${count} Zeilen`) } }}
          toolbar={<ChainFilter chains={[34443, 8453, 10]} value={chain} onValueChange={setChain} />}
        />
      );
    };
    const { container } = render(<Filtered />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('radio', { name: 'Base' }));
    expect(status).toHaveTextContent('Eine Zeile');
    await user.click(screen.getByRole('radio', { name: 'OP Mainnet' }));
    expect(status).toHaveTextContent('No markets to show.');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(status).toHaveTextContent(`${rows.length} Zeilen`);
  });

  test("a product's filter outside the table is said through filterKey: its choices, not a refresh of their rows", () => {
    const shownFor = (chain: string) => (chain === 'all' ? rows : rows.filter((row) => row.chain_id === chain));
    const { container, rerender } = render(<ApyTable rows={shownFor('all')} now={now} filterKey="all" />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status).toBeEmptyDOMElement();
    rerender(<ApyTable rows={shownFor('8453')} now={now} filterKey="8453" />);
    expect(status).toHaveTextContent('1 row shown');
    // A refresh that brings another Base market is no choice: the count is not said again.
    const refreshed = [
      ...shownFor('8453'),
      { ...(shownFor('8453')[0] as ApyTableRow), id: 99, ctoken_address: '0x99' },
    ];
    rerender(<ApyTable rows={refreshed} now={now} filterKey="8453" />);
    expect(status).toHaveTextContent('1 row shown');
    rerender(<ApyTable rows={shownFor('all')} now={now} filterKey="all" />);
    expect(status).toHaveTextContent(`${rows.length} rows shown`);
  });

  test('a filterKey that reads NaN every render is one key: a refresh of its rows says nothing', () => {
    const { container, rerender } = render(<ApyTable rows={rows} now={now} filterKey={Number.NaN} />);
    rerender(<ApyTable rows={[...rows]} now={now} filterKey={Number.NaN} />);
    expect(container.querySelector('[role="status"]')).toBeEmptyDOMElement();
  });

  test('a choice the product refuses is not said, then or after a refresh of the same rows', async () => {
    const user = userEvent.setup();
    const Refusing = ({ loading }: { loading: boolean }) => (
      <ApyTable
        rows={rows}
        now={now}
        loading={loading}
        toolbar={<ChainFilter chains={[34443, 8453]} value="all" onValueChange={() => {}} />}
      />
    );
    const { container, rerender } = render(<Refusing loading={false} />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    await user.click(screen.getByRole('radio', { name: 'Base' }));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(status).toHaveTextContent('');
    rerender(<Refusing loading />);
    rerender(<Refusing loading={false} />);
    expect(status).toHaveTextContent('');
  });

  test('rows filtered by a deferred chain are counted once they are on screen, not the rows before them', async () => {
    const user = userEvent.setup();
    const Deferred = () => {
      const [chain, setChain] = useState<ChainFilterValue>('all');
      const deferred = useDeferredValue(chain);
      const shown = deferred === 'all' ? rows : rows.filter((row) => row.chain_id === String(deferred));
      return (
        <ApyTable
          rows={shown}
          now={now}
          toolbar={<ChainFilter chains={[34443, 8453]} value={chain} onValueChange={setChain} />}
        />
      );
    };
    const { container } = render(<Deferred />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    await user.click(screen.getByRole('radio', { name: 'Base' }));
    await waitFor(() => expect(status).toHaveTextContent('1 row shown'));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  test("a choice that leaves no rows is said with the product's own empty text", async () => {
    const user = userEvent.setup();
    const Filtered = () => {
      const [chain, setChain] = useState<ChainFilterValue>('all');
      return (
        <ApyTable
          rows={chain === 'all' ? rows : []}
          now={now}
          emptyMessage="No pools on this chain yet"
          toolbar={<ChainFilter chains={[10]} value={chain} onValueChange={setChain} />}
        />
      );
    };
    const { container } = render(<Filtered />);
    await user.click(screen.getByRole('radio', { name: 'OP Mainnet' }));
    expect(container.querySelector('[role="status"]')).toHaveTextContent('No pools on this chain yet');
  });

  test("a chain filter in the toolbar speaks the table's messages, unless given its own", () => {
    const german = { chainFilter: { label: 'Netzwerk', all: 'Alle' } };
    const { rerender } = render(<ApyTable rows={rows} now={now} messages={german} toolbar={<ChainFilter />} />);
    expect(screen.getByRole('group', { name: 'Netzwerk' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Alle' })).toBeInTheDocument();
    rerender(
      <ApyTable
        rows={rows}
        now={now}
        messages={german}
        toolbar={<ChainFilter messages={{ chainFilter: { all: 'Tous' } }} />}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Tous' })).toBeInTheDocument();
  });

  test('a chain filter outside a table changes nothing in the status region of a table beside it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <ChainFilter />
        <ApyTable rows={rows} now={now} />
      </>,
    );
    await user.click(screen.getByRole('radio', { name: 'Base' }));
    expect(container.querySelector('[role="status"]')).toHaveTextContent('');
  });

  test('a header press is announced over rows kept beside an error (a failed refresh)', async () => {
    const user = userEvent.setup();
    const failed = new HttpError('HTTP 503', { status: 503, url: 'https://x/rest/v1/asset-total-apy', body: null });
    const { container } = render(<ApyTable rows={rows} now={now} error={failed} onRetry={() => {}} />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    await user.click(screen.getByRole('button', { name: /^Borrow APY/ }));
    expect(status).toHaveTextContent('Sorted by Borrow APY, descending');
  });

  test('a pager press announces the page it turned to, once; the count growing in the background says nothing', async () => {
    const user = userEvent.setup();
    const Paged = ({ count }: { count: number }) => {
      const [page, setPage] = useState(0);
      return <ApyTable rows={rows} now={now} page={page} pageCount={count} onPageChange={setPage} />;
    };
    const { container, rerender } = render(<Paged count={7} />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent('');
    await user.click(await pagerButton('Next'));
    expect(status).toHaveTextContent('Page 2 of 7');
    rerender(<Paged count={8} />);
    expect(container.querySelector('[data-slot="page-info"]')).toHaveTextContent('Page 2 of 8');
    expect(status).toHaveTextContent('Page 2 of 7');
    expect(container.querySelector('[data-slot="page-info"]')).not.toHaveAttribute('aria-live');
  });

  test('a press the product ignores (its page stays) is never announced, not even on a later render', async () => {
    const user = userEvent.setup();
    const ignore = () => {};
    const { container, rerender } = render(
      <ApyTable rows={rows} now={now} page={0} pageCount={3} onPageChange={ignore} />,
    );
    const status = container.querySelector('[role="status"]') as HTMLElement;
    await user.click(await pagerButton('Next'));
    rerender(<ApyTable rows={[...rows]} now={now} page={0} pageCount={3} onPageChange={ignore} />);
    expect(status).toHaveTextContent('');
  });

  test('the same words after a later press are put in anew, so they are spoken again', async () => {
    const user = userEvent.setup();
    let reset = () => {};
    const Paged = () => {
      const [page, setPage] = useState(0);
      reset = () => setPage(0);
      return <ApyTable rows={rows} now={now} page={page} pageCount={3} onPageChange={setPage} />;
    };
    const { container } = render(<Paged />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    await user.click(await pagerButton('Next'));
    const first = status.firstElementChild;
    expect(first).toHaveTextContent('Page 2 of 3');
    act(() => reset());
    await user.click(await pagerButton('Next'));
    expect(status.firstElementChild).toHaveTextContent('Page 2 of 3');
    expect(status.firstElementChild).not.toBe(first);
  });

  test('after a sort was announced, a reload for another reason (a chain change) does not announce it again', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<ApyTable rows={rows} now={now} />);
    const status = container.querySelector('[role="status"]') as HTMLElement;
    await user.click(screen.getByRole('button', { name: /^Borrow APY/ }));
    expect(status).toHaveTextContent('Sorted by Borrow APY');
    rerender(<ApyTable rows={[]} loading now={now} />);
    expect(status).toHaveTextContent('Loading');
    rerender(<ApyTable rows={rows} now={now} />);
    expect(status).toHaveTextContent('');
  });

  test('rows are memoized: sorting reorders them without re-rendering any', async () => {
    const user = userEvent.setup();
    // Each row formats its timestamp once per render, so counting those calls counts row renders.
    const formatDate = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    render(<ApyTable rows={rows} now={now} />);
    expect(formatDate).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: /Borrow APY/ }));
    await user.click(screen.getByRole('button', { name: /Borrow APY/ }));
    expect(screen.getByRole('columnheader', { name: /Borrow APY/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(formatDate).toHaveBeenCalledTimes(3);
  });

  test('text columns sort ascending first', async () => {
    const user = userEvent.setup();
    render(<ApyTable rows={rows} now={now} />);
    await user.click(screen.getByRole('button', { name: /Chain/ }));
    expect(screen.getByRole('columnheader', { name: /Chain/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((row) => row.querySelector('[data-slot="chain"]')?.textContent)).toEqual([
      'Base',
      'Mode',
      'Mode',
    ]);
  });

  test('controlled sort: reports changes and renders the sort it is given', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = render(
      <ApyTable
        rows={rows}
        now={now}
        sort={{ column: 'supplyApy', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /^Supply APY/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'supplyApy', direction: 'descending' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    rerender(
      <ApyTable
        rows={rows}
        now={now}
        sort={{ column: 'supplyApy', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  test('uncontrolled defaultSort', () => {
    render(<ApyTable rows={rows} now={now} defaultSort={{ column: 'updated', direction: 'ascending' }} />);
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveAttribute('data-stale');
  });

  test('nextSort toggles the active column and starts numbers high-to-low', () => {
    expect(nextSort(null, 'borrowApy')).toEqual({ column: 'borrowApy', direction: 'descending' });
    expect(nextSort(null, 'token')).toEqual({ column: 'token', direction: 'ascending' });
    expect(nextSort({ column: 'token', direction: 'ascending' }, 'token')).toEqual({
      column: 'token',
      direction: 'descending',
    });
  });

  test('pagination: page text, disabled states and page changes (zero-based)', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<ApyTable rows={rows} now={now} page={1} pageCount={7} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Table pages' });
    expect(within(nav).getByText('Page 2 of 7')).toBeInTheDocument();
    await user.click(await pagerButton('Next'));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);

    rerender(<ApyTable rows={rows} now={now} page={0} pageCount={7} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<ApyTable rows={rows} now={now} page={6} pageCount={7} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Page 7 of 7')).toBeInTheDocument();
    rerender(<ApyTable rows={rows} now={now} page={3} hasNextPage onPageChange={onPageChange} />);
    expect(screen.getByText('Page 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('no pagination without onPageChange', () => {
    render(<ApyTable rows={rows} now={now} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('loading: skeleton rows in a busy box, and a status message outside it', () => {
    const { container } = render(<ApyTable loading skeletonRows={3} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-state', 'loading');
    expect(root?.querySelector('[data-slot="scroll"]')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading market APYs…');
    // Not every screen reader speaks a live region inside a busy one, nor a toolbar's change there.
    expect(screen.getByRole('status').closest('[aria-busy]')).toBeNull();
    expect(container.querySelector('[data-slot="toolbar"]')?.closest('[aria-busy]')).toBeNull();
    // Nothing to sort yet: the sort buttons are there (a focused one keeps focus) but disabled.
    for (const button of screen.getAllByRole('button', { name: /APY/ })) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
  });

  test('an unreadable update time reads as "No data", like a missing APY', () => {
    const [first] = rows;
    if (!first) throw new Error('no row');
    render(<ApyTable rows={[{ ...first, created_at: 'yesterday-ish' }]} now={now} />);
    const updated = within(bodyRows()[0] as HTMLElement)
      .getAllByRole('cell')
      .at(-1) as HTMLElement;
    expect(updated).toHaveTextContent('No data');
    expect(updated.querySelector('time')).toBeNull();
  });

  test('the status region is in place before loading starts, so its message is announced', () => {
    const { rerender } = render(<ApyTable rows={[]} now={now} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<ApyTable rows={[]} now={now} loading />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Loading market APYs…');
  });

  test('a sort button pressed while there are no rows does nothing', async () => {
    const onSortChange = vi.fn();
    render(<ApyTable loading onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: /^Supply APY/ }));
    expect(onSortChange).not.toHaveBeenCalled();
  });

  test('loading with rows keeps them and sets aria-busy', () => {
    const { container } = render(<ApyTable rows={rows} loading now={now} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'ready');
    expect(container.querySelector('[data-slot="scroll"]')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
  });

  test('empty state', () => {
    const { container, rerender } = render(<ApyTable rows={[]} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText('No markets to show.')).toBeInTheDocument();
    rerender(<ApyTable rows={[]} emptyMessage="Nothing on Base yet." />);
    expect(screen.getByText('Nothing on Base yet.')).toBeInTheDocument();
  });

  test('error: message and a retry button that calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(<ApyTable error={new Error('Boom')} onRetry={onRetry} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'error');
    const alert = await spokenAlert();
    expect(alert).toHaveTextContent('Couldn’t load market APYs');
    // A product's own error text is not shown to end users: it may be technical.
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert).not.toHaveTextContent('Boom');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('error with rows still shows the rows', async () => {
    render(<ApyTable rows={rows} error="Refresh failed" now={now} />);
    expect(await spokenAlert()).toHaveTextContent('Something went wrong.');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('a retry in flight keeps the alert and its focused, inert "Try again"; the recovered table takes the focus', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const failure = new Error('Boom');
    const { rerender } = render(<ApyTable rows={[]} error={failure} onRetry={onRetry} now={now} />);
    const alert = await spokenAlert();
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    rerender(<ApyTable rows={[]} error={failure} loading onRetry={onRetry} now={now} />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ApyTable rows={rows} onRetry={onRetry} now={now} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Market APYs' })).toHaveFocus();
  });

  test('"Try again" that fails again puts a new message node in the alert, so screen readers speak it again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const failure = new Error('Boom');
    const { container, rerender } = render(<ApyTable rows={[]} error={failure} onRetry={onRetry} now={now} />);
    const message = () => container.querySelector('[data-slot="error-message"]');
    await spokenAlert();
    const first = message();
    // A background refetch that fails again is not announced again.
    rerender(<ApyTable rows={[]} error={failure} loading onRetry={onRetry} now={now} />);
    rerender(<ApyTable rows={[]} error={new Error('Boom')} onRetry={onRetry} now={now} />);
    expect(message()).toBe(first);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ApyTable rows={[]} error={failure} loading onRetry={onRetry} now={now} />);
    expect(message()).toBe(first);
    const alert = screen.getByRole('alert');
    rerender(<ApyTable rows={[]} error={new Error('Boom')} onRetry={onRetry} now={now} />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(message()).not.toBe(first);
    expect(message()).toHaveTextContent('Something went wrong.');
  });

  test('an error that clears never takes focus that was outside its alert', async () => {
    const failure = new Error('Boom');
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        <ApyTable rows={[]} error={failure} onRetry={() => {}} now={now} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    rerender(
      <>
        <button type="button">Elsewhere</button>
        <ApyTable rows={rows} onRetry={() => {}} now={now} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  test('a reload that fails and removes the table hands the sort button\'s focus to "Try again"', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ApyTable rows={rows} manualSorting onRetry={() => {}} now={now} />);
    await user.click(screen.getByRole('button', { name: /^Updated/ }));
    rerender(<ApyTable rows={[]} loading manualSorting onRetry={() => {}} now={now} />);
    expect(screen.getByRole('button', { name: /^Updated/ })).toHaveFocus();
    rerender(<ApyTable rows={[]} error={new Error('Boom')} manualSorting onRetry={() => {}} now={now} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  test('without "Try again", the alert itself takes the focus of a table it replaced', async () => {
    const { rerender } = render(<ApyTable rows={rows} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: /^Updated/ }));
    rerender(<ApyTable rows={[]} error={new Error('Boom')} now={now} />);
    expect(await spokenAlert()).toHaveFocus();
  });

  test('spreads props on the root, merges className last, and unstyled drops library classes', () => {
    const { container, rerender } = render(
      <ApyTable rows={rows} now={now} id="apys" data-testid="table" aria-describedby="note" className="product" />,
    );
    const root = screen.getByTestId('table');
    expect(root).toBe(container.firstElementChild);
    expect(root).toHaveAttribute('id', 'apys');
    expect(root).toHaveAttribute('aria-describedby', 'note');
    expect(root.className).toBe('ark-table product');
    rerender(<ApyTable rows={rows} now={now} data-testid="table" className="product" unstyled />);
    expect(root.className).toBe('product');
    expect(container.querySelector('[class*="ark-"]')).toBeNull();
  });

  test('forwards a ref to the root', () => {
    let node: HTMLDivElement | null = null;
    render(
      <ApyTable
        rows={rows}
        now={now}
        ref={(element) => {
          node = element;
        }}
      />,
    );
    expect(node).toHaveAttribute('data-slot', 'apy-table');
  });

  test('a custom caption names the table', () => {
    render(<ApyTable rows={rows} now={now} caption="Base markets" toolbar={<button type="button">Refresh</button>} />);
    expect(screen.getByRole('table', { name: 'Base markets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  test('history adds an accessible sparkline per market', async () => {
    const [first] = rows;
    if (!first) throw new Error('no row');
    const series = ['5.1', '5.8', null, '6.53'].map((total, index) => ({
      ...first,
      id: 100 + index,
      totalSupplyApy: total,
    }));
    render(<ApyTable rows={rows} now={now} history={new Map([[assetKey(first), series]])} />);
    expect(screen.getByRole('columnheader', { name: 'Trend (total supply APY)' })).toBeInTheDocument();
    const chart = screen.getByRole('img', {
      name: 'Total supply APY trend over the last 24 hours: from 5.10% to 6.53%',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    // The line comes with the drawing's chunk; until then the image holds its box and its name.
    await waitFor(() =>
      expect(
        screen
          .getByRole('img', { name: /from 5\.10% to 6\.53%/ })
          .querySelector('polyline')
          ?.getAttribute('points')
          ?.split(' '),
      ).toHaveLength(3),
    );
    expect(screen.getAllByText('No trend data')).toHaveLength(2);
  });

  describe('orders by the exact values, as the figures show them', () => {
    const [first] = rows;
    if (!first) throw new Error('no row');
    const market = (id: number, totalSupplyApy: string) => ({
      ...first,
      id,
      ctoken_address: `0x${String(id).padStart(40, '0')}`,
      totalSupplyApy,
      supplyApy: null,
    });
    const totalsShown = () => bodyRows().map((row) => apyText(row, 'totalSupplyApy'));
    const byTotal = { column: 'totalSupplyApy', direction: 'descending' } as const;

    test('values one double apart in figures only sort by their exact decimals', () => {
      render(<ApyTable rows={[market(1, '5.3049999999999999'), market(2, '5.305')]} now={now} defaultSort={byTotal} />);
      expect(totalsShown()).toEqual(['5.31%', '5.30%']);
    });

    test('a value shown as a dash sorts with the missing values, in both directions', () => {
      const view = render(
        <ApyTable rows={[market(1, '0x10'), market(2, '3'), market(3, '20')]} now={now} defaultSort={byTotal} />,
      );
      expect(totalsShown()).toEqual(['20.00%', '3.00%', '—']);
      view.unmount();
      render(
        <ApyTable
          rows={[market(1, '0x10'), market(2, '3'), market(3, '20')]}
          now={now}
          defaultSort={{ ...byTotal, direction: 'ascending' }}
        />,
      );
      expect(totalsShown()).toEqual(['3.00%', '20.00%', '—']);
    });

    test('the trend follows the exact values where the floats tie', () => {
      const series = ['5.3049999999999999', '5.305'].map((total, index) => ({
        ...first,
        id: 200 + index,
        created_at: `2024-07-12T1${index}:00:00+00:00`,
        totalSupplyApy: total,
      }));
      render(<ApyTable rows={rows.slice(0, 1)} now={now} history={new Map([[assetKey(first), series]])} />);
      const chart = screen.getByRole('img', { name: /from 5\.30% to 5\.31%/ });
      expect(chart).toHaveAttribute('data-trend', 'up');
    });
  });

  test('is locale-aware', () => {
    render(<ApyTable rows={rows.slice(0, 1)} now={now} locale="de-DE" />);
    expect(screen.getByText('5,30 %')).toBeInTheDocument();
    expect(screen.getByText('+1,23 % rewards')).toBeInTheDocument();
    expect(screen.getByText('vor 4 Min.')).toBeInTheDocument();
  });

  test('above the threshold only a window of rows is rendered, with aria-rowcount and aria-rowindex', async () => {
    // jsdom has no layout: give the scroll container a viewport so the virtualizer has a window to fill.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const { container } = render(<ApyTable rows={manyRows(10_000)} now={now} virtualizeThreshold={200} />);
    expect(container.firstElementChild).toHaveAttribute('data-virtualized', 'true');
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    // The virtualized body is loaded lazily (its own chunk); its window follows once it is there.
    await waitFor(() => expect(container.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy'));
    const rendered = bodyRows();
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    expect(container.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy');
  });

  test('up to the threshold every row is rendered, without row indexes', () => {
    const { container } = render(<ApyTable rows={rows} now={now} virtualizeThreshold={3} />);
    expect(container.firstElementChild).not.toHaveAttribute('data-virtualized');
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows()[0]).not.toHaveAttribute('aria-rowindex');
  });
});

describe('ApyTable lazy virtualized body', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });

  test('while the chunk loads: the first rows already, the full scroll height, aria-busy; then the window', async () => {
    // A fresh module graph, so the virtualized body has not been loaded by an earlier test.
    vi.resetModules();
    const { ApyTable: FreshApyTable } = await import('../../src/components/ApyTable/ApyTable');
    const { container } = render(<FreshApyTable rows={manyRows(1000)} now={now} virtualizeThreshold={200} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-state', 'ready');
    expect(root?.querySelector('[data-slot="scroll"]')).toHaveAttribute('aria-busy', 'true');
    const first = bodyRows();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(100);
    expect(first[0]).toHaveAttribute('aria-rowindex', '2');
    expect(container.querySelector('[data-slot="skeleton-row"]')).toBeNull();
    const spacer = container.querySelector<HTMLElement>('[data-slot="spacer"] td');
    expect(spacer?.style.height).toBe(`${(1000 - first.length) * 61}px`);

    await waitFor(() => expect(root?.querySelector('[data-slot="scroll"]')).not.toHaveAttribute('aria-busy'));
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().length).toBeLessThan(100);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  test('a table at or below the threshold never renders the fallback, not even for one frame', async () => {
    vi.resetModules();
    const { ApyTable: FreshApyTable } = await import('../../src/components/ApyTable/ApyTable');
    const container = document.body.appendChild(document.createElement('div'));
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const fallback = '[data-slot="skeleton-row"], [aria-busy]';
          if (node instanceof Element && (node.matches(fallback) || node.querySelector(fallback)))
            seen.push('fallback');
        }
        if (record.type === 'attributes' && record.attributeName === 'aria-busy') seen.push('busy');
      }
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    const many = manyRows(200);
    const { rerender } = render(<FreshApyTable rows={many} now={now} virtualizeThreshold={200} />, { container });
    expect(bodyRows()).toHaveLength(200);
    rerender(<FreshApyTable rows={many.slice(0, 50)} now={now} virtualizeThreshold={200} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(bodyRows()).toHaveLength(50);
    expect(seen).toEqual([]);
  });

  test('only the lazily loaded module imports @tanstack/react-virtual', () => {
    const sourceRoot = join(process.cwd(), 'src');
    const importers = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /from ['"]@tanstack\/react-virtual['"]/.test(readFileSync(join(sourceRoot, file), 'utf8')));
    expect(importers.map((file) => file.replaceAll('\\', '/'))).toEqual(['components/ApyTable/VirtualRows.tsx']);
    const table = readFileSync(join(sourceRoot, 'components/ApyTable/ApyTable.tsx'), 'utf8');
    expect(table).toMatch(/lazy\(\(\) => import\('\.\/VirtualRows'\)/);
    expect(table).not.toMatch(/from '\.\/VirtualRows'/);
  });
});

describe('ApyTable accessibility (axe)', () => {
  const [first] = rows;
  const history = first ? new Map([[assetKey(first), [first, { ...first, id: 9, totalSupplyApy: '7' }]]]) : undefined;
  test.each([
    [
      'ready',
      <ApyTable key="ready" rows={rows} now={now} history={history} page={1} pageCount={3} onPageChange={() => {}} />,
    ],
    [
      'sorted',
      <ApyTable key="sorted" rows={rows} now={now} defaultSort={{ column: 'borrowApy', direction: 'descending' }} />,
    ],
    ['loading', <ApyTable key="loading" loading />],
    ['empty', <ApyTable key="empty" rows={[]} />],
    ['error', <ApyTable key="error" error={new Error('Boom')} onRetry={() => {}} />],
    ['unstyled', <ApyTable key="unstyled" rows={rows} now={now} unstyled />],
  ])('%s has no violations', async (_, ui) => {
    const { container } = render(ui);
    await expectNoAxeViolations(container);
  });
});
