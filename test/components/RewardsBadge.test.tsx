import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { RewardsBadge } from '../../src/components/RewardsBadge/RewardsBadge';
import { expectNoAxeViolations } from './axe';

const amount = '1234567890123456789012'; // 1,234.567890123456789012 ION
const huge = (2n ** 100n).toString(); // far beyond 2^64 wei

function root(container: HTMLElement) {
  return container.firstElementChild as HTMLElement;
}

describe('RewardsBadge', () => {
  test('compact by default, labelled "ION rewards earned" with the chain', () => {
    const { container } = render(<RewardsBadge amountWei={amount} chain="Mode" />);
    const group = screen.getByRole('group', { name: 'ION rewards earned on Mode' });
    expect(group).toBe(root(container));
    expect(group).toHaveAttribute('data-slot', 'rewards-badge');
    expect(group).toHaveAttribute('data-state', 'ready');
    expect(container.querySelector('[data-slot="amount"]')).toHaveTextContent('1.23K ION');
    expect(screen.queryByText(/claimable/i)).toBeNull();
  });

  test('the exact amount is revealed on focus and hover, and described for assistive technology', async () => {
    const user = userEvent.setup();
    render(<RewardsBadge amountWei={amount} />);
    const compact = screen.getByText('1.23K ION');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveTextContent('1,234.567890123456789012 ION');
    expect(tooltip).not.toBeVisible();
    expect(compact).toHaveAccessibleDescription('1,234.567890123456789012 ION');

    await user.tab();
    expect(compact).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(compact);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(compact);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  test('a toggle switches to the exact view and back', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    render(<RewardsBadge amountWei={amount} onViewChange={onViewChange} />);
    const toggle = screen.getByRole('button', { name: 'Exact' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onViewChange).toHaveBeenLastCalledWith('exact');
    expect(screen.getByText('1,234.567890123456789012 ION')).toHaveAttribute('data-view', 'exact');
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    await user.click(toggle);
    expect(screen.getByText('1.23K ION')).toBeInTheDocument();
  });

  test('controlled view', () => {
    const { rerender } = render(<RewardsBadge amountWei={amount} view="exact" />);
    expect(screen.getByText('1,234.567890123456789012 ION')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(screen.getByText('1,234.567890123456789012 ION')).toBeInTheDocument();
    rerender(<RewardsBadge amountWei={amount} view="compact" />);
    expect(screen.getByText('1.23K ION')).toBeInTheDocument();
  });

  test('huge amounts beyond 2^64 keep every digit in the exact view', () => {
    render(<RewardsBadge amountWei={huge} defaultView="exact" />);
    expect(screen.getByText('1,267,650,600,228.229401496703205376 ION')).toBeInTheDocument();
    render(<RewardsBadge amountWei={BigInt(huge)} />);
    expect(screen.getByText('1.26T ION')).toBeInTheDocument();
  });

  test('a short amount needs no tooltip or toggle', () => {
    render(<RewardsBadge amountWei={5n * 10n ** 18n} symbol="OP" />);
    expect(screen.getByText('5 OP')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'OP rewards earned' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  test('zero state', () => {
    const { container } = render(<RewardsBadge amountWei="0" />);
    expect(root(container)).toHaveAttribute('data-state', 'zero');
    expect(screen.getByText('0 ION')).toBeInTheDocument();
    expect(screen.getByText('No rewards claimed yet')).toBeInTheDocument();
  });

  test('loading state', () => {
    const { container } = render(<RewardsBadge loading />);
    expect(root(container)).toHaveAttribute('data-state', 'loading');
    expect(root(container)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading rewards…')).toBeInTheDocument();
  });

  test('error state with retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(<RewardsBadge error={new Error('Rewards API down')} onRetry={onRetry} />);
    expect(root(container)).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('an amount that is not an integer string is reported, not thrown', () => {
    const { container } = render(<RewardsBadge amountWei="12.5" />);
    expect(root(container)).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('This data could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('idle state shows the placeholder', () => {
    const { container } = render(<RewardsBadge placeholder="Connect a wallet" />);
    expect(root(container)).toHaveAttribute('data-state', 'idle');
    expect(screen.getByText('Connect a wallet')).toBeInTheDocument();
  });

  test('locale and custom label', () => {
    render(<RewardsBadge amountWei={amount} locale="de-DE" label="Verdiente ION" />);
    expect(screen.getByRole('group', { name: 'Verdiente ION' })).toBeInTheDocument();
    expect(screen.getByText('1,23K ION')).toBeInTheDocument();
  });

  test('spreads props, merges className last, unstyled drops library classes', () => {
    const { container, rerender } = render(
      <RewardsBadge amountWei={amount} className="mine" data-testid="badge" title="Rewards" />,
    );
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveAttribute('title', 'Rewards');
    expect(badge.className).toBe('ark-badge mine');
    rerender(<RewardsBadge amountWei={amount} className="mine" data-testid="badge" unstyled />);
    expect(badge.className).toBe('mine');
    expect(container.querySelector('[class*="ark-"]')).toBeNull();
  });
});

describe('RewardsBadge accessibility (axe)', () => {
  test.each([
    ['compact', <RewardsBadge key="a" amountWei={amount} chain="Mode" />],
    ['exact', <RewardsBadge key="b" amountWei={huge} defaultView="exact" />],
    ['zero', <RewardsBadge key="c" amountWei="0" />],
    ['loading', <RewardsBadge key="d" loading />],
    ['error', <RewardsBadge key="e" error="Down" onRetry={() => {}} />],
    ['idle', <RewardsBadge key="f" />],
  ])('%s has no violations', async (_, ui) => {
    const { container } = render(ui);
    await expectNoAxeViolations(container);
  });
});
