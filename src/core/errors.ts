import { boundText, textOf } from './redact';

/** Options every error of the family accepts. */
export interface ApyRewardsErrorOptions {
  details?: string | undefined;
  cause?: unknown | undefined;
}

/**
 * Base class of every error this library throws. Fields are `declare`d: the constructors assign every one of them,
 * in the listed order, so field declarations in the output would only add bytes.
 */
export class ApyRewardsError extends Error {
  override name: string = 'ApyRewardsError';
  /** One-line summary, without details. */
  declare readonly shortMessage: string;
  /** Extra context (PostgREST `details`, validation issues…), when known. */
  declare readonly details: string | undefined;

  constructor(shortMessage: string, options: ApyRewardsErrorOptions = {}) {
    super(
      options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.shortMessage = shortMessage;
    this.details = options.details;
  }

  /** A serialisable view: the name and every field of the error, never the cause chain or the stack. */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), name: this.name };
  }
}

/** `createConfig` got a malformed URL, an empty key or a bad timeout. */
export class ConfigError extends ApyRewardsError {
  override name = 'ConfigError' as const;
}

/** A fetcher parameter (column, filter, order, range…) is invalid; no request was sent. */
export class InvalidParameterError extends ApyRewardsError {
  override name = 'InvalidParameterError' as const;
}

/** A wallet address failed validation; no request was sent. */
export class InvalidAddressError extends ApyRewardsError {
  override name = 'InvalidAddressError' as const;
  declare readonly address: string;
  constructor(address: string, options: ApyRewardsErrorOptions = {}) {
    super(`Invalid address: "${boundText(address, 80)}".`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? 'Expected a 20-byte hex address starting with 0x.'
          : undefined,
      ...options,
    });
    this.address = address;
  }
}

/** The chain is not one the rewards API serves (mode, base). */
export class UnsupportedChainError extends ApyRewardsError {
  override name = 'UnsupportedChainError' as const;
  declare readonly chain: unknown;
  constructor(chain: unknown, options: ApyRewardsErrorOptions = {}) {
    super(`Unsupported chain: ${boundText(textOf(chain), 80)}.`, {
      details:
        typeof process === 'object' && process.env.NODE_ENV !== 'production'
          ? 'Supported chains are mode (34443) and base (8453).'
          : undefined,
      ...options,
    });
    this.chain = chain;
  }
  override toJSON() {
    const chain = this.chain;
    return { ...super.toJSON(), chain: typeof chain === 'string' || typeof chain === 'number' ? chain : textOf(chain) };
  }
}

/** What an `HttpError` is built from. */
export interface HttpErrorInit extends ApyRewardsErrorOptions {
  status: number;
  url: string;
  body: unknown;
  code?: string | undefined;
  hint?: string | undefined;
  retryAfterMs?: number | undefined;
}

/** The service answered with a non-success status. */
export class HttpError extends ApyRewardsError {
  override name: string = 'HttpError';
  declare readonly status: number;
  declare readonly url: string;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  declare readonly body: unknown;
  /** PostgREST / Postgres error code (`PGRST103`, `42703`…), when present. */
  declare readonly code: string | undefined;
  /** PostgREST or gateway hint, when present. */
  declare readonly hint: string | undefined;
  /** Parsed `Retry-After`, in milliseconds, when the server sent one. */
  declare readonly retryAfterMs: number | undefined;

  constructor(shortMessage: string, init: HttpErrorInit) {
    super(shortMessage, init);
    this.status = init.status;
    this.url = init.url;
    this.body = init.body;
    this.code = init.code;
    this.hint = init.hint;
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** 401 or 403: the anon key is missing, wrong or expired. */
export class AuthError extends HttpError {
  override name = 'AuthError' as const;
}

/** 416: the requested `Range` starts past the last row. */
export class RangeNotSatisfiableError extends HttpError {
  override name = 'RangeNotSatisfiableError' as const;
  /** Total rows from `Content-Range: *\/{total}`, so a pager can go back to the last page; `null` when not sent. */
  declare readonly total: number | null;
  constructor(shortMessage: string, init: HttpErrorInit & { total?: number | null | undefined }) {
    super(shortMessage, init);
    this.total = init.total ?? null;
  }
}

/** The single attempt took longer than `timeoutMs`. */
export class TimeoutError extends ApyRewardsError {
  override name = 'TimeoutError' as const;
  declare readonly timeoutMs: number;
  declare readonly url: string;
  constructor(url: string, timeoutMs: number, options: ApyRewardsErrorOptions = {}) {
    super(`Request timed out after ${timeoutMs} ms.`, { details: `GET ${url}`, ...options });
    this.timeoutMs = timeoutMs;
    this.url = url;
  }
}

/** The request never got an answer (DNS, refused, reset, CORS). */
export class NetworkError extends ApyRewardsError {
  override name = 'NetworkError' as const;
  declare readonly url: string;
  constructor(url: string, options: ApyRewardsErrorOptions = {}) {
    super('Network request failed.', { details: `GET ${url}`, ...options });
    this.url = url;
  }
}

/** One problem found in a response, located by row index and field. */
export interface ValidationIssue {
  /** Row index for array responses. */
  index?: number | undefined;
  /** Field name or path inside the row/record. */
  path: string;
  message: string;
}

/** The response was not JSON or did not match the expected schema. */
export class ResponseValidationError extends ApyRewardsError {
  override name = 'ResponseValidationError' as const;
  declare readonly url: string;
  declare readonly issues: readonly ValidationIssue[];
  constructor(shortMessage: string, init: { url: string; issues?: readonly ValidationIssue[]; cause?: unknown }) {
    const issues = init.issues ?? [];
    super(shortMessage, {
      details: issues.slice(0, 5).map(formatIssue).join('; ') || undefined,
      cause: init.cause,
    });
    this.url = init.url;
    this.issues = issues;
  }
}

function formatIssue(issue: ValidationIssue): string {
  const where = issue.index === undefined ? issue.path : `row ${issue.index}${issue.path ? `.${issue.path}` : ''}`;
  return `${where || '(root)'}: ${issue.message}`;
}
