import type { ApyRewardsConfig } from './config';
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from './errors';
import { boundText, redact } from './redact';

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

/** Hops followed within the origin before a redirect chain is refused. */
const MAX_REDIRECTS = 5;

/**
 * Performs one GET with the config's timeout; maps every failure to a typed error. The caller's abort is rethrown as
 * is. A request carrying the anon key follows redirects only within its own origin (`redirect: 'manual'`, each hop
 * checked here); any other redirect is a `RedirectError` (an `HttpError` with its status if the lazy chunk that
 * checks redirects cannot load) and the key never leaves for the other origin.
 */
export async function request(config: ApyRewardsConfig, init: RequestInit): Promise<JsonResponse> {
  const fetchFn = config.fetch ?? globalThis.fetch;
  const secret = config.anonKey;
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
  const headers = { Accept: 'application/json', ...init.headers };
  const keyed = Object.values(headers).some((value) => secret !== '' && value.includes(secret));

  // A fetch that throws synchronously is a failure like any other, so the work starts inside the `try`.
  const settle = async <T>(start: () => Promise<T>): Promise<T> => {
    try {
      return await Promise.race([start(), aborted]);
    } catch (cause) {
      throw failure(cause, init, config, timedOut);
    }
  };
  // Failed responses and redirects are handled by a lazy chunk. If it cannot load, the status is the error: a failed
  // response still throws an `HttpError`, and a redirect is refused, never followed unchecked.
  const lazily = <T>(status: number, use: (failed: typeof import('./httpFailure')) => T) =>
    settle(() =>
      import('./httpFailure').then(
        use,
        () => new HttpError(`HTTP ${status}`, { status, url: init.url, body: undefined }),
      ),
    );

  try {
    let response: Response;
    let url = init.url;
    for (let hop = 0; ; hop++) {
      response = await settle(() =>
        fetchFn(url, {
          method: 'GET',
          headers,
          signal: controller.signal,
          ...(keyed ? { redirect: 'manual' as const } : {}),
        }),
      );
      if (!keyed || !isRedirect(response)) break;
      void response.body?.cancel().catch(() => {});
      const redirect = response;
      const next = await lazily(redirect.status, (failed) =>
        failed.redirectTarget(redirect, url, init.url, hop >= MAX_REDIRECTS, secret),
      );
      if (typeof next !== 'string') throw next;
      url = next;
    }

    const text = await settle(() => response.text());

    if (!response.ok) {
      const failed = response;
      throw await lazily(failed.status, (lazy) => lazy.httpError(failed, text, init.url, secret));
    }

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
        cause: sanitizedCause(cause, secret),
      });
    }
    return { status: response.status, headers: response.headers, data };
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** A browser's `opaqueredirect` (no status, no Location), or a 3xx with a Location as servers and undici give it. */
function isRedirect(response: Response): boolean {
  if (response.type === 'opaqueredirect') return true;
  return response.status >= 300 && response.status < 400 && response.headers.has('location');
}

function failure(cause: unknown, init: RequestInit, config: ApyRewardsConfig, timedOut: boolean): unknown {
  if (init.signal?.aborted) return init.signal.reason;
  // Runtime errors may print request details (undici can include headers): only a redacted copy is kept.
  if (timedOut) return new TimeoutError(init.url, config.timeoutMs, { cause: sanitizedCause(cause, config.anonKey) });
  return new NetworkError(init.url, { cause: sanitizedCause(cause, config.anonKey) });
}

const MAX_CAUSE_MESSAGE = 500;
const MAX_CAUSE_DEPTH = 3;

/**
 * A copy of a runtime error that is safe to keep: its name and its message, redacted and bounded, with the same for
 * up to three nested causes. Every other property of the original (headers, sockets, request objects) is dropped.
 */
export function sanitizedCause(cause: unknown, secret: string, depth = 0): Error | undefined {
  if (cause === undefined || cause === null) return undefined;
  let name = 'Error';
  let message = '';
  let inner: unknown;
  try {
    if (cause instanceof Error || (typeof cause === 'object' && 'message' in cause)) {
      const error = cause as { name?: unknown; message?: unknown; cause?: unknown };
      name = typeof error.name === 'string' ? error.name : 'Error';
      message = typeof error.message === 'string' ? error.message : '';
      inner = error.cause;
    } else {
      message = typeof cause === 'string' ? cause : typeof cause;
    }
  } catch {
    message = 'unreadable error';
  }
  const safeMessage = boundText(redact(message, secret), MAX_CAUSE_MESSAGE);
  const nested = depth + 1 < MAX_CAUSE_DEPTH ? sanitizedCause(inner, secret, depth + 1) : undefined;
  const copy = new Error(safeMessage, nested === undefined ? undefined : { cause: nested });
  copy.name = boundText(redact(name, secret), 80);
  return copy;
}
