import type { ApyRewardsConfig } from './config';
import {
  AuthError,
  HttpError,
  NetworkError,
  RangeNotSatisfiableError,
  ResponseValidationError,
  TimeoutError,
} from './errors';
import { sanitizedCause } from './redact';
import { noteServiceDate } from './serviceClock';

/** One GET attempt. */
export interface RequestInit {
  url: string;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  /** Learn the service's clock from the answer's `Date` header (the APY service: rows are stamped on its clock). */
  serviceClock?: boolean | undefined;
}

/** A successful response: parsed JSON plus the headers callers read. */
export interface JsonResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

/**
 * Most bytes of a body read (after the runtime's decompression). A full answer (1,000 rows, the service's cap) is
 * under 0.5 MB; past this the stream is cancelled, so a runaway or compressed-bomb answer cannot exhaust memory.
 */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * Performs one GET with the config's timeout; maps every failure to a typed error. The caller's abort is rethrown as
 * is. A request carrying the anon key follows redirects only within its own origin (`redirect: 'manual'`, each hop
 * checked here); any other redirect is a `RedirectError` (an `HttpError` with its status if the lazy chunk that
 * checks redirects cannot load) and the key never leaves for the other origin.
 */
export async function request(config: ApyRewardsConfig, init: RequestInit): Promise<JsonResponse> {
  init.signal?.throwIfAborted();
  const fetchFn = config.fetch ?? globalThis.fetch;
  const secret = config.anonKey;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new TimeoutError(init.url, config.timeoutMs));
  }, config.timeoutMs);
  const onCallerAbort = () => controller.abort(init.signal?.reason);
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
      init.signal?.throwIfAborted();
      // The cause is the timer's own error, which holds nothing but the URL and the timeout.
      if (timedOut) throw new TimeoutError(init.url, config.timeoutMs, { cause: controller.signal.reason });
      // Runtime errors may print request details (undici can include headers): only a redacted copy is kept. Made
      // here, not in the lazy chunk: loading it while the network is down could fail for the rest of the page.
      throw new NetworkError(init.url, { cause: sanitizedCause(cause, secret) });
    }
  };
  // Failed responses, redirects and bodies that are no JSON are handled by a lazy chunk, raced like any other await.
  // If it cannot load, `fallback` is the error: for a status, an `HttpError` of its class (a pager relies on a 416
  // being `RangeNotSatisfiableError`), and a redirect is refused (never followed unchecked).
  const lazily = <T, Fallback>(use: (failed: typeof import('./httpFailure')) => T, fallback: () => Fallback) =>
    settle(() => import('./httpFailure').then(use, fallback));
  const statusError = (status: number) => () =>
    new (status === 416 ? RangeNotSatisfiableError : status === 401 || status === 403 ? AuthError : HttpError)(
      `HTTP ${status}`,
      { status, url: init.url, body: undefined },
    );

  const send = async (url: string) => {
    const sentAt = Date.now();
    const answer = await settle(async () => {
      const response = await fetchFn(url, {
        method: 'GET',
        headers,
        signal: controller.signal,
        ...(keyed ? { redirect: 'manual' as const } : {}),
      });
      // An injected fetch that resolves to nothing (a bare mock) fails as the network, not as a TypeError later.
      if (response === null || typeof response !== 'object') throw new TypeError('fetch resolved to no Response');
      return response;
    });
    // A cached answer (`Age`) carries the time it was first made, not now: it tells of no clock.
    if (init.serviceClock) {
      noteServiceDate(answer.headers.has('age') ? null : answer.headers.get('date'), sentAt, Date.now());
    }
    return answer;
  };

  try {
    let response = await send(init.url);
    if (keyed && isRedirect(response)) {
      const redirect = response;
      const chunk = await lazily((failed) => failed, statusError(redirect.status));
      if (chunk instanceof HttpError) throw chunk;
      response = await chunk.followRedirects(redirect, init.url, send, secret);
    }

    const text = await settle(() => readText(response));

    if (!response.ok) {
      const failed = response;
      throw await lazily((lazy) => lazy.httpError(failed, text ?? '', init.url, secret), statusError(failed.status));
    }
    let data: unknown;
    try {
      // Too large (`undefined`), empty or not JSON, it throws: the lazy chunk says which.
      data = JSON.parse(text as string);
    } catch (cause) {
      throw await lazily(
        (lazy) => lazy.bodyError(text, init.url, cause, secret),
        () =>
          new ResponseValidationError('The response body cannot be read as JSON.', {
            url: init.url,
            cause: sanitizedCause(cause, secret),
          }),
      );
    }
    return { status: response.status, headers: response.headers, data };
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** A browser's `opaqueredirect` (no status, no Location), or a 3xx with a Location as servers and undici give it. */
export function isRedirect(response: Response): boolean {
  if (response.type === 'opaqueredirect') return true;
  return response.status >= 300 && response.status < 400 && response.headers.has('location');
}

/** The body as text, or `undefined` (the stream cancelled) once it passes `MAX_BODY_BYTES`. */
async function readText(response: Response): Promise<string | undefined> {
  // A fetch polyfill's body may be a Node stream or nothing: its own text() is all there is.
  if (typeof response.body?.getReader !== 'function') return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      void reader.cancel().catch(() => {});
      return undefined;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}
