import { type RefCallback, useCallback, useEffect, useRef } from 'react';
import { defaultErrorMessages } from '../../i18n/errorMessages';
import type { ApyRewardsMessagesInput } from '../../i18n/messages';
import { useMessageGroup } from '../../react/ApyRewardsProvider';
import { libraryClass } from '../shared/classNames';
import { describeError } from '../shared/errorMessage';
import { retryButton } from '../shared/RetryButton';
import { useRetryRound } from '../shared/useRetryRound';

export interface ErrorAlertProps {
  error: unknown;
  title: string;
  messages: ApyRewardsMessagesInput | undefined;
  onRetry: (() => void) | undefined;
  /** A retry is in flight. Default false. */
  retrying?: boolean | undefined;
  unstyled: boolean | undefined;
  /** Also given "Try again" (the table's focus hand-off); none for the chart. */
  retryRef?: RefCallback<HTMLButtonElement> | undefined;
}

/**
 * What the table's alert says: a title, a sentence for end users, and "Try again" when a retry can help (inert while
 * `retrying`, see `retryButton`). A chunk of its own, loaded by the first error; the alert box around it is the
 * table's. The message is keyed by the failed-retry round so a retry that fails again is spoken again.
 */
export default function ErrorAlert({
  error,
  title,
  messages,
  onRetry,
  retrying = false,
  unstyled,
  retryRef,
}: ErrorAlertProps) {
  const errors = useMessageGroup('errors', defaultErrorMessages, messages);
  const [failureRound, retry] = useRetryRound(error, true, retrying, onRetry);
  const described = describeError(error, errors);
  const offered = retry !== undefined && described.canRetry;
  const ownRetryRef = useRef<HTMLButtonElement | null>(null);
  // Focus the table handed to the alert box before "Try again" was there (its words still loading, or a reload that
  // removed the table first) belongs to "Try again", which would have taken it had it been there. A passive effect:
  // content a Suspense boundary reveals is still hidden (so not focusable) in its layout phase.
  useEffect(() => {
    const button = ownRetryRef.current;
    if (offered && button && button.ownerDocument.activeElement === button.parentElement) button.focus();
  }, [offered]);
  const retryRefs = useCallback(
    (node: HTMLButtonElement | null) => {
      ownRetryRef.current = node;
      const cleanup = retryRef?.(node);
      return () => {
        ownRetryRef.current = null;
        cleanup?.();
      };
    },
    [retryRef],
  );
  const styled = (name: string) => libraryClass(unstyled, name);
  return (
    <>
      <p data-slot="error-title" className={styled('ark-alert__title')}>
        {title}
      </p>
      <p key={failureRound} data-slot="error-message" className={styled('ark-alert__text')}>
        {described.message}
      </p>
      {offered && retryButton(retry, retrying, errors.retry, unstyled, retryRefs)}
    </>
  );
}
