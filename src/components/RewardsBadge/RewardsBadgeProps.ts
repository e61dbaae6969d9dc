import type { ComponentProps, ReactNode } from 'react';
import type { ApyRewardsMessagesInput } from '../../i18n/messages';

/** How the amount is shown: short (`1.23K`) or every digit. */
export type RewardsBadgeView = 'compact' | 'exact';

/** Values of the root's `data-state`; `idle` means there is nothing to show yet (no amount, no error). */
export type RewardsBadgeState = 'idle' | 'loading' | 'error' | 'zero' | 'ready';

/** Props of `RewardsBadge`; other props go to the root `div`. */
export interface RewardsBadgeProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Total rewards in wei, as a bigint or a decimal integer string (wire format). */
  amountWei?: bigint | string | null | undefined;
  /** Token symbol. Default `"ION"`. */
  symbol?: string | undefined;
  /** Token decimals. Default 18. */
  decimals?: number | undefined;
  /** Chain label shown under the title, e.g. "Mode". */
  chain?: string | undefined;
  /** Title and accessible name. Default `messages.badge.title(symbol)` ("ION rewards earned"). */
  label?: string | undefined;
  /** Shows a skeleton and sets `aria-busy`. Default false. */
  loading?: boolean | undefined;
  /** An error to report; `ApyRewardsError`s get a readable message. Default none. */
  error?: unknown | undefined;
  /** Called by the error's "Try again" button; no button without it. Inert while `loading` (a retry in flight). */
  onRetry?: (() => void) | undefined;
  /** Controlled view. */
  view?: RewardsBadgeView | undefined;
  /** Initial view when uncontrolled. Default `'compact'`. */
  defaultView?: RewardsBadgeView | undefined;
  /** Called when the user toggles the view. */
  onViewChange?: ((view: RewardsBadgeView) => void) | undefined;
  /** Shown when there is no amount, no error and nothing loading. Default `messages.badge.empty` ("—"). */
  placeholder?: ReactNode | undefined;
  /** BCP 47 locale for separators. Default: the provider's, else the runtime's. */
  locale?: string | undefined;
  /** Overrides of the text; wins over `ApyRewardsProvider`'s `messages`. */
  messages?: ApyRewardsMessagesInput | undefined;
  /** Drop the library class names. Default false. */
  unstyled?: boolean | undefined;
}
