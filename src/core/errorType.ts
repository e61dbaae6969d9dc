import type {
  AuthError,
  ConfigError,
  HttpError,
  InvalidAddressError,
  InvalidParameterError,
  NetworkError,
  RangeNotSatisfiableError,
  ResponseValidationError,
  TimeoutError,
  UnsupportedChainError,
} from './errors';
import type { RedirectError } from './httpFailure';

/**
 * Every error a fetcher, query or hook of this library fails with, as a union discriminated by `name`: a
 * `switch (error.name)` narrows to the class and its fields. `HttpError` stands for the statuses no subclass covers.
 */
export type ApyRewardsErrorType =
  | ConfigError
  | InvalidParameterError
  | InvalidAddressError
  | UnsupportedChainError
  | (HttpError & { name: 'HttpError' })
  | AuthError
  | RangeNotSatisfiableError
  | TimeoutError
  | NetworkError
  | ResponseValidationError
  | RedirectError;
