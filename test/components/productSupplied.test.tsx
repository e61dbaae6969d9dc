import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyTable, type ApyTableColumn, type ApyTableRow } from '../../src/components/ApyTable/ApyTable';

// What a product hands the table: links from `getRowHref`, labels and columns of its own. None of it may run script,
// and none of its text may reorder the table's own text beside it.

const now = Date.parse('2024-07-12T12:00:00Z');
const aero = '0x940181a94a35a4569e4529a3cdfb74e38fd98631';

function row(id: number, chainId = '8453'): ApyTableRow {
  return {
    id,
    created_at: '2024-07-12T11:55:00+00:00',
    chain_id: chainId,
    underlying_address: aero,
    ctoken_address: `0x${id.toString(16).padStart(40, '0')}`,
    totalSupplyApy: '6.53',
    supplyApy: '5.3',
    borrowApy: '12.2',
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ApyTable links from getRowHref', () => {
  const refused = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ];

  test.each(refused)('%j: the market as text, no link, a development warning once', (href) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, rerender } = render(
      <ApyTable rows={[row(1), row(2)]} now={now} getRowHref={() => href} tokenLabels={{ [aero]: 'AERO' }} />,
    );
    expect(screen.queryAllByRole('link', { name: /^AERO on/ })).toEqual([]);
    expect(container.querySelector('[data-slot="market-link"]')).toBeNull();
    expect(container.querySelectorAll('[data-slot="token-symbol"]')).toHaveLength(2);
    expect(screen.getAllByText('AERO')).toHaveLength(2);
    rerender(<ApyTable rows={[row(1), row(2), row(3)]} now={now} getRowHref={() => href} />);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('getRowHref'))).toHaveLength(1);
  });

  test.each([
    'https://app.example/markets/1',
    'http://app.example/markets/1',
    '/markets/1',
    'markets/1?chain=base',
    '#aero',
    '//app.example/markets/1',
  ])('%j: a link, without a warning', (href) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ApyTable rows={[row(1)]} now={now} getRowHref={() => href} />);
    expect(screen.getByRole('link', { name: 'AERO on Base' })).toHaveAttribute('href', href);
    expect(warn).not.toHaveBeenCalled();
  });

  test('explorer links stay links to the explorer, whatever getRowHref gives', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<ApyTable rows={[row(1)]} now={now} getRowHref={() => 'javascript:alert(1)'} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const explorer = container.querySelector('[data-slot="explorer-link"]');
    expect(explorer?.getAttribute('href')).toMatch(/^https:\/\/basescan\.org\/address\/0x/);
  });
});

describe('ApyTable isolates text a product supplies in <bdi>', () => {
  // U+202E (right-to-left override) reverses what follows it up to the end of its isolate: without one, the address
  // after a token label reads backwards, so a spoofed label could show another address.
  const spoof = 'USDC\u202E';

  /** The nearest `<bdi>` around the element holding exactly `text`, and what it holds. */
  function isolate(text: string, root: HTMLElement = document.body) {
    const holder = within(root).getByText((_, element) => element?.textContent === text && !element.children.length);
    const bdi = holder.closest('bdi');
    return bdi?.textContent;
  }

  test('a token label, shown as text and as a link', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, rerender } = render(<ApyTable rows={[row(1)]} now={now} tokenLabels={{ [aero]: spoof }} />);
    expect(isolate(spoof)).toBe(spoof);
    // The address beside it is outside the isolate.
    expect(container.querySelector('bdi [data-slot="address"], bdi [data-slot="explorer-link"]')).toBeNull();
    rerender(<ApyTable rows={[row(1)]} now={now} tokenLabels={{ [aero]: spoof }} getRowHref={() => '/m/1'} />);
    const link = screen.getByRole('link', { name: `${spoof} on Base` });
    expect(isolate(spoof, link)).toBe(spoof);
  });

  test("an unknown chain's label, which is the product's chain id", () => {
    const chainId = '99\u202E1';
    render(<ApyTable rows={[row(1, chainId)]} now={now} />);
    expect(isolate(chainId)).toBe(chainId);
  });

  test("a custom column's string header and string cells; elements are the product's own", () => {
    const header = 'Pool\u202E';
    const columns: ApyTableColumn[] = [
      { id: 'pool', header, cell: (item) => `pool-${item.id}\u202E`, sortValue: (item) => item.id ?? 0 },
      { id: 'note', header: 'Note', cell: () => <span data-testid="own">own</span> },
    ];
    render(<ApyTable rows={[row(1)]} now={now} columns={['token', ...columns]} />);
    expect(isolate(header)).toBe(header);
    expect(isolate('pool-1\u202E')).toBe('pool-1\u202E');
    expect(screen.getByTestId('own').closest('bdi')).toBeNull();
    // The sort button keeps the header's text as its name.
    expect(screen.getByRole('button', { name: header })).toBeInTheDocument();
  });
});
