import {
  ApyRewardsError,
  AuthError,
  HttpError,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
} from '../../core/errors';
import type { ErrorMessages } from '../../i18n/errorMessages';
import { MAX_RETRY_AFTER_MS } from '../../query/retry';

/** What a component tells an end user about an error, and whether "Try again" can help. */
export interface DescribedError {
  message: string;
  canRetry: boolean;
}

/** An end-user sentence for an error of any kind; never server text, URLs or developer advice. */
export function describeError(error: unknown, messages: ErrorMessages): DescribedError {
  if (error instanceof AuthError) return { message: messages.unavailable, canRetry: false };
  if (error instanceof TimeoutError) return { message: messages.timeout, canRetry: true };
  if (error instanceof NetworkError) return { message: messages.offline, canRetry: true };
  if (error instanceof ResponseValidationError) return { message: messages.invalidResponse, canRetry: true };
  if (error instanceof HttpError) {
    // A wait longer than the library's retries honour: a press now would only be refused again.
    if (error.status === 429) {
      return { message: messages.rateLimited, canRetry: !((error.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) };
    }
    if (error.status >= 500) return { message: messages.serverError, canRetry: true };
    return { message: messages.badRequest, canRetry: false };
  }
  if (error instanceof ApyRewardsError) return { message: messages.badRequest, canRetry: false };
  return { message: messages.generic, canRetry: true };
}
