import type { ApyRewardsErrorType } from '../../core/errorType';

/** TanStack Query options a connected component passes to its hook (key and query function stay the library's). */
export interface ConnectedQueryOptions {
  /** Retries after a failure; default: the library's policy (network, timeout, 429, 5xx; three times). */
  retry?: boolean | number | undefined;
  /** Wait before each retry, in ms or by attempt; default: the library's (a server's `Retry-After`, else backoff). */
  retryDelay?: number | ((failureCount: number, error: ApyRewardsErrorType) => number) | undefined;
  /** How long data stays fresh, in ms; default: the hook's. */
  staleTime?: number | undefined;
  /** Poll every this many ms; default: the view's (the latest view reads on the data's cadence, the history view does not poll). */
  refetchInterval?: number | false | undefined;
  /** Refetch when the window regains focus; default TanStack's (true). */
  refetchOnWindowFocus?: boolean | undefined;
}
