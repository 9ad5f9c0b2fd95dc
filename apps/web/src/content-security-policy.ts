/**
 * The pages' Content Security Policy. Scripts run only with this response's nonce (Next.js
 * puts it on its own scripts) or when loaded by such a script ('strict-dynamic'): an
 * injected <script> or event handler does not run, which matters where the page holds box
 * keys. 'wasm-unsafe-eval' lets Argon2id (hash-wasm) compile its WebAssembly; development
 * also needs eval for Next's fast refresh. Styles allow inline attributes (React and Next
 * set a few); they cannot run code. No form-action: with response_mode=form_post the login
 * page posts to the client's redirect URI, whatever its origin.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const scripts = [
    "'self'",
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    "'wasm-unsafe-eval'",
    ...(options.development ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
