import { useState } from 'react';

/**
 * Counts the presses of "Try again" that ended in failure again, to key the error's message by: its text does not
 * change, and without a new node screen readers stay silent, so the press would seem to do nothing. A press ends in
 * failure when, after its retry was seen running or once another error object is shown, the alert is still there;
 * a failed background refetch is never counted. Returns the count and the press handler to give the button.
 */
export function useRetryRound(
  error: unknown,
  failed: boolean,
  retrying: boolean,
  onRetry: (() => void) | undefined,
): [number, (() => void) | undefined] {
  const [round, setRound] = useState(0);
  // The error shown at the press, and whether its retry has been seen running. A connected component's retry can
  // fail before its parent renders `loading`, so a new error object also ends the press.
  const [press, setPress] = useState<{ error: unknown; seen: boolean } | null>(null);
  // Adjusted while rendering, as React advises for state that follows a prop's changes.
  if (press) {
    if (!failed) setPress(null);
    else if (retrying) {
      if (!press.seen) setPress({ error: press.error, seen: true });
    } else if (press.seen || error !== press.error) {
      setPress(null);
      setRound(round + 1);
    }
  }
  const retry =
    onRetry &&
    (() => {
      setPress({ error, seen: false });
      onRetry();
    });
  return [round, retry];
}
