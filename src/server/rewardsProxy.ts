import { type ChainName, chainNames, isValidAddress } from '../core/chains';

/** Options of `createRewardsProxy`. */
export interface RewardsProxyOptions {
  /** Base URL of the rewards API (absolute http or https, no query), e.g. `https://rewards.example.com`. */
  upstream: string;
  /** Longest wait for the upstream's whole answer before answering 504: 1 to 2 147 483 647 ms. Default 10 000 ms. */
  timeoutMs?: number | undefined;
  /** `s-maxage` of a 200 answer, for shared caches (CDN); 0 sends `no-store`. Default 60. */
  cacheSeconds?: number | undefined;
  /**
   * Pass the upstream's JSON body of a 4xx answer (its reason, e.g. "Invalid chain") to the client; `false` answers
   * with the proxy's own short body. The body of a 5xx is never passed: it may hold the upstream's internals. Default
   * `true`.
   */
  forwardClientErrorBodies?: boolean | undefined;
  /** The fetch used to reach the upstream. Default `globalThis.fetch`. */
  fetch?: ((input: string, init: RequestInit) => Promise<Response>) | undefined;
}

/** A Fetch-API request handler: Next.js route handlers, Workers, Deno, Bun. */
export type RewardsProxyHandler = (request: Request) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_CACHE_SECONDS = 60;
const MAX_BODY_BYTES = 64 * 1024;
/** `Retry-After` as seconds or an HTTP date, passed on so that clients wait as the upstream asked. */
const retryAfterPattern = /^(?:\d{1,10}|[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT)$/;
const rewardsPathPattern = /(?:^|\/)api\/rewards\/([^/]+)\/([^/]+)$/;
const allowedMethods = 'GET, HEAD';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

const refuse = (status: number, error: string, headers?: Record<string, string>) => json(status, { error }, headers);

function upstreamBase(upstream: unknown): string {
  let url: URL;
  try {
    url = new URL(String(upstream));
  } catch {
    // A configured value is not echoed: an unparsable one may still hold credentials, and start-up errors are logged.
    throw new TypeError(
      `createRewardsProxy: upstream must be an absolute http(s) URL${upstream ? '' : `, got ${String(upstream)}`}.`,
    );
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new TypeError(`createRewardsProxy: upstream must be an http(s) URL without query, hash or credentials.`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`createRewardsProxy: ${name} must be a finite number ≥ 0, got ${value}.`);
  }
  return value;
}

type Target = { chain: ChainName; user: string } | Response;

function target(request: Request): Target {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') return refuse(405, 'Method not allowed', { allow: allowedMethods });
  const url = new URL(request.url);
  if (url.search !== '' || url.href.includes('?')) return refuse(400, 'Query strings are not accepted');
  const match = rewardsPathPattern.exec(url.pathname);
  if (!match) return refuse(404, 'Not found');
  const chain = (match[1] ?? '').toLowerCase();
  const user = match[2] ?? '';
  if (!chainNames.includes(chain as ChainName)) {
    return refuse(400, `Invalid chain. Supported chains are: ${chainNames.join(', ')}`);
  }
  if (!isValidAddress(user)) return refuse(400, 'Invalid address');
  return { chain: chain as ChainName, user: user.toLowerCase() };
}

/** The body as text, or `null` once it passes `max` bytes: the rest is never read into memory. */
async function boundedText(answer: Response, max: number): Promise<string | null> {
  const body = answer.body;
  if (Number(answer.headers.get('content-length')) > max) {
    await body?.cancel().catch(() => {});
    return null;
  }
  if (body === null) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A same-origin proxy for the rewards API (which sends no CORS headers): forwards only `GET|HEAD …/api/rewards/
 * {mode|base}/{address}` (any mount prefix) to `upstream`, with no request headers but `Accept`, and never throws.
 */
export function createRewardsProxy(options: RewardsProxyOptions): RewardsProxyHandler {
  const base = upstreamBase(options?.upstream);
  const timeoutMs = nonNegative('timeoutMs', options.timeoutMs, DEFAULT_TIMEOUT_MS);
  // Timers fire at once beyond 2^31 − 1 ms, and at 0: either would answer every request with a 504.
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 2_147_483_647) {
    throw new RangeError(`createRewardsProxy: timeoutMs must be from 1 to 2147483647, got ${timeoutMs}.`);
  }
  // Caches count a delta-seconds above 2^31 as 2^31 (RFC 9111), and from 1e21 JavaScript writes it as "1e+21".
  const cacheSeconds = Math.min(
    2_147_483_648,
    Math.floor(nonNegative('cacheSeconds', options.cacheSeconds, DEFAULT_CACHE_SECONDS)),
  );
  const fetchUpstream = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const okCacheControl = cacheSeconds > 0 ? `public, max-age=0, s-maxage=${cacheSeconds}` : 'no-store';
  const forwardClientErrorBodies = options.forwardClientErrorBodies ?? true;

  /** The proxy's own body for an upstream status whose body is not passed on, else `undefined`. */
  function ownBody(status: number): string | undefined {
    if (status >= 500 && status <= 599) return JSON.stringify({ error: 'The rewards API failed' });
    if (status >= 400 && status <= 499 && !forwardClientErrorBodies) {
      return JSON.stringify({ error: 'The rewards API refused the request' });
    }
    return undefined;
  }

  async function forward(request: Request, chain: ChainName, user: string): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const clientSignal = request.signal as AbortSignal | undefined;
    const abortOnClient = () => timeout.abort();
    clientSignal?.addEventListener?.('abort', abortOnClient);
    // Raced as well as signalled: an injected fetch, or a body stream, may ignore the signal.
    const stopped = new Promise<never>((_, reject) => {
      timeout.signal.addEventListener('abort', () => reject(timeout.signal.reason), { once: true });
    });
    const exchange = async () => {
      const answer = await fetchUpstream(`${base}/api/rewards/${chain}/${user}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
        redirect: 'manual',
        signal: timeout.signal,
      });
      const own = ownBody(answer.status);
      // A body not passed on is not read either (a stack trace, a connection string): it could only delay the answer.
      if (own !== undefined) await answer.body?.cancel().catch(() => {});
      return {
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        text: own ?? (await boundedText(answer, MAX_BODY_BYTES)),
      };
    };
    let status: number;
    let text: string | null;
    let retryAfter: string | null;
    try {
      // An abort before the listener existed never fires it.
      if (clientSignal?.aborted) throw clientSignal.reason;
      ({ status, retryAfter, text } = await Promise.race([exchange(), stopped]));
    } catch {
      if (clientSignal?.aborted) return refuse(499, 'Client closed the request');
      return timeout.signal.aborted
        ? refuse(504, 'The rewards API did not answer in time')
        : refuse(502, 'The rewards API could not be reached');
    } finally {
      clearTimeout(timer);
      clientSignal?.removeEventListener?.('abort', abortOnClient);
    }
    if (status < 200 || (status >= 300 && status < 400) || status > 599) {
      return refuse(502, 'The rewards API answered with an unexpected status');
    }
    if (text === null) return refuse(502, 'The rewards API answered with a body that is too large');
    if (!isJson(text)) return refuse(502, 'The rewards API answered with a body that is not JSON');
    const cacheControl = status === 200 ? okCacheControl : 'no-store';
    return new Response(request.method === 'HEAD' ? null : text, {
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': cacheControl,
        'x-content-type-options': 'nosniff',
        ...((status === 429 || status >= 500) && retryAfter !== null && retryAfterPattern.test(retryAfter.trim())
          ? { 'retry-after': retryAfter.trim() }
          : {}),
      },
    });
  }

  return async (request: Request): Promise<Response> => {
    try {
      const found = target(request);
      if (found instanceof Response) return found;
      return await forward(request, found.chain, found.user);
    } catch {
      return refuse(400, 'Bad request');
    }
  };
}
