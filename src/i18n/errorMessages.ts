/** End-user sentences for errors, shared by every component; developer detail stays on the error object. */
export interface ErrorMessages {
  /** Fallback for an error the library cannot name. */
  generic: string;
  /** The service refused access (401/403): a retry cannot help, so no retry is offered. */
  unavailable: string;
  /** The service did not answer in time. */
  timeout: string;
  /** The service could not be reached. */
  offline: string;
  /** The service asked to slow down (429); no retry is offered when it asked to wait over a minute. */
  rateLimited: string;
  /** The service failed (5xx). */
  serverError: string;
  /** The service sent data that could not be read. */
  invalidResponse: string;
  /** The request itself cannot succeed (another 4xx, a bad parameter): no retry is offered. */
  badRequest: string;
  /** Label of the retry button. */
  retry: string;
}

/** English defaults of `ErrorMessages`, frozen: every component shares them. */
export const defaultErrorMessages: Readonly<ErrorMessages> = Object.freeze<ErrorMessages>({
  generic: 'Something went wrong.',
  unavailable: 'This data is not available right now.',
  timeout: 'The service took too long to answer.',
  offline: 'The service could not be reached. Check your connection.',
  rateLimited: 'Too many requests. Try again later.',
  serverError: 'The service is having trouble.',
  invalidResponse: 'The service sent data that could not be read.',
  badRequest: 'This data could not be loaded.',
  retry: 'Try again',
});
