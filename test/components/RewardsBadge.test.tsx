import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import previewAnnotations from '../../.storybook/preview';
import { RewardsBadge } from '../../src/components/RewardsBadge/RewardsBadge';
import { createConfig } from '../../src/core/config';
import { InvalidAddressError } from '../../src/core/errors';
import { type ApyRewardsMessagesInput, defaultMessages } from '../../src/i18n/messages';
import { ApyRewardsProvider } from '../../src/react/ApyRewardsProvider';
import { MOCK_ANON_KEY, MOCK_APY_URL, MOCK_REWARDS_URL } from '../../src/testing';
import { amountText } from '../../stories/amountText';
import { germanMessages } from '../../stories/germanMessages';
import * as badgeStories from '../../stories/RewardsBadge.stories';
import { expectNoAxeViolations } from './axe';

const amount = '1234567890123456789012'; // 1,234.567890123456789012 ION
const huge = (2n ** 100n).toString(); // far beyond 2^64 wei
const config = createConfig({ apyUrl: MOCK_APY_URL, anonKey: MOCK_ANON_KEY, rewardsUrl: MOCK_REWARDS_URL });

function root(container: HTMLElement) {
  return container.firstElementChild as HTMLElement;
}

/** An amount's text with "|" where a line may break and [ ] around the fraction's own box. */
function breakOpportunities(node: Node | null): string {
  return [...(node?.childNodes ?? [])]
    .map((child) => {
      if (child.nodeName === 'WBR') return '|';
      if (child instanceof HTMLElement && child.dataset.slot === 'fraction') return `[${breakOpportunities(child)}]`;
      return child.textContent;
    })
    .join('');
}

describe('RewardsBadge', () => {
  test('compact by default, labelled "ION rewards earned" with the chain', () => {
    const { container } = render(<RewardsBadge amountWei={amount} chain="Mode" />);
    const group = screen.getByRole('group', { name: 'ION rewards earned on Mode' });
    expect(group).toBe(root(container));
    expect(group).toHaveAttribute('data-slot', 'rewards-badge');
    expect(group).toHaveAttribute('data-state', 'ready');
    expect(container.querySelector('[data-slot="amount"]')).toHaveTextContent('1.23K ION');
    // The amount and its "Exact" toggle share a part a product can lay out.
    const amountRow = container.querySelector('[data-slot="amount-row"]');
    expect(amountRow?.contains(screen.getByRole('button', { name: 'Exact' }))).toBe(true);
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
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  test('hover content as WCAG 1.4.13 asks: the pointer can move onto the tooltip, and Escape dismisses it on hover too', async () => {
    const user = userEvent.setup();
    render(<RewardsBadge amountWei={amount} />);
    const compact = screen.getByText('1.23K ION');
    await user.hover(compact);
    const tooltip = screen.getByRole('tooltip');
    // From the amount onto the tooltip, across the gap between them.
    await user.unhover(compact);
    await user.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(tooltip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // Focus is elsewhere (on the page), the pointer rests on the amount: Escape still dismisses.
    await user.hover(compact);
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  test('the tooltip stays while either the pointer or the focus is on the amount', async () => {
    const { container } = render(<RewardsBadge amountWei={amount} />);
    const trigger = container.querySelector('[data-slot="amount"]') as HTMLElement;
    const tooltip = () => container.querySelector('[role="tooltip"]');
    act(() => trigger.focus());
    fireEvent.mouseEnter(trigger);
    fireEvent.mouseLeave(trigger);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tooltip()).not.toHaveAttribute('hidden');
    fireEvent.mouseEnter(trigger);
    act(() => trigger.blur());
    expect(tooltip()).not.toHaveAttribute('hidden');
    fireEvent.mouseLeave(trigger);
    await waitFor(() => expect(tooltip()).toHaveAttribute('hidden'));
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
    expect(screen.getByText(amountText('1,234.567890123456789012 ION'))).toHaveAttribute('data-view', 'exact');
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    await user.click(toggle);
    expect(screen.getByText('1.23K ION')).toBeInTheDocument();
  });

  test('controlled view', () => {
    const { rerender } = render(<RewardsBadge amountWei={amount} view="exact" />);
    expect(screen.getByText(amountText('1,234.567890123456789012 ION'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(screen.getByText(amountText('1,234.567890123456789012 ION'))).toBeInTheDocument();
    rerender(<RewardsBadge amountWei={amount} view="compact" />);
    expect(screen.getByText('1.23K ION')).toBeInTheDocument();
  });

  test('huge amounts beyond 2^64 keep every digit in the exact view', () => {
    render(<RewardsBadge amountWei={huge} defaultView="exact" />);
    expect(screen.getByText(amountText('1,267,650,600,228.229401496703205376 ION'))).toBeInTheDocument();
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

  test.each([6.5, 101, -1])('bad decimals (%s) show the error state instead of throwing out of render', (decimals) => {
    const { container } = render(<RewardsBadge amountWei="1000" decimals={decimals} />);
    expect(root(container)).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toBeInTheDocument();
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

  test('a retry in flight keeps the alert and its focused, inert "Try again"; on recovery the badge takes the focus', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const failure = new Error('Rewards API down');
    const { container, rerender } = render(<RewardsBadge error={failure} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    rerender(<RewardsBadge error={failure} loading onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<RewardsBadge amountWei={amount} onRetry={onRetry} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(root(container)).toHaveFocus();
    expect(root(container)).toHaveAttribute('tabindex', '-1');
  });

  test('"Try again" that fails again puts a new message node in the alert, so screen readers speak it again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const failure = new Error('Rewards API down');
    const { container, rerender } = render(<RewardsBadge error={failure} onRetry={onRetry} />);
    const message = () => container.querySelector('[data-slot="error-message"]');
    const first = message();
    // A background refetch that fails again is not announced again.
    rerender(<RewardsBadge error={failure} loading onRetry={onRetry} />);
    rerender(<RewardsBadge error={new Error('Rewards API down')} onRetry={onRetry} />);
    expect(message()).toBe(first);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<RewardsBadge error={failure} loading onRetry={onRetry} />);
    expect(message()).toBe(first);
    rerender(<RewardsBadge error={new Error('Rewards API down')} onRetry={onRetry} />);
    expect(message()).not.toBe(first);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  test('a press whose retry clears the error leaves later background failures silent', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container, rerender } = render(<RewardsBadge error={new Error('down')} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // A query without data clears its error while it fetches again; this retry then succeeds.
    rerender(<RewardsBadge loading onRetry={onRetry} />);
    rerender(<RewardsBadge amountWei={amount} onRetry={onRetry} />);
    rerender(<RewardsBadge amountWei={amount} error={new Error('down')} onRetry={onRetry} />);
    const message = () => container.querySelector('[data-slot="error-message"]');
    const first = message();
    rerender(<RewardsBadge amountWei={amount} error={new Error('down')} loading onRetry={onRetry} />);
    rerender(<RewardsBadge amountWei={amount} error={new Error('down')} onRetry={onRetry} />);
    expect(message()).toBe(first);
  });

  test('an error that clears never takes focus that was outside its alert', async () => {
    const failure = new Error('Rewards API down');
    const { rerender } = render(
      <>
        <input aria-label="Wallet" />
        <RewardsBadge error={failure} onRetry={() => {}} />
      </>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Wallet' }));
    rerender(
      <>
        <input aria-label="Wallet" />
        <RewardsBadge amountWei={amount} onRetry={() => {}} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Wallet' })).toHaveFocus();
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
    expect(screen.getByText('1.234,56 ION')).toBeInTheDocument();
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

  test('unstyled renders no decorative text: no letter before the label', () => {
    const { container } = render(<RewardsBadge amountWei={amount} unstyled />);
    expect(container.querySelector('[data-slot="icon"]')).toBeNull();
    expect(root(container).textContent?.startsWith('ION rewards earned')).toBe(true);
  });
});

describe('RewardsBadge status for screen readers', () => {
  const status = () => screen.getByRole('status');

  test('says the amount once the badge settles after loading, and nothing for the amount it mounted with', () => {
    const { rerender } = render(<RewardsBadge amountWei={amount} chain="Mode" />);
    expect(status()).toHaveTextContent(/^$/);
    rerender(<RewardsBadge loading chain="Mode" />);
    expect(status()).toHaveTextContent(/^$/);
    rerender(<RewardsBadge amountWei={amount} chain="Mode" />);
    expect(status()).toHaveTextContent(/^ION rewards earned on Mode: 1\.23K ION$/);
    const spoken = status().firstChild;
    rerender(<RewardsBadge amountWei={amount} chain="Mode" />);
    expect(status().firstChild).toBe(spoken);
  });

  test('a lookup that finds the same amount again is said again', () => {
    const { rerender } = render(<RewardsBadge loading />);
    rerender(<RewardsBadge amountWei={amount} />);
    const first = status().firstChild;
    expect(first).toHaveTextContent('ION rewards earned: 1.23K ION');
    rerender(<RewardsBadge loading />);
    expect(status()).toHaveTextContent(/^$/);
    rerender(<RewardsBadge amountWei={amount} />);
    expect(status()).toHaveTextContent('ION rewards earned: 1.23K ION');
  });

  test('another amount shown in the same words is a new node, so it is spoken again', () => {
    const { rerender } = render(<RewardsBadge loading />);
    rerender(<RewardsBadge amountWei={amount} />);
    const first = status().firstChild;
    rerender(<RewardsBadge amountWei="1234000000000000000000" />);
    expect(status()).toHaveTextContent(/^ION rewards earned: 1\.23K ION$/);
    expect(status().firstChild).not.toBe(first);
  });

  test('another amount without loading (a cached wallet) is said; zero says its hint; an error clears it for the alert', () => {
    const { rerender } = render(<RewardsBadge />);
    rerender(<RewardsBadge amountWei="0" chain="Base" />);
    expect(status()).toHaveTextContent(/^ION rewards earned on Base: 0 ION\. No rewards claimed yet$/);
    rerender(<RewardsBadge amountWei={amount} chain="Base" />);
    expect(status()).toHaveTextContent(/^ION rewards earned on Base: 1\.23K ION$/);
    rerender(<RewardsBadge amountWei={amount} chain="Base" error={new Error('x')} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(status()).toHaveTextContent(/^$/);
    // Recovered, the amount is said again: the alert was the last thing heard.
    rerender(<RewardsBadge amountWei={amount} chain="Base" />);
    expect(status()).toHaveTextContent(/^ION rewards earned on Base: 1\.23K ION$/);
  });

  test.each([
    ['the wallet goes away', {}],
    ['the new address is refused', { error: new InvalidAddressError('0x1333') }],
  ])('no amount of the wallet before stays in the region when %s', (_when, next) => {
    const { rerender } = render(<RewardsBadge loading chain="Mode" />);
    rerender(<RewardsBadge amountWei={amount} chain="Mode" />);
    expect(status()).toHaveTextContent(/^ION rewards earned on Mode: 1\.23K ION$/);
    rerender(<RewardsBadge chain="Mode" {...next} />);
    expect(status()).toHaveTextContent(/^$/);
    rerender(<RewardsBadge amountWei={amount} chain="Mode" />);
    expect(status()).toHaveTextContent(/^ION rewards earned on Mode: 1\.23K ION$/);
  });

  test('it says the amount as shown (every digit in the exact view); a view toggle or a new locale says nothing', async () => {
    const { rerender } = render(<RewardsBadge loading defaultView="exact" />);
    rerender(<RewardsBadge amountWei={amount} defaultView="exact" />);
    expect(status()).toHaveTextContent(/^ION rewards earned: 1,234\.567890123456789012 ION$/);
    const spoken = status().firstChild;
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(status().firstChild).toBe(spoken);
    rerender(<RewardsBadge amountWei={amount} defaultView="exact" locale="de-DE" />);
    expect(status().firstChild).toBe(spoken);
  });

  test('the words come from messages.badge.amountStatus; unstyled, the region is hidden inline', () => {
    const { rerender } = render(<RewardsBadge loading unstyled />);
    rerender(
      <RewardsBadge
        amountWei={amount}
        unstyled
        messages={{ badge: { amountStatus: (name, shown) => `${shown} · ${name}` } }}
      />,
    );
    expect(status()).toHaveTextContent(/^1\.23K ION · ION rewards earned$/);
    expect(status()).not.toHaveClass('ark-sr');
    expect(status().style.clipPath).toBe('inset(50%)');
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

describe('RewardsBadge line breaks in the exact amount', () => {
  const breaks = (container: HTMLElement) => breakOpportunities(container.querySelector('[data-slot="amount"]'));

  test.each([
    ['en-US', 1534n, '1,|534 ION'],
    ['es-ES', 1234n, '1234 ION'],
    ['es-ES', -1234n, '-1234 ION'],
    ['en-US', -1534n, '-1,|534 ION'],
  ])('%s %s ION breaks between groups only: %s', (locale, whole, expected) => {
    const { container } = render(
      <RewardsBadge amountWei={String(whole * 10n ** 18n)} locale={locale} defaultView="exact" />,
    );
    expect(breaks(container)).toBe(expected);
  });

  test('a long fraction is a box of its own that breaks between threes, the integer never', () => {
    const { container } = render(
      <RewardsBadge amountWei="-1234567890123456789012" locale="es-ES" defaultView="exact" />,
    );
    expect(breaks(container)).toBe('-1234,|[567|890|123|456|789|012] ION');
  });
});

describe('RewardsBadge text and locale', () => {
  const provider = (ui: ReactNode, messages?: ApyRewardsMessagesInput, locale?: string) => (
    <ApyRewardsProvider config={config} messages={messages} locale={locale}>
      {ui}
    </ApyRewardsProvider>
  );

  test('every string comes from messages.badge, with the symbol and chain passed to its functions', () => {
    const badge = {
      title: (symbol: string) => `${symbol} gagnés`,
      onChain: (chain: string) => `sur ${chain}`,
      exactToggle: 'Exact·fr',
    };
    const { rerender } = render(<RewardsBadge amountWei={amount} chain="Mode" symbol="OP" messages={{ badge }} />);
    expect(screen.getByRole('group', { name: 'OP gagnés sur Mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exact·fr' })).toBeInTheDocument();
    rerender(<RewardsBadge amountWei="0" messages={{ badge: { zero: 'Rien' } }} />);
    expect(screen.getByText('Rien')).toBeInTheDocument();
    rerender(<RewardsBadge loading messages={{ badge: { loading: 'Chargement' } }} />);
    expect(screen.getByText('Chargement')).toBeInTheDocument();
    rerender(<RewardsBadge messages={{ badge: { empty: 'rien encore' } }} />);
    expect(screen.getByText('rien encore')).toBeInTheDocument();
    rerender(<RewardsBadge error={new Error('x')} onRetry={() => {}} messages={{ errors: { retry: 'Réessayer' } }} />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  test("the component's messages win over the provider's, key by key; the locale comes from the provider", () => {
    render(
      provider(
        <RewardsBadge amountWei={amount} chain="Mode" messages={{ badge: { exactToggle: 'Own' } }} />,
        { badge: { exactToggle: 'Provider', onChain: (chain) => `auf ${chain}` } },
        'de-DE',
      ),
    );
    expect(screen.getByRole('button', { name: 'Own' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ION rewards earned auf Mode' })).toBeInTheDocument();
    expect(screen.getByText('1.234,56 ION')).toBeInTheDocument();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('1.234,567890123456789012 ION');
  });

  test("the component's own locale wins over the provider's", () => {
    render(provider(<RewardsBadge amountWei={amount} locale="en-US" defaultView="exact" />, undefined, 'de-DE'));
    expect(screen.getByText(amountText('1,234.567890123456789012 ION'))).toBeInTheDocument();
  });

  test('a long exact amount may break only after a separator, never inside a group of digits', () => {
    const { container } = render(<RewardsBadge amountWei={huge} defaultView="exact" />);
    const shown = container.querySelector('[data-slot="amount"]') as HTMLElement;
    expect(shown).toHaveTextContent('1,267,650,600,228.229401496703205376 ION');
    const pieces = breakOpportunities(shown);
    // The space before the symbol is a break opportunity of its own.
    expect(pieces).toBe('1,|267,|650,|600,|228.|[229|401|496|703|205|376] ION');
  });

  test('in ar-EG the amount is in Arabic-Indic digits, as the table writes APYs, and still breaks only between groups', () => {
    const { container } = render(<RewardsBadge amountWei={huge} locale="ar-EG" defaultView="exact" />);
    const shown = container.querySelector('[data-slot="amount"]') as HTMLElement;
    expect(shown.textContent).not.toMatch(/[0-9]/);
    const pieces = breakOpportunities(shown);
    expect(pieces).toBe('١٬|٢٦٧٬|٦٥٠٬|٦٠٠٬|٢٢٨٫|[٢٢٩|٤٠١|٤٩٦|٧٠٣|٢٠٥|٣٧٦] ION');
  });

  test('the German story shows no default English text, visible or accessible', async () => {
    const { German } = composeStories(badgeStories, previewAnnotations);
    await German.load();
    const { container } = render(<German />);
    const shown = [
      container.textContent ?? '',
      ...[...container.querySelectorAll('*')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n');
    const english = [
      ...Object.values(defaultMessages.badge).flatMap((message) =>
        typeof message === 'function'
          ? ['ION', 'Mode', 'Base'].map((value) => (message as (...values: string[]) => string)(value, value, value))
          : [message],
      ),
      ...Object.values(defaultMessages.errors),
      // Words of its own: a message that only places the values given (`errorOf`: "Mode: ") is no English.
    ].filter((message) => /[a-z]{2}/i.test(message.replace(/ION|Mode|Base/g, '')));
    expect(english.length).toBeGreaterThan(15);
    expect(english.filter((message) => shown.includes(message))).toEqual([]);
    // The German is really there: title and chain, de-DE digits, an error sentence and the address prompt.
    expect(screen.getAllByRole('group', { name: 'Verdiente ION-Prämien auf Mode' }).length).toBeGreaterThan(1);
    expect(shown).toContain('98.765.432.109,876543210987654321 ION');
    expect(shown).toContain(germanMessages.errors.serverError);
    expect(shown).toContain('Gültige Wallet-Adresse eingeben');
  });
});
