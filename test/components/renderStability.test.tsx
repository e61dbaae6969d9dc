import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApyTable, type ApyTableColumn, type ApyTableRow } from '../../src/components/ApyTable/ApyTable';
import { RewardsBadge } from '../../src/components/RewardsBadge/RewardsBadge';
import { createConfig } from '../../src/core/config';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { MOCK_ANON_KEY, MOCK_APY_URL, MOCK_REWARDS_URL } from '../../src/testing';

const now = Date.parse('2024-07-12T12:00:00Z');
const config = createConfig({ apyUrl: MOCK_APY_URL, anonKey: MOCK_ANON_KEY, rewardsUrl: MOCK_REWARDS_URL });

const rows: ApyTableRow[] = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  created_at: new Date(now - 600_000).toISOString(),
  chain_id: index % 2 ? '8453' : '34443',
  underlying_address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
  ctoken_address: `0x${(index + 1001).toString(16).padStart(40, '0')}`,
  totalSupplyApy: `${index}.5`,
  supplyApy: '1',
  borrowApy: '3',
}));

const [a, b] = rows.map((row) => row.underlying_address) as [string, string];

/** A product column that counts how often its cells render. */
function countingColumn() {
  const counter = { renders: 0 };
  const column: ApyTableColumn = {
    id: 'counted',
    header: 'Counted',
    cell: (row) => {
      counter.renders++;
      return row.id;
    },
  };
  return { counter, column };
}

describe('a parent that renders again with equal inline props', () => {
  test('leaves every row of the table as it was: inline messages, built-in column list and token labels', () => {
    const { counter, column } = countingColumn();
    // Written inline, as products do: new objects with the same content on every render.
    const page = () => (
      <ApyRewardsProvider config={config} messages={{ table: { caption: 'Märkte' } }}>
        <ApyTable
          rows={rows}
          now={now}
          virtualizeThreshold={Number.POSITIVE_INFINITY}
          columns={['token', 'totalSupplyApy', column]}
          messages={{ table: { empty: 'Keine Märkte' } }}
          tokenLabels={{ [rows[0]?.underlying_address ?? '']: 'Wrapped Ether' }}
        />
      </ApyRewardsProvider>
    );
    const { rerender } = render(page());
    expect(counter.renders).toBe(rows.length);
    expect(screen.getByRole('table', { name: 'Märkte' })).toBeInTheDocument();
    rerender(page());
    rerender(page());
    expect(counter.renders).toBe(rows.length);
    expect(screen.getByText('Wrapped Ether')).toBeInTheDocument();
  });

  test('but a changed message is shown at once', () => {
    const page = (caption: string) => (
      <ApyRewardsProvider config={config} messages={{ table: { caption } }}>
        <ApyTable rows={rows.slice(0, 2)} now={now} />
      </ApyRewardsProvider>
    );
    const { rerender } = render(page('Märkte'));
    rerender(page('Marchés'));
    expect(screen.getByRole('table', { name: 'Marchés' })).toBeInTheDocument();
  });
});

describe('RewardsBadge', () => {
  test('closes the exact-amount tooltip when the hovered amount goes away (a reload for another wallet)', () => {
    const amount = '1534270000000000000000';
    const { rerender, container } = render(<RewardsBadge amountWei={amount} />);
    fireEvent.mouseEnter(container.querySelector('[data-slot="amount"]') as Element);
    const tooltip = () => container.querySelector('[role="tooltip"]');
    expect(tooltip()).not.toHaveAttribute('hidden');
    rerender(<RewardsBadge amountWei={undefined} loading />);
    rerender(<RewardsBadge amountWei={amount} />);
    expect(tooltip()).toHaveAttribute('hidden');
  });
});

describe('a key given as undefined is not a missing key: an override taken away is taken away', () => {
  test('tokenLabels: a label replaced by another key given as undefined is no longer shown', () => {
    // A product labelling the featured market, whose nickname may be absent.
    const table = (labels: Record<string, string | undefined>) => (
      <ApyTable rows={rows} now={now} tokenLabels={labels as Record<string, string>} />
    );
    const { rerender } = render(table({ [a]: 'Wrapped Ether' }));
    expect(screen.getByText('Wrapped Ether')).toBeInTheDocument();
    rerender(table({ [b]: undefined }));
    expect(screen.queryByText('Wrapped Ether')).toBeNull();
  });

  test('component messages: an override replaced by another key given as undefined is no longer shown', () => {
    const { rerender, container } = render(
      <RewardsBadge amountWei={undefined} messages={{ badge: { empty: 'Nothing yet' } }} />,
    );
    expect(container.textContent).toContain('Nothing yet');
    // `{ key: cond ? text : undefined }` is the documented way to keep the layer below.
    rerender(<RewardsBadge amountWei={undefined} messages={{ badge: { zero: undefined } }} />);
    expect(container.textContent).not.toContain('Nothing yet');
  });

  test('provider messages: a group replaced by another group given as undefined is no longer shown', () => {
    const page = (messages: Parameters<typeof ApyRewardsProvider>[0]['messages']) => (
      <ApyRewardsProvider config={config} messages={messages}>
        <ApyTable rows={rows} now={now} />
      </ApyRewardsProvider>
    );
    const { rerender } = render(page({ table: { caption: 'Märkte' } }));
    expect(screen.getByRole('table', { name: 'Märkte' })).toBeInTheDocument();
    rerender(page({ badge: undefined }));
    expect(screen.getByRole('table', { name: 'Market APYs' })).toBeInTheDocument();
  });
});

describe('rows whose data and shown time are unchanged render once', () => {
  afterEach(() => vi.useRealTimers());

  test("over the minute's clock ticks, while a row whose relative time changes shows it", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now });
    const renders = new Map<number | undefined, number>();
    const column: ApyTableColumn = {
      id: 'counted',
      header: 'Counted',
      cell: (row) => {
        renders.set(row.id, (renders.get(row.id) ?? 0) + 1);
        return row.id;
      },
    };
    const hoursOld = rows.map((row) => ({ ...row, created_at: new Date(now - 3 * 3_600_000).toISOString() }));
    const fresh = { ...hoursOld[0], id: 999, created_at: new Date(now - 60_000).toISOString() } as ApyTableRow;
    render(
      <ApyTable
        rows={[fresh, ...hoursOld]}
        columns={['token', 'updated', column]}
        virtualizeThreshold={Number.POSITIVE_INFINITY}
      />,
    );
    expect(screen.getAllByText('1 min. ago')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByText('2 min. ago')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getAllByText('12 min. ago')).toHaveLength(1);
    // The fresh row rendered again with its time; the 50 hours-old rows ("3 hr. ago" all along) never did.
    expect(renders.get(999)).toBeGreaterThan(1);
    expect(hoursOld.filter((row) => renders.get(row.id) !== 1)).toEqual([]);
  });

  test('but a row changed in place (and given again in a new list) shows its new values', () => {
    const changing = rows.map((row) => ({ ...row }));
    const table = (shown: readonly ApyTableRow[]) => (
      <ApyTable
        rows={shown}
        now={now}
        columns={['token', 'supplyApy']}
        virtualizeThreshold={Number.POSITIVE_INFINITY}
      />
    );
    const { rerender } = render(table(changing));
    expect(screen.getAllByText('1.00%')).toHaveLength(changing.length);
    (changing[0] as { supplyApy: string }).supplyApy = '9';
    rerender(table([...changing]));
    expect(screen.getByText('9.00%')).toBeInTheDocument();
    expect(screen.getAllByText('1.00%')).toHaveLength(changing.length - 1);
  });

  test('when a filter narrows the same rows (a chain chosen); widened again, only the rows coming back render', () => {
    const { counter, column } = countingColumn();
    const table = (shown: readonly ApyTableRow[]) => (
      <ApyTable rows={shown} now={now} columns={['token', column]} virtualizeThreshold={Number.POSITIVE_INFINITY} />
    );
    const { rerender } = render(table(rows));
    const base = rows.filter((row) => row.chain_id === '8453');
    rerender(table(base));
    expect(counter.renders).toBe(rows.length);
    rerender(table(rows));
    expect(counter.renders).toBe(rows.length + (rows.length - base.length));
  });
});
