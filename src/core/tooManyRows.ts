import { ResponseValidationError } from './errors';

const refusals = new WeakSet<object>();

/**
 * The typed refusal of a read whose `Content-Range` total is more rows than one read may take: remembered, so the
 * schedule can tell it from a `Content-Range` that does not add up (a server's fault, tried again within minutes).
 */
export function tooManyRowsError(url: string, message: string, issue: string): ResponseValidationError {
  const error = new ResponseValidationError(message, { url, issues: [{ path: 'Content-Range', message: issue }] });
  refusals.add(error);
  return error;
}

/** Whether `error` is a refusal made by `tooManyRowsError`. */
export function isTooManyRows(error: unknown): error is ResponseValidationError {
  return refusals.has(error as object);
}
