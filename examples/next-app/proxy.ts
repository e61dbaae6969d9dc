import { type NextRequest, NextResponse } from 'next/server';

/** A fresh nonce per request: Next puts it on its own inline and bundle scripts when it reads it from the request's CSP. */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  // The browser reads APYs from the APY service itself (it answers CORS); rewards go through the same-origin route.
  // A same-origin APY path (behind a rewrite) is covered by 'self'.
  const apyUrl = process.env.APY_URL;
  const apyOrigin = apyUrl?.startsWith('http') ? new URL(apyUrl).origin : '';
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${apyOrigin}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Pages only: the rewards route and static assets need no nonce.
  matcher: [{ source: '/((?!api|_next/static|_next/image|favicon.ico).*)' }],
};
