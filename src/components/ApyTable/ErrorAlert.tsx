import type { Ref } from 'react';
import type { ErrorMessages } from '../../i18n/errorMessages';
import { libraryClass } from '../shared/classNames';
import { describeError } from '../shared/errorMessage';
import { retryButton } from '../shared/RetryButton';

/**
 * The table's error: a title, a sentence for end users, and "Try again" when a retry can help (inert while
 * `retrying`, see `retryButton`). The message is keyed by `failureRound` so a retry that fails again is spoken again.
 * Markup from a plain function, as the cells are.
 */
export function errorAlert(
  error: unknown,
  title: string,
  errors: ErrorMessages,
  onRetry: (() => void) | undefined,
  retrying: boolean,
  failureRound: number,
  unstyled: boolean | undefined,
  ref: Ref<HTMLDivElement>,
  retryRef: Ref<HTMLButtonElement>,
) {
  const described = describeError(error, errors);
  const styled = (name: string) => libraryClass(unstyled, name);
  return (
    <div ref={ref} role="alert" tabIndex={-1} data-slot="error" className={styled('ark-alert')}>
      <p data-slot="error-title" className={styled('ark-alert__title')}>
        {title}
      </p>
      <p key={failureRound} data-slot="error-message" className={styled('ark-alert__text')}>
        {described.message}
      </p>
      {onRetry && described.canRetry && retryButton(onRetry, retrying, errors.retry, unstyled, retryRef)}
    </div>
  );
}
