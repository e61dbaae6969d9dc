import { ApyRewardsError, AuthError, HttpError, NetworkError, TimeoutError } from '../../core/errors';

/** A short, user-facing sentence for an error of any kind; never includes details such as URLs. */
export function errorMessage(error: unknown): string {
  if (error instanceof AuthError) return 'The data service refused the request (check the API key).';
  if (error instanceof TimeoutError) return 'The data service took too long to answer.';
  if (error instanceof NetworkError) return 'The data service could not be reached.';
  if (error instanceof HttpError && error.status >= 500)
    return `The data service had a problem (HTTP ${error.status}).`;
  if (error instanceof ApyRewardsError) return error.shortMessage;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'Something went wrong.';
}
