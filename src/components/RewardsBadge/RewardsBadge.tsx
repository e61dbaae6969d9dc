import { Fragment, type ReactNode, useId, useRef } from 'react';
import { formatWei, parseWei } from '../../format/formatWei';
import { defaultBadgeMessages } from '../../i18n/badgeMessages';
import { defaultErrorMessages } from '../../i18n/errorMessages';
import { useApyRewardsLocale, useMessageGroup } from '../../react/ApyRewardsProvider';
import { cx, libraryClass } from '../shared/classNames';
import { describeError } from '../shared/errorMessage';
import { retryButton } from '../shared/RetryButton';
import { useControllableState } from '../shared/useControllableState';
import { useFocusHandoff } from '../shared/useFocusHandoff';
import { useRetryRound } from '../shared/useRetryRound';
import { visuallyHidden, visuallyHiddenProps } from '../shared/VisuallyHidden';
import { breakableAmount } from './breakableAmount';
import type { RewardsBadgeProps, RewardsBadgeState } from './RewardsBadgeProps';
import { useAmountAnnouncement } from './useAmountAnnouncement';
import { useHoverTooltip } from './useHoverTooltip';

export type { RewardsBadgeProps, RewardsBadgeState, RewardsBadgeView } from './RewardsBadgeProps';

/**
 * A user's total rewards: compact amount with the exact one on hover or focus, a toggle to the exact view, and
 * loading, error, zero and idle states. The rewards API sums claimed rewards, hence "earned".
 */
export function RewardsBadge({
  amountWei,
  symbol = 'ION',
  decimals = 18,
  chain,
  label,
  loading = false,
  error,
  onRetry,
  view: controlledView,
  defaultView = 'compact',
  onViewChange,
  placeholder,
  locale: ownLocale,
  messages,
  unstyled,
  className,
  ...rest
}: RewardsBadgeProps) {
  const labelId = useId();
  const exactId = useId();
  const [view, setView] = useControllableState(controlledView, defaultView, onViewChange);
  const tooltip = useHoverTooltip(unstyled);
  const styled = (name: string) => libraryClass(unstyled, name);
  const text = useMessageGroup('badge', defaultBadgeMessages, messages);
  const errorText = useMessageGroup('errors', defaultErrorMessages, messages);
  const locale = useApyRewardsLocale(ownLocale);
  // The root is the body's parent: its own ref is the caller's (spread with the other props).
  const bodyRef = useRef<HTMLSpanElement>(null);
  const badgeRoot = () => bodyRef.current?.parentElement;
  const alertFocusRef = useFocusHandoff<HTMLSpanElement>(badgeRoot);
  const retryFocusRef = useFocusHandoff<HTMLButtonElement>(badgeRoot);

  let amount: bigint | undefined;
  let exact = '';
  let compact = '';
  let parseError: unknown;
  if (amountWei !== undefined && amountWei !== null) {
    // A bad amount or bad `decimals` is the badge's error state, not a throw that takes the page down.
    try {
      amount = parseWei(amountWei);
      exact = `${formatWei(amount, { decimals, locale })} ${symbol}`;
      compact = `${formatWei(amount, { decimals, locale, compact: true })} ${symbol}`;
    } catch (cause) {
      amount = undefined;
      parseError = cause;
    }
  }
  const shownError = error ?? parseError;
  const hasError = shownError !== undefined && shownError !== null && shownError !== false;
  const [failureRound, retry] = useRetryRound(shownError, hasError, loading, onRetry);
  const described = describeError(shownError, errorText);
  const state: RewardsBadgeState = hasError
    ? 'error'
    : loading
      ? 'loading'
      : amount === undefined
        ? 'idle'
        : amount === 0n
          ? 'zero'
          : 'ready';
  // A refresh that fails after an amount was shown keeps the amount beside the alert, as the table keeps its rows.
  const showsAmount = amount !== undefined && state !== 'loading';
  const isShortened = compact !== exact;
  const showTooltip = showsAmount && view === 'compact' && isShortened;
  // An empty label (a CMS field left blank) would leave the group without a name.
  const title = label || text.title(symbol);
  const name = chain ? `${title} ${text.onChain(chain)}` : title;
  // An error clears it too: the amount said before would otherwise be read after the alert, as if it were news.
  const said = useAmountAnnouncement(
    !showsAmount || hasError,
    state === 'ready' || state === 'zero'
      ? {
          key: `${name}|${amount}`,
          // The amount as the badge shows it: short, or every digit in the exact view.
          words: text.amountStatus(name, view === 'exact' ? exact : compact, amount === 0n ? text.zero : undefined),
        }
      : null,
  );
  // The amount under the pointer or focus can go (a reload for another wallet) without a leave or blur event.
  if (tooltip.open && !showTooltip) tooltip.close();

  const alert = hasError && (
    <span ref={alertFocusRef} role="alert" data-slot="error" className={styled('ark-badge__error')}>
      {/* Named for screen readers, which hear the alert alone: several badges (and a table) may fail at once. */}
      <span key={failureRound} data-slot="error-message">
        {visuallyHidden(text.errorOf(name), unstyled)}
        {described.message}
      </span>
      {retry && described.canRetry && retryButton(retry, loading, errorText.retry, unstyled, retryFocusRef)}
    </span>
  );
  let content: ReactNode;
  if (state === 'error' && !showsAmount) {
    content = alert;
  } else if (state === 'loading') {
    content = (
      <>
        <span data-slot="skeleton" aria-hidden="true" className={styled('ark-skeleton')} />
        {visuallyHidden(text.loading, unstyled)}
      </>
    );
  } else if (amount === undefined) {
    content = (
      <span data-slot="placeholder" className={styled('ark-badge__hint')}>
        {placeholder ?? text.empty}
      </span>
    );
  } else {
    content = (
      <>
        <span data-slot="amount-row" className={styled('ark-badge__row')}>
          {showTooltip ? (
            <span
              // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reveal the exact amount by focus, as hover does
              tabIndex={0}
              data-slot="amount"
              data-view="compact"
              aria-describedby={exactId}
              className={styled('ark-badge__amount')}
              {...tooltip.trigger}
            >
              {compact}
            </span>
          ) : (
            <span data-slot="amount" data-view="exact" className={styled('ark-badge__amount')}>
              {breakableAmount(exact, styled('ark-badge__fraction'))}
            </span>
          )}
          {isShortened && (
            <button
              type="button"
              data-slot="view-toggle"
              aria-pressed={view === 'exact'}
              className={styled('ark-badge__toggle')}
              onClick={() => setView(view === 'compact' ? 'exact' : 'compact')}
            >
              {text.exactToggle}
            </button>
          )}
        </span>
        {showTooltip && (
          <span
            role="tooltip"
            id={exactId}
            data-slot="tooltip"
            hidden={!tooltip.open}
            className={styled('ark-badge__tooltip')}
            {...tooltip.tooltip}
          >
            {/* The description is read from this text, open or closed: Chromium reads each <wbr> as a space
                ("1, 534. 27 ION"), so the breakable copy is only drawn, and only while open. */}
            {tooltip.open ? (
              <>
                <span aria-hidden="true">{breakableAmount(exact, styled('ark-badge__fraction'))}</span>
                {visuallyHidden(exact, unstyled)}
              </>
            ) : (
              exact
            )}
          </span>
        )}
        {amount === 0n && (
          <span data-slot="hint" className={styled('ark-badge__hint')}>
            {text.zero}
          </span>
        )}
        {alert}
      </>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of text, not a set of form controls (fieldset)
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="rewards-badge"
      // Focusable from script only: it takes the focus of a "Try again" that went away with its alert.
      tabIndex={-1}
      {...rest}
      data-state={state}
      aria-busy={loading || undefined}
      className={cx(styled('ark-badge'), className)}
    >
      {/* A letter drawn as a coin by the library's CSS; unstyled, it would be a stray letter before the label. */}
      {!unstyled && (
        <span aria-hidden="true" data-slot="icon" className="ark-badge__icon">
          {[...symbol][0]}
        </span>
      )}
      <span ref={bodyRef} data-slot="body" className={styled('ark-badge__body')}>
        <span data-slot="label" id={labelId} className={styled('ark-badge__label')}>
          {title}
          {chain && ' '}
          {chain && (
            <span data-slot="chain" className={styled('ark-badge__chain')}>
              {text.onChain(chain)}
            </span>
          )}
        </span>
        {content}
      </span>
      <span role="status" data-slot="status" {...visuallyHiddenProps(unstyled)}>
        <Fragment key={said.round}>{said.text}</Fragment>
      </span>
    </div>
  );
}
