/** End-user sentences for errors, shared by every component; developer detail stays on the error object. */
export interface ErrorMessages {
  /** Fallback for an error the library cannot name. */
  generic: string;
  /** Label of the retry button. */
  retry: string;
}

/** English defaults of `ErrorMessages`. */
export const defaultErrorMessages: ErrorMessages = {
  generic: 'Something went wrong.',
  retry: 'Try again',
};
