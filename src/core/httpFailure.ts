import type { ChainInfo } from './chains';
import {
  ApyRewardsError,
  type ApyRewardsErrorOptions,
  AuthError,
  HttpError,
  type HttpErrorInit,
  RangeNotSatisfiableError,
  ResponseValidationError,
  type ValidationIssue,
} from './errors';
import { isRedirect, MAX_BODY_BYTES } from './http';
import { digitsPattern } from './patterns';
import { parseContentRange } from './postgrest';
import { boundText, redact, sanitizedCause } from './redact';
import type { UserRewards } from './schemas';

/**
 * A request carrying the anon key was redirected to another origin (or too often): it was not followed. It lives in
 * the lazy chunk with the only code that throws it.
 */
export class RedirectError extends ApyRewardsError {
  override name = 'RedirectError' as const;
  declare readonly url: string;
  /** The redirect's status; 0 for a browser's opaque redirect, which hides it. */
  declare readonly status: number;
  /** Origin of the redirect target, when the runtime exposes it. */
  declare readonly location: string | undefined;
  constructor(
    url: string,
    init: { status: number; location: string | undefined; reason: 'cross-origin' | 'too-many' },
    options: ApyRewardsErrorOptions = {},
  ) {
    super(
      init.reason === 'too-many'
        ? 'Too many redirects; the request was not sent on.'
        : 'Redirect to another origin refused; the API key was not sent there.',
      { details: `GET ${url}${init.location ? ` → ${init.location}` : ''} (status ${init.status})`, ...options },
    );
    this.url = url;
    this.status = init.status;
    this.location = init.location;
  }
}

/** Hops followed within the origin before a redirect chain is refused. */
const MAX_REDIRECTS = 5;

/**
 * Follows the redirects of a request carrying the anon key (`redirect` is the first), each hop sent by `send`, within
 * the request's own origin and `MAX_REDIRECTS` hops; any other redirect throws a `RedirectError`, so the key never
 * leaves for another origin. Resolves to the first answer that is no redirect.
 */
export async function followRedirects(
  redirect: Response,
  url: string,
  send: (url: string) => Promise<Response>,
  secret: string,
): Promise<Response> {
  let response = redirect;
  let current = url;
  for (let hop = 0; isRedirect(response); hop++) {
    void response.body?.cancel().catch(() => {});
    const next = redirectTarget(response, current, url, hop >= MAX_REDIRECTS, secret);
    if (typeof next !== 'string') throw next;
    current = next;
    response = await send(next);
  }
  return response;
}

/**
 * Where a redirect of a keyed request may go: the target when it stays on the request's origin within the hop
 * limit, else the `RedirectError` to throw (the key never leaves for another origin).
 */
function redirectTarget(
  response: Response,
  current: string,
  url: string,
  tooMany: boolean,
  secret: string,
): string | RedirectError {
  const next = sameOriginTarget(response, current);
  if (next !== undefined && !tooMany) return next;
  return redirectError(response, url, next === undefined ? 'cross-origin' : 'too-many', secret);
}

/** The redirect target when it stays on the request's origin; `undefined` when it leaves it or cannot be read. */
function sameOriginTarget(response: Response, current: string): string | undefined {
  if (response.type === 'opaqueredirect') return undefined;
  const location = response.headers.get('location');
  if (location === null) return undefined;
  try {
    const base = new URL(current, globalThis.location?.href);
    const next = new URL(location, base);
    return next.origin === base.origin ? next.href : undefined;
  } catch {
    return undefined;
  }
}

function redirectError(response: Response, url: string, reason: 'cross-origin' | 'too-many', secret: string) {
  let target: string | undefined;
  try {
    const location = response.headers.get('location');
    target = location === null ? undefined : new URL(location, url).origin;
  } catch {
    target = undefined;
  }
  return new RedirectError(url, {
    status: response.type === 'opaqueredirect' ? 0 : response.status,
    location: target === undefined ? undefined : redact(target, secret),
    reason,
  });
}

interface ErrorBodyFields {
  message?: string | undefined;
  code?: string | undefined;
  details?: string | undefined;
  hint?: string | undefined;
}

/** Reads PostgREST `{code,details,hint,message}`, gateway `{message,hint}` and rewards `{error}` bodies. */
function errorFields(body: unknown): ErrorBodyFields {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    message: text(record.message) ?? text(record.error),
    code: text(record.code),
    details: text(record.details),
    hint: text(record.hint),
  };
}

/** Longest error body parsed as JSON; longer ones are kept as bounded text. */
const MAX_ERROR_JSON_LENGTH = 65_536;
/** Longest error body text kept. */
const MAX_ERROR_TEXT_LENGTH = 2000;
/** Longest server message placed in `shortMessage`, which apps show to end users. */
const MAX_SHORT_SERVER_MESSAGE = 160;

/** The typed error of a non-success response; loaded by `request` only when one arrives. */
export function httpError(response: Response, text: string, url: string, anonKey: string): HttpError {
  // Decode first, then redact: a JSON escape (`\u002e`) inside the key would otherwise survive.
  let body: unknown = boundText(redact(text, anonKey), MAX_ERROR_TEXT_LENGTH);
  if (text.trim() !== '' && text.length <= MAX_ERROR_JSON_LENGTH) {
    try {
      body = redactDeep(JSON.parse(text), anonKey, 0);
    } catch {
      // Not JSON: the bounded, redacted text stays the body.
    }
  }
  const fields = errorFields(body);
  const status = response.status;
  const statusText = displayText(redact(response.statusText, anonKey), 60, false);
  const label = `${status}${statusText ? ` ${statusText}` : ''}`;
  const serverMessage = fields.message ? displayText(fields.message, MAX_SHORT_SERVER_MESSAGE, true) : '';
  const shortMessage = serverMessage ? `HTTP ${label}: ${serverMessage}` : `HTTP ${label}`;
  const details = [fields.details, fields.hint].filter(Boolean).join(' ');
  const init: HttpErrorInit = {
    status,
    url,
    body,
    code: fields.code === undefined ? undefined : boundText(fields.code, 40),
    hint: fields.hint === undefined ? undefined : boundText(fields.hint, MAX_ERROR_TEXT_LENGTH),
    details: details ? boundText(details, MAX_ERROR_TEXT_LENGTH) : undefined,
    // A date is counted from the server's own `Date` (RFC 9110), not from this device's clock, which may be hours off.
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), httpDate(response.headers.get('date'))),
  };
  if (status === 401 || status === 403) return new AuthError(shortMessage, init);
  if (status === 416) {
    const total = parseContentRange(response.headers.get('content-range'))?.total ?? null;
    return new RangeNotSatisfiableError(shortMessage, { ...init, total });
  }
  return new HttpError(shortMessage, init);
}

/** The typed error of a successful response whose body is no JSON: too large to read (`undefined`), empty or unparsable. */
export function bodyError(
  text: string | undefined,
  url: string,
  cause: unknown,
  anonKey: string,
): ResponseValidationError {
  if (text === undefined) {
    return new ResponseValidationError('The response is too large to read.', {
      url,
      issues: [{ path: '', message: `Over ${MAX_BODY_BYTES} bytes` }],
    });
  }
  if (text.trim() === '') return new ResponseValidationError('The response body is empty.', { url });
  return new ResponseValidationError('The response body is not valid JSON.', {
    url,
    issues: [{ path: '', message: `Unparsable JSON (${text.length} characters)` }],
    cause: sanitizedCause(cause, anonKey),
  });
}

/** One line for people: control characters and runs of spaces collapsed, URLs replaced, cut to `max`. */
function displayText(text: string, max: number, dropUrls: boolean): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  let line = text.slice(0, max * 4).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  if (dropUrls) line = line.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[link]');
  return boundText(line.replace(/\s+/g, ' ').trim(), max);
}

/** Redacts every string of a decoded JSON value, keys included; bounded in depth and breadth. */
function redactDeep(value: unknown, secret: string, depth: number): unknown {
  if (typeof value === 'string') return redact(value, secret);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 8) return '[truncated]';
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => redactDeep(item, secret, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 100)) {
    // Defined, not assigned: a "__proto__" key in a hostile body would otherwise replace the object's prototype.
    Object.defineProperty(out, redact(key, secret), {
      value: redactDeep(item, secret, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

const httpDatePatterns = [
  /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Za-z]{6,9}, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
];

/** `Retry-After` in seconds or as an HTTP date → milliseconds from `now`; `undefined` when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (digitsPattern.test(trimmed)) return Number(trimmed) * 1000;
  const date = httpDate(trimmed);
  if (date === undefined) return undefined;
  return Math.max(0, date - now);
}

/** An HTTP date in epoch ms; `undefined` when absent or unreadable. */
function httpDate(value: string | null): number | undefined {
  const trimmed = value?.trim() ?? '';
  // Only the three HTTP-date forms a recipient must accept (RFC 9110): Date.parse alone reads "3.5" as a date in 2001.
  // asctime carries no zone and means GMT.
  const date = httpDatePatterns.some((pattern) => pattern.test(trimmed))
    ? Date.parse(trimmed)
    : /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/.test(trimmed)
      ? Date.parse(`${trimmed} GMT`)
      : Number.NaN;
  return Number.isNaN(date) ? undefined : date;
}

/** The fields of a rewards answer that do not echo the request: another chain, another user, not that chain's ION. */
export function rewardsMismatches(record: UserRewards, chain: ChainInfo, user: string): ValidationIssue[] {
  const mismatches: ValidationIssue[] = [];
  if (record.chain !== chain.name)
    mismatches.push({ path: 'chain', message: `Expected "${chain.name}", got "${record.chain}"` });
  if (record.user !== user) mismatches.push({ path: 'user', message: `Expected ${user}, got ${record.user}` });
  if (record.ionTokenAddress !== chain.ionTokenAddress) {
    mismatches.push({
      path: 'ionTokenAddress',
      message: `Not the ION token of ${chain.label}: ${record.ionTokenAddress}`,
    });
  }
  return mismatches;
}
