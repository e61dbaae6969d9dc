import type { Ref } from 'react';
import type { ApyRewardsMessages } from '../../i18n/messages';
import { libraryClass } from '../shared/classNames';
import { describeError } from '../shared/errorMessage';
import { RetryButton } from '../shared/RetryButton';

interface ErrorAlertProps {
  ref: Ref<HTMLDivElement>;
  retryRef: Ref<HTMLButtonElement>;
  error: unknown;
  title: string;
  errors: ApyRewardsMessages['errors'];
  onRetry: (() => void) | undefined;
  /** A retry in flight (see `RetryButton`). */
  retrying: boolean;
  unstyled: boolean | undefined;
}

/** The table's error: a title, a sentence for end users, and "Try again" when a retry can help. */
export function ErrorAlert({ ref, retryRef, error, title, errors, onRetry, retrying, unstyled }: ErrorAlertProps) {
  const described = describeError(error, errors);
  const styled = (name: string) => libraryClass(unstyled, name);
  return (
    <div ref={ref} role="alert" tabIndex={-1} data-slot="error" className={styled('ark-alert')}>
      <p data-slot="error-title" className={styled('ark-alert__title')}>
        {title}
      </p>
      <p data-slot="error-message" className={styled('ark-alert__text')}>
        {described.message}
      </p>
      {onRetry && described.canRetry && (
        <RetryButton ref={retryRef} onRetry={onRetry} retrying={retrying} label={errors.retry} unstyled={unstyled} />
      )}
    </div>
  );
}
