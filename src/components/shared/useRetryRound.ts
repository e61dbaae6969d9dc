import { useState } from 'react';

/**
 * Counts the presses of "Try again" that ended in the same failure, to key the error's message by: its text does not
 * change, and without a new node screen readers stay silent, so the press would seem to do nothing. A background
 * refetch that fails again is not counted: the alert is not repeated on its own. Returns the count and the press
 * handler to give the button.
 */
export function useRetryRound(
  failed: boolean,
  retrying: boolean,
  onRetry: (() => void) | undefined,
): [number, (() => void) | undefined] {
  const [round, setRound] = useState(0);
  const [pressed, setPressed] = useState(false);
  const [wasRetrying, setWasRetrying] = useState(false);
  const retryingNow = failed && retrying;
  // Adjusted while rendering, as React advises for state that follows a prop's changes.
  if (retryingNow !== wasRetrying) {
    setWasRetrying(retryingNow);
    if (!retryingNow && pressed) {
      setPressed(false);
      if (failed) setRound(round + 1);
    }
  }
  const retry =
    onRetry &&
    (() => {
      setPressed(true);
      onRetry();
    });
  return [round, retry];
}
