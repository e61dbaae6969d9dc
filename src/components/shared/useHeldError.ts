import { useState } from 'react';

/** What `useHeldError` reads of a TanStack query result. */
export interface HeldErrorQuery {
  error: unknown;
  status: 'pending' | 'error' | 'success';
  isPlaceholderData: boolean;
}

/**
 * The error to show for a query: its last one, held through the retries and refetches that follow until a fetch
 * succeeds. TanStack clears `error` while a query without data fetches again, which removed the alert (and the
 * focused "Try again") and announced it anew each time. `key` names the read, its endpoint included: another read
 * holds nothing over.
 */
export function useHeldError(result: HeldErrorQuery, key: string): unknown {
  const [held, setHeld] = useState<{ key: string; error: unknown }>({ key, error: null });
  const previous = held.key === key ? held.error : null;
  const succeeded = result.status === 'success' && !result.isPlaceholderData;
  const error = result.error ?? (succeeded ? null : previous);
  if (error !== held.error || key !== held.key) setHeld({ key, error });
  return error;
}
