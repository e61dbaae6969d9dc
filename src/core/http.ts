import type { ApyRewardsConfig } from './config';
import {
  AuthError,
  HttpError,
  type HttpErrorInit,
  NetworkError,
  RangeNotSatisfiableError,
  ResponseValidationError,
  TimeoutError,
} from './errors';
import { digitsPattern } from './patterns';

/** One GET attempt. */
export interface RequestInit {
  url: string;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** A successful response: parsed JSON plus the headers callers read. */
export interface JsonResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

/** Performs one GET with the config's timeout; maps every failure to a typed error. The caller's abort is rethrown as is. */
export async function request(config: ApyRewardsConfig, init: RequestInit): Promise<JsonResponse> {
  const fetchFn = config.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new TimeoutError(init.url, config.timeoutMs));
  }, config.timeoutMs);
  const onCallerAbort = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) {
    clearTimeout(timer);
    throw init.signal.reason;
  }
  init.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // Races every await against the abort, so a fetch that ignores its signal still times out.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => {});

  try {
    let response: Response;
    try {
      response = await Promise.race([
        fetchFn(init.url, {
          method: 'GET',
          headers: { Accept: 'application/json', ...init.headers },
          signal: controller.signal,
        }),
        aborted,
      ]);
    } catch (cause) {
      throw failure(cause, init, config, timedOut);
    }

    let text: string;
    try {
      text = await Promise.race([response.text(), aborted]);
    } catch (cause) {
      throw failure(cause, init, config, timedOut);
    }

    if (!response.ok) throw httpError(response, text, init.url, config.anonKey);

    if (text.trim() === '') {
      throw new ResponseValidationError('The response body is empty.', { url: init.url });
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (cause) {
      throw new ResponseValidationError('The response body is not valid JSON.', {
        url: init.url,
        issues: [{ path: '', message: `Unparsable JSON (${text.length} characters)` }],
        cause,
      });
    }
    return { status: response.status, headers: response.headers, data };
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function failure(cause: unknown, init: RequestInit, config: ApyRewardsConfig, timedOut: boolean): unknown {
  if (init.signal?.aborted) return init.signal.reason;
  if (timedOut) return new TimeoutError(init.url, config.timeoutMs, { cause });
  return new NetworkError(init.url, { cause });
}

interface ErrorBodyFields {
  message?: string;
  code?: string;
  details?: string;
  hint?: string;
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

function httpError(response: Response, text: string, url: string, anonKey: string): HttpError {
  const safeText = redact(text, anonKey);
  let body: unknown = safeText;
  try {
    if (safeText.trim() !== '') body = JSON.parse(safeText);
  } catch {
    body = safeText.length > 2000 ? `${safeText.slice(0, 2000)}…` : safeText;
  }
  const fields = errorFields(body);
  const status = response.status;
  const label = `${status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const shortMessage = fields.message ? `HTTP ${label}: ${fields.message}` : `HTTP ${label}`;
  const init: HttpErrorInit = {
    status,
    url,
    body,
    code: fields.code,
    hint: fields.hint,
    details: [fields.details, fields.hint].filter(Boolean).join(' ') || undefined,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
  };
  if (status === 401 || status === 403) return new AuthError(shortMessage, init);
  if (status === 416) return new RangeNotSatisfiableError(shortMessage, init);
  return new HttpError(shortMessage, init);
}

/** `Retry-After` in seconds or as an HTTP date → milliseconds from now; `undefined` when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (digitsPattern.test(trimmed)) return Number(trimmed) * 1000;
  // Only an HTTP-date ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone reads "3.5" as a date in 2001.
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Removes the anon key from text that may end up in an error. */
export function redact(text: string, secret: string): string {
  return secret && text.includes(secret) ? text.split(secret).join('[redacted]') : text;
}
