import { HttpResponse } from 'msw';
import { corsHeaders } from './postgrest';

/** The content type both services answer JSON with. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON answer. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_TYPE, ...headers } });
}

/** The header Express adds to every answer. */
export const expressHeaders = { 'X-Powered-By': 'Express' };

/** Headers in order, a later one replacing an earlier of the same name whatever its case (`content-type`). */
export function mergedHeaders(...layers: (HeadersInit | undefined)[]): Headers {
  const headers = new Headers();
  for (const layer of layers) for (const [name, value] of new Headers(layer)) headers.set(name, value);
  return headers;
}

/** The headers with PostgREST's CORS headers for `request` first. */
export function withCors(request: Request, headers: HeadersInit): Record<string, string> {
  return Object.fromEntries(mergedHeaders(corsHeaders(request.headers), headers));
}
