import { ApyRewardsError } from '../../core/errors';
import type { ErrorMessages } from '../../i18n/errorMessages';
import { MAX_RETRY_AFTER_MS } from '../../query/retry';

/** What a component tells an end user about an error, and whether "Try again" can help. */
export interface DescribedError {
  message: string;
  canRetry: boolean;
}

/** An end-user sentence for an error of any kind; never server text, URLs or developer advice. */
export function describeError(error: unknown, messages: ErrorMessages): DescribedError {
  if (!(error instanceof ApyRewardsError)) return { message: messages.generic, canRetry: true };
  // By the family's literal names, not `instanceof` against each class: a component then carries no error class but
  // the base one (which its own bad-prop errors need anyway). Only the service's answers carry a status to read (a
  // refused redirect has one too, but it is no answer to retry).
  const { name, status = 0, retryAfterMs = 0 } = error as { name: string; status?: number; retryAfterMs?: number };
  const answered = name === 'HttpError' || name === 'RangeNotSatisfiableError';
  const [message, canRetry] =
    name === 'AuthError'
      ? [messages.unavailable, false]
      : name === 'TimeoutError'
        ? [messages.timeout, true]
        : name === 'NetworkError'
          ? [messages.offline, true]
          : name === 'ResponseValidationError'
            ? [messages.invalidResponse, true]
            : answered && status === 429
              ? // A wait longer than the library's retries honour: a press now would only be refused again.
                [messages.rateLimited, !(retryAfterMs > MAX_RETRY_AFTER_MS)]
              : answered && status >= 500
                ? [messages.serverError, true]
                : [messages.badRequest, false];
  return { message, canRetry };
}
