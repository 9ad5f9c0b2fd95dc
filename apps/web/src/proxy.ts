import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from './content-security-policy';

/**
 * Gives every page view a fresh CSP nonce: Next.js reads it from the request's
 * Content-Security-Policy header and sets it on the scripts it renders.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Pages only. The API, OIDC endpoints and uploads never reach Next.js (server/dispatch.ts);
  // they are left out here too, as a proxy would cut or buffer their bodies.
  // Prefetches included: a prefetched page is shown as it was fetched, so it needs its
  // policy too.
  matcher: [
    '/((?!api/|trpc/|oauth2/|auth/|\\.well-known/|_next/static|_next/image|favicon\\.ico|icon\\.svg).*)',
  ],
};
