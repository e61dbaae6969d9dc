import { ApyRewardsError } from '../../core/errors';
import type { ErrorMessages } from '../../i18n/errorMessages';
import { MAX_RETRY_AFTER_MS } from '../../query/retry';

/** What a component tells an end user about an error, and whether "Try again" can help. */
export interface DescribedError {
  message: string;
  canRetry: boolean;
}

// By the family's literal names, not `instanceof` against each class: a component then carries no error class but
// the base one (which its own bad-prop errors need anyway), and the fetch layer's classes stay out of its bundle.
const byName: Readonly<Record<string, readonly [keyof ErrorMessages, boolean]>> = {
  AuthError: ['unavailable', false],
  TimeoutError: ['timeout', true],
  NetworkError: ['offline', true],
  ResponseValidationError: ['invalidResponse', true],
};

/** An end-user sentence for an error of any kind; never server text, URLs or developer advice. */
export function describeError(error: unknown, messages: ErrorMessages): DescribedError {
  if (!(error instanceof ApyRewardsError)) return { message: messages.generic, canRetry: true };
  const [key, canRetry] = (Object.hasOwn(byName, error.name) && byName[error.name]) || ['badRequest', false];
  // The service's answers; a refused redirect carries a status too, but it is no answer to retry.
  const { status, retryAfterMs } = error as { status?: number; retryAfterMs?: number };
  if (error.name === 'HttpError' || error.name === 'RangeNotSatisfiableError') {
    // A wait longer than the library's retries honour: a press now would only be refused again.
    if (status === 429) return { message: messages.rateLimited, canRetry: !((retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) };
    if ((status as number) >= 500) return { message: messages.serverError, canRetry: true };
  }
  return { message: messages[key], canRetry };
}
