/** The part of Node's `IncomingMessage` (or Express's `Request`) the adapter reads. */
export interface NodeRequestLike {
  method?: string | undefined;
  /** Express sets this to the full path when the handler is mounted under a prefix. */
  originalUrl?: string | undefined;
  url?: string | undefined;
}

/** The part of Node's `ServerResponse` (or Express's `Response`) the adapter writes. */
export interface NodeResponseLike {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
  /** Node's `close` event: before the answer is written, the client went away. */
  once?(event: 'close', listener: () => void): unknown;
  writableFinished?: boolean | undefined;
}

/**
 * Runs a Fetch-API handler (such as `createRewardsProxy`'s) as a Node `http` or Express handler. Only method and
 * path are carried over: no request headers and no body, which is all the rewards proxy reads. A client that goes
 * away aborts the request's `signal`, so the upstream call ends with it.
 */
export function toNodeHandler(
  handler: (request: Request) => Promise<Response>,
): (request: NodeRequestLike, response: NodeResponseLike) => Promise<void> {
  return async (request, response) => {
    let answer: Response;
    const disconnect = new AbortController();
    response.once?.('close', () => {
      if (!response.writableFinished) disconnect.abort();
    });
    try {
      const path = request.originalUrl ?? request.url ?? '/';
      const method = request.method ?? 'GET';
      answer = await handler(new Request(new URL(path, 'http://localhost'), { method, signal: disconnect.signal }));
    } catch {
      // `new Request` refuses methods such as CONNECT and TRACE, which the proxy would refuse anyway.
      const safe = request.method === 'GET' || request.method === 'HEAD';
      answer = Response.json(
        { error: safe ? 'Bad request' : 'Method not allowed' },
        { status: safe ? 400 : 405, headers: { 'cache-control': 'no-store', ...(safe ? {} : { allow: 'GET, HEAD' }) } },
      );
    }
    if (disconnect.signal.aborted) return;
    try {
      response.statusCode = answer.status;
      answer.headers.forEach((value, name) => {
        response.setHeader(name, value);
      });
      response.end(request.method === 'HEAD' ? undefined : await answer.text());
    } catch {
      // Headers already sent by earlier middleware: nothing can be answered, and a rejection would go unhandled.
      try {
        response.end();
      } catch {
        // The response is already closed.
      }
    }
  };
}
