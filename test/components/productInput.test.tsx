import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyTable, type ApyTableColumn, type ApyTableRow } from '../../src/components/ApyTable/ApyTable';
import { Sparkline } from '../../src/components/ApyTable/Sparkline';
import { ChainFilter } from '../../src/components/ChainFilter/ChainFilter';
import { RewardsBadge } from '../../src/components/RewardsBadge/RewardsBadge';
import { createConfig } from '../../src/core/config';
import { InvalidParameterError } from '../../src/core/errors';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { createMockService } from '../../src/testing';

const now = Date.parse('2024-07-12T12:00:00Z');
const aero = '0x940181a94a35a4569e4529a3cdfb74e38fd98631';

function row(id: number, total = '5'): ApyTableRow {
  return {
    id,
    created_at: new Date(now - 60_000).toISOString(),
    chain_id: '8453',
    underlying_address: aero,
    ctoken_address: `0x${id.toString(16).padStart(40, '0')}`,
    totalSupplyApy: total,
    supplyApy: '1',
    borrowApy: '3',
  };
}

function cellsOf(column: string) {
  return [...document.querySelectorAll(`tbody [data-column="${column}"]`)].map((cell) => cell.textContent);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what a product passes in never takes the page down', () => {
  test.each(['en_US', ''])('a malformed locale (%j) falls back to the runtime default', (locale) => {
    render(
      <ApyTable
        rows={[row(1), row(2)]}
        now={now}
        locale={locale}
        defaultSort={{ column: 'token', direction: 'ascending' }}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const config = createConfig(createMockService().config);
    render(
      <ApyRewardsProvider config={config} locale={locale}>
        <ApyTable rows={[row(1)]} now={now} timeDisplay="absolute" />
      </ApyRewardsProvider>,
    );
  });

  test('a message override given as undefined keeps the default', () => {
    render(
      <ApyTable
        rows={[row(1, '6.53')]}
        now={now}
        messages={{ table: { rewards: undefined, columnChain: undefined } }}
      />,
    );
    expect(screen.getByText('+5.53% rewards')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Chain' })).toBeInTheDocument();
  });
});

describe('props read from a URL, a CMS or JSON', () => {
  test("an empty or malformed component locale keeps the provider's, not the runtime's", () => {
    const config = createConfig(createMockService().config);
    render(
      <ApyRewardsProvider config={config} locale="de-DE">
        <RewardsBadge amountWei="1234567890123456789012" locale="" defaultView="exact" data-testid="empty" />
        <RewardsBadge amountWei="1234567890123456789012" locale="en_US" defaultView="exact" data-testid="malformed" />
      </ApyRewardsProvider>,
    );
    for (const id of ['empty', 'malformed']) {
      expect(screen.getByTestId(id).querySelector('[data-slot="amount"]')).toHaveTextContent(
        '1.234,567890123456789012 ION',
      );
    }
  });

  test('messages given as null keep the layer below, as undefined does (a JSON file without a key)', () => {
    render(
      <ApyTable
        rows={[row(1, '6.53')]}
        now={now}
        messages={{ table: { rewards: null, columnChain: null }, badge: null } as never}
      />,
    );
    expect(screen.getByText('+5.53% rewards')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Chain' })).toBeInTheDocument();
  });

  test('a message of the wrong kind is refused with a typed error naming the key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<RewardsBadge amountWei="1" messages={{ badge: { title: 'My rewards' } } as never} />)).toThrow(
      new InvalidParameterError('messages.badge.title must be a function, got string.'),
    );
    expect(() =>
      render(<ApyTable rows={[row(1)]} now={now} messages={{ table: { columnChain: 7 } } as never} />),
    ).toThrow(new InvalidParameterError('messages.table.columnChain must be a string, got number.'));
  });

  test('a chain id given as a string still checks its option', () => {
    render(<ChainFilter value={'34443' as never} chains={[34443, 8453]} />);
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('Mode');
  });

  test("a row's chain id given as a number (rows parsed by hand) is the same chain: its name and its colour", () => {
    render(<ApyTable rows={[{ ...row(1), chain_id: 8453 as never }]} now={now} />);
    const chain = document.querySelector('[data-slot="chain"]');
    expect(chain).toHaveTextContent('Base');
    expect(chain).toHaveAttribute('data-chain', 'base');
  });

  test('an unknown built-in column id is refused with a typed error, not drawn as an empty column', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ApyTable rows={[row(1)]} now={now} columns={['token', 'bogus' as never]} />)).toThrow(
      new InvalidParameterError('"bogus" is not a built-in table column id.'),
    );
    expect(() => render(<ApyTable rows={[row(1)]} now={now} columns={['toString' as never]} />)).toThrow(
      new InvalidParameterError('"toString" is not a built-in table column id.'),
    );
  });

  test.each([
    [{ page: Number.NaN, pageCount: 5 }, /^page must be/],
    [{ page: -1, pageCount: 5 }, /^page must be/],
    [{ page: 1.5, pageCount: 5 }, /^page must be/],
    [{ page: 0, pageCount: Number.POSITIVE_INFINITY }, /^pageCount must be/],
  ])('paging %o is refused with a typed error, not "Page NaN" between two disabled buttons', (paging, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ApyTable rows={[row(1)]} now={now} {...paging} onPageChange={() => {}} />)).toThrow(message);
  });

  test('a Sparkline of 200,000 points draws its range (no argument-count limit of Math.min)', () => {
    const values = Array.from({ length: 200_000 }, (_, index) => (index === 7 ? -3 : index % 100));
    const { container } = render(<Sparkline values={values} label="long" width={100} height={20} />);
    const ys = (container.querySelector('polyline')?.getAttribute('points') ?? '')
      .split(' ')
      .map((point) => Number(point.split(',')[1]));
    expect(Math.max(...ys.slice(0, 1000))).toBeGreaterThan(17);
    expect(container.querySelector('svg')).toHaveAttribute('data-trend', 'up');
  });

  test('past the last page (the rows shrank under a kept page), Previous goes to the last page there is', async () => {
    const onPageChange = vi.fn();
    render(<ApyTable rows={[row(1)]} now={now} page={10} pageCount={3} onPageChange={onPageChange} />);
    // The pager's behaviour is a chunk of its own: until it is in, both buttons wait disabled.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());
    act(() => screen.getByRole('button', { name: 'Previous' }).click());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('sorting tells the truth about custom columns', () => {
  test('NaN from sortValue sorts with the missing values, the rest in order', () => {
    const values: Record<number, number> = { 1: 3, 2: Number.NaN, 3: 1, 4: 2 };
    const score: ApyTableColumn = {
      id: 'score',
      header: 'Score',
      cell: (item) => String(values[item.id ?? 0]),
      sortValue: (item) => values[item.id ?? 0] ?? null,
    };
    render(
      <ApyTable
        rows={[row(1), row(2), row(3), row(4)]}
        now={now}
        columns={['token', score]}
        defaultSort={{ column: 'score', direction: 'ascending' }}
      />,
    );
    expect(cellsOf('score')).toEqual(['1', '2', '3', 'NaN']);
  });

  test('a sortValue lookup that misses (undefined) sorts last in both directions', () => {
    const volumes: Record<number, number> = { 1: 3, 3: 1, 4: 2 };
    const volume: ApyTableColumn = {
      id: 'volume',
      header: 'Volume',
      cell: (item) => String(volumes[item.id ?? 0]),
      sortValue: (item) => volumes[item.id ?? 0] as number,
    };
    const rows = [row(1), row(2), row(3), row(4)];
    const view = render(
      <ApyTable
        rows={rows}
        now={now}
        columns={['token', volume]}
        defaultSort={{ column: 'volume', direction: 'descending' }}
      />,
    );
    expect(cellsOf('volume')).toEqual(['3', '2', '1', 'undefined']);
    view.unmount();
    render(
      <ApyTable
        rows={rows}
        now={now}
        columns={['token', volume]}
        defaultSort={{ column: 'volume', direction: 'ascending' }}
      />,
    );
    expect(cellsOf('volume')).toEqual(['1', '2', '3', 'undefined']);
  });

  test('a column without sortValue carries no aria-sort: the rows are not in that order', () => {
    const note: ApyTableColumn = { id: 'note', header: 'Note', cell: (item) => `n${item.id}` };
    render(
      <ApyTable
        rows={[row(2), row(1)]}
        now={now}
        columns={['token', note]}
        sort={{ column: 'note', direction: 'ascending' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
  });

  test('a sort by an id that is none of the columns (a typo) warns in development, naming it and the columns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(
      <ApyTable
        rows={[row(2, '1'), row(1, '9')]}
        now={now}
        defaultSort={{ column: 'totalSuplyApy', direction: 'ascending' }}
      />,
    );
    expect(cellsOf('totalSupplyApy').map((text) => text?.slice(0, 5))).toEqual(['1.00%', '9.00%']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /"totalSuplyApy", which is none of its columns \(token, chain, .*totalSupplyApy/,
    );
    rerender(
      <ApyTable
        rows={[row(2, '1'), row(1, '9')]}
        now={now}
        defaultSort={{ column: 'totalSuplyApy', direction: 'ascending' }}
      />,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a sort by a known column does not warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ApyTable
        rows={[row(2, '1'), row(1, '9')]}
        now={now}
        defaultSort={{ column: 'totalSupplyApy', direction: 'descending' }}
      />,
    );
    expect(cellsOf('totalSupplyApy').map((text) => text?.slice(0, 5))).toEqual(['9.00%', '1.00%']);
    expect(warn).not.toHaveBeenCalled();
  });

  test('duplicate column ids are refused with a typed error naming the id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const twin = (header: string): ApyTableColumn => ({ id: 'x', header, cell: () => header });
    expect(() => render(<ApyTable rows={[row(1)]} now={now} columns={['token', twin('A'), twin('B')]} />)).toThrow(
      InvalidParameterError,
    );
    expect(() =>
      render(<ApyTable rows={[row(1)]} now={now} columns={['chain', { id: 'chain', header: 'C', cell: () => 'c' }]} />),
    ).toThrow(/"chain"/);
  });

  test.each([
    ['trendHours', Number.NaN],
    ['trendHours', Number.POSITIVE_INFINITY],
    ['trendHours', 0],
    ['staleAfterMs', Number.NaN],
    ['staleAfterMs', -60_000],
  ])('%s of %s is refused with a typed error instead of "NaN" or "Infinity" in the hints', (name, value) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ApyTable rows={[row(1)]} now={now} {...{ [name]: value }} />)).toThrow(
      new RegExp(`^${name} must be`),
    );
    expect(() => render(<ApyTable rows={[row(1)]} now={now} {...{ [name]: value }} />)).toThrow(InvalidParameterError);
  });

  test('a table that never marks rows stale (staleAfterMs Infinity) and a one-hour trend are accepted', () => {
    render(<ApyTable rows={[row(1)]} now={now} staleAfterMs={Number.POSITIVE_INFINITY} trendHours={1} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

describe('rows that repeat an id', () => {
  test('each is shown, with no duplicate React key (two reads joined by the product)', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const weth = '0x4200000000000000000000000000000000000006';
    const rows = [row(7, '5'), { ...row(7, '9'), underlying_address: weth }];
    const { rerender } = render(<ApyTable rows={rows} now={now} />);
    expect(cellsOf('token').map((text) => text?.slice(0, 4))).toEqual(['AERO', 'WETH']);
    rerender(<ApyTable rows={[...rows].reverse()} now={now} />);
    expect(cellsOf('token').map((text) => text?.slice(0, 4))).toEqual(['WETH', 'AERO']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('a row added above keeps a repeated row mounted, and its focus', () => {
    const weth = '0x4200000000000000000000000000000000000006';
    const repeated = [row(7, '5'), { ...row(7, '9'), underlying_address: weth }];
    const { container, rerender } = render(<ApyTable rows={repeated} now={now} />);
    const second = container.querySelectorAll('tr[data-slot="row"]')[1] as HTMLElement;
    const link = second.querySelector('a') as HTMLElement;
    act(() => link.focus());
    // A refresh brings one more market, listed first: the repeated row itself did not change.
    rerender(<ApyTable rows={[row(1, '1'), ...repeated]} now={now} />);
    expect(second.isConnected).toBe(true);
    expect(document.activeElement).toBe(link);
  });
});

describe('labels and symbols', () => {
  test('an empty token label falls back to the known symbol: the market link keeps its name', () => {
    render(<ApyTable rows={[row(1)]} now={now} tokenLabels={{ [aero]: '' }} getRowHref={() => '/markets/1'} />);
    expect(screen.getByRole('link', { name: 'AERO on Base' })).toHaveTextContent('AERO');
  });

  test('an empty badge label (a CMS field left blank) keeps the default name for the group', () => {
    render(<RewardsBadge amountWei="1" label="" chain="Mode" />);
    expect(screen.getByRole('group', { name: 'ION rewards earned on Mode' })).toBeInTheDocument();
  });

  test('the badge icon takes the symbol’s first character, not half of it', () => {
    const { container } = render(<RewardsBadge amountWei="1000000000000000000" symbol="𝕀ON" />);
    expect(container.querySelector('[data-slot="icon"]')?.textContent).toBe('𝕀');
  });

  test('ChainFilter lists a chain given twice once', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ChainFilter chains={[8453, 34443, 8453]} defaultValue={8453} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
