import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ApyTable,
  type ApyTableColumn,
  type ApyTableRow,
  type ApyTableSort,
} from '../../src/components/ApyTable/ApyTable';
import { useApyTableModel } from '../../src/components/ApyTable/useApyTableModel';
import { assetKey } from '../../src/core/latest';
import { defaultMessages } from '../../src/i18n/messages';

const now = Date.parse('2024-07-12T12:00:00Z');

function row(id: number, total: string, chain = '8453', hoursAgo = 0): ApyTableRow {
  return {
    id,
    created_at: new Date(now - hoursAgo * 3_600_000).toISOString(),
    chain_id: chain,
    underlying_address: '0x940181a94a35a4569e4529a3cdfb74e38fd98631',
    ctoken_address: `0x${id.toString(16).padStart(40, '0')}`,
    totalSupplyApy: total,
    supplyApy: '1',
    borrowApy: '3',
  };
}

const rows = [row(1, '6.53'), row(2, '10.2', '34443'), row(3, '9.5')];

function bodyRows() {
  return screen.getAllByRole('row').filter((element) => element.getAttribute('data-slot') === 'row');
}

function totals() {
  return bodyRows().map((element) =>
    element.querySelector('[data-column="totalSupplyApy"]')?.firstChild?.textContent?.trim(),
  );
}

function headerIds() {
  return screen.getAllByRole('columnheader').map((header) => header.getAttribute('data-column'));
}

afterEach(() => vi.restoreAllMocks());

describe('columns', () => {
  test('a subset of built-in columns, in the given order', () => {
    render(<ApyTable rows={rows} now={now} columns={['totalSupplyApy', 'token', 'updated']} />);
    expect(headerIds()).toEqual(['totalSupplyApy', 'token', 'updated']);
    expect(bodyRows()[0]?.querySelectorAll('[data-slot="cell"]')).toHaveLength(3);
  });

  const supplied: string[] = [];
  const supplyColumn: ApyTableColumn = {
    id: 'supply',
    header: 'Action',
    align: 'end',
    cell: (item) => (
      <button type="button" onClick={() => supplied.push(item.ctoken_address)}>
        Supply
      </button>
    ),
    sortValue: (item) => item.id ?? null,
  };

  test.each([
    ['table', {}],
    ['stacked', { layout: 'stacked' as const }],
  ])('a custom column with a button works in the %s layout', async (_, props) => {
    supplied.length = 0;
    const user = userEvent.setup();
    render(<ApyTable rows={rows} now={now} columns={['token', 'totalSupplyApy', supplyColumn]} {...props} />);
    const buttons = screen.getAllByRole('button', { name: 'Supply' });
    expect(buttons).toHaveLength(3);
    const target = buttons[1];
    if (target) await user.click(target);
    expect(supplied).toEqual([rows[1]?.ctoken_address]);
    expect(target?.closest('td')).toHaveAttribute('data-label', 'Action');
  });

  test('a custom column whose header is markup labels its stacked cells with its `label`', () => {
    const tvl: ApyTableColumn = {
      id: 'tvl',
      header: (
        <span>
          TVL <abbr title="Total value locked">ⓘ</abbr>
        </span>
      ),
      label: 'TVL',
      cell: (item) => `$${item.id}M`,
    };
    const { container } = render(<ApyTable rows={rows} now={now} columns={['token', tvl]} layout="stacked" />);
    const cells = [...container.querySelectorAll('td[data-column="tvl"]')];
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell).toHaveAttribute('data-label', 'TVL');
    // Without a label, markup has no text to label the cells with: none rather than "[object Object]".
    const { container: unlabelled } = render(
      <ApyTable rows={rows} now={now} columns={['token', { ...tvl, label: undefined }]} layout="stacked" />,
    );
    expect(unlabelled.querySelector('td[data-column="tvl"]')).not.toHaveAttribute('data-label');
  });

  test('a header that is markup is named by its `label`, on the header and on its sort button', () => {
    const icon: ApyTableColumn = {
      id: 'tvl',
      header: <svg aria-hidden="true" />,
      label: 'TVL',
      cell: (item) => `$${item.id}M`,
      sortValue: (item) => item.id,
    };
    render(
      <ApyTable rows={rows} now={now} columns={['token', icon, { ...icon, id: 'fixed', sortValue: undefined }]} />,
    );
    expect(screen.getByRole('button', { name: 'TVL' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'TVL' })).toHaveLength(2);
  });

  test.each<[string, readonly (string | number)[], string[]]>([
    ['decimal strings', ['1.25', '-20', '1.5', '10', '-3', '0.75'], ['-20', '-3', '0.75', '1.25', '1.5', '10']],
    ['numbers and decimal strings', [1.3, '1.25', 10, '1.5', 2, '-0.5'], ['-0.5', '1.25', '1.3', '1.5', '2', '10']],
    // Text that is not a decimal puts the column in the locale's order, one order for all: never a cycle.
    [
      'decimals beside other text',
      ['1.25', '1.5', '1.10x', '2', '10', 'n/a'],
      ['1.5', '1.10x', '1.25', '2', '10', 'n/a'],
    ],
  ])('%s: one order for the column, decimal text by its exact value', async (_label, values, ascending) => {
    const user = userEvent.setup();
    const six = values.map((_, index) => row(index + 1, '1'));
    const amountOf = (item: ApyTableRow) => values[(item.id ?? 1) - 1] ?? null;
    const amount: ApyTableColumn = {
      id: 'amount',
      header: 'Amount',
      cell: (item) => String(amountOf(item)),
      sortValue: amountOf,
    };
    render(<ApyTable rows={six} now={now} columns={['token', amount]} />);
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    const shown = () => bodyRows().map((element) => element.querySelector('[data-column="amount"]')?.textContent);
    expect(shown()).toEqual(ascending);
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(shown()).toEqual([...ascending].reverse());
  });

  test('an empty column list is refused, not a table of empty rows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ApyTable rows={rows} now={now} columns={[]} />)).toThrow('A table needs at least one column.');
  });

  test('a custom column with a sortValue sorts client-side', async () => {
    const user = userEvent.setup();
    render(<ApyTable rows={rows} now={now} columns={['token', 'totalSupplyApy', supplyColumn]} />);
    await user.click(screen.getByRole('button', { name: /Action/ }));
    expect(screen.getByRole('columnheader', { name: /Action/ })).toHaveAttribute('aria-sort', 'descending');
    expect(totals()).toEqual(['9.50%', '10.20%', '6.53%']);
  });

  test('a custom column works in the virtualized body', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const many = Array.from({ length: 500 }, (_, index) => row(index + 1, String(index)));
    render(<ApyTable rows={many} now={now} columns={['token', supplyColumn]} virtualizeThreshold={100} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(bodyRows().length).toBeLessThan(100);
    expect(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Supply' })).toBeInTheDocument();
  });
});

describe('getRowHref', () => {
  test('renders the market as a real link named by token and chain; rows are not clickable', () => {
    const { container } = render(
      <ApyTable rows={rows} now={now} getRowHref={(item) => (item.id === 3 ? undefined : `/markets/${item.id}`)} />,
    );
    const links = screen.getAllByRole('link', { name: / on (Base|Mode)$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/markets/1', '/markets/2']);
    expect(links[0]).toHaveAccessibleName('AERO on Base');
    // No symbol known for this token on Mode: the link is named by its address.
    expect(links[1]).toHaveAccessibleName('0x9401…8631 on Mode');
    expect(links[0]).not.toHaveAttribute('target');
    expect(container.querySelector('tr[onclick], tr[role="link"], tr[tabindex]')).toBeNull();
  });
});

describe('manual sorting', () => {
  test('header clicks only call onSortChange; rows stay as given; aria-sort follows sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const given = [row(1, '1'), row(2, '9'), row(3, '5')];
    render(
      <ApyTable
        rows={given}
        now={now}
        manualSorting
        sortableColumns={['updated']}
        sort={{ column: 'updated', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getByRole('columnheader', { name: 'Total supply APY' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Updated/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'updated', direction: 'ascending' });
    expect(totals()).toEqual(['1.00%', '9.00%', '5.00%']);
  });
});

describe('manual sorting of a custom column', () => {
  test('a listed custom column without a sortValue gets its sort button when the service sorts', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const tvl: ApyTableColumn = { id: 'tvl', header: 'TVL', cell: (item) => `$${item.id}M` };
    render(
      <ApyTable
        rows={rows}
        now={now}
        columns={['token', tvl]}
        manualSorting
        sortableColumns={['tvl']}
        sort={null}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /TVL/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'tvl', direction: 'ascending' });
  });
});

describe('pagination focus', () => {
  function Paged() {
    const [page, setPage] = useState(1);
    return <ApyTable rows={rows} now={now} page={page} pageCount={2} onPageChange={setPage} />;
  }

  test('reaching the first page moves focus from Previous to Next, and the last page back', async () => {
    const user = userEvent.setup();
    render(<Paged />);
    // The pager's behaviour is a chunk of its own: until it is in, both buttons wait disabled.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous' }));
  });
});

describe('trends and text', () => {
  test('a trend covers trendHours of time, and a flat one is neither rising nor falling', () => {
    const [first] = rows;
    if (!first) throw new Error('no row');
    const series = [row(1, '2', '8453', 30), row(1, '6', '8453', 20), row(1, '6.001', '8453', 0)];
    const history = new Map([[assetKey(first), series]]);
    const { rerender } = render(<ApyTable rows={[first]} now={now} history={history} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-trend', 'flat');
    rerender(<ApyTable rows={[first]} now={now} history={history} trendHours={48} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-trend', 'up');
  });

  test.each([
    ['5.004', '4.996', 'flat', 'both show 5.00%'],
    ['4.994', '4.996', 'up', '4.99% then 5.00%'],
    ['5.005', '5.004', 'down', '5.01% then 5.00%'],
  ])('the trend from %s to %s is %s: %s', (from, to, direction) => {
    const [first] = rows;
    if (!first) throw new Error('no row');
    const history = new Map([[assetKey(first), [row(1, from, '8453', 20), row(1, to, '8453', 0)]]]);
    render(<ApyTable rows={[first]} now={now} history={history} />);
    expect(screen.getByRole('img')).toHaveAttribute('data-trend', direction);
  });

  test('unstyled renders no decorative letter icon into the text', () => {
    render(<ApyTable rows={rows.slice(0, 1)} now={now} unstyled />);
    expect(screen.getByRole('rowheader').textContent?.startsWith('AERO')).toBe(true);
  });

  test('messages prop wins for every table string', () => {
    render(
      <ApyTable
        rows={rows}
        now={now}
        page={0}
        pageCount={3}
        onPageChange={() => {}}
        messages={{ table: { columnToken: 'Markt', pageOf: (page, count) => `Seite ${page} von ${count}` } }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Markt/ })).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
  });
});

describe('useApyTableModel', () => {
  test('is the model the table renders: same columns and formatted cells', () => {
    const { result } = renderHook(() =>
      useApyTableModel({
        rows,
        nowMs: now,
        messages: defaultMessages.table,
        defaultSort: { column: 'totalSupplyApy', direction: 'descending' } satisfies ApyTableSort,
      }),
    );
    expect(result.current.columns.map((column) => column.id)).toEqual([
      'token',
      'chain',
      'supplyApy',
      'totalSupplyApy',
      'borrowApy',
      'updated',
    ]);
    expect(result.current.rows.map((item) => item.totalSupplyApy)).toEqual(['10.20%', '9.50%', '6.53%']);
    render(<ApyTable rows={rows} now={now} defaultSort={{ column: 'totalSupplyApy', direction: 'descending' }} />);
    expect(
      bodyRows().map((element) => element.querySelector('[data-column="totalSupplyApy"]')?.firstChild?.textContent),
    ).toEqual(result.current.rows.map((item) => `${item.totalSupplyApy}\n`));
  });
});
