/** A PostgREST or PostgreSQL error, rendered as `{"code","details","hint","message"}`. */
export class PostgrestError extends Error {
  override name = 'PostgrestError';
  readonly headers: Record<string, string> = {};
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

/** PostgREST's mapping of SQLSTATE to HTTP status, for the codes the mock raises. */
export function databaseError(
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  const status = code === '42883' || code === '42P01' ? 404 : 400;
  return new PostgrestError(status, code, message, details, hint);
}
