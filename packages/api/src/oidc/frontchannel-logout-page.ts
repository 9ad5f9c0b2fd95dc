import { createHash } from 'node:crypto';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// Goes on as soon as every relying party's page has loaded; the meta refresh goes on anyway
// after a few seconds, so that one slow or failing relying party never holds the person.
const GO_ON_SCRIPT =
  "var f=document.querySelectorAll('iframe'),n=f.length;f.forEach(function(e){e.addEventListener('load',function(){if(--n===0)location.replace(document.body.dataset.next)})});";
const GO_ON_HASH = createHash('sha256').update(GO_ON_SCRIPT).digest('base64');
const WAIT_SECONDS = 5;

/**
 * Front-Channel Logout 1.0 (docs/oidc.md#logout-relying-parties-hear-about): after the
 * session ended, the browser loads each relying party's frontchannel_logout_uri (with `iss`
 * and `sid`) in a hidden iframe, where its own cookies end its session, then goes on to
 * `next`.
 */
export function frontchannelLogoutPage(next: string, uris: string[]): Response {
  const frames = uris
    .map((uri) => `<iframe src="${escapeHtml(uri)}" hidden title="Sign-out"></iframe>`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${WAIT_SECONDS};url=${escapeHtml(next)}"><title>Signing out</title></head><body data-next="${escapeHtml(next)}" style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><p>Signing you out of the applications you used…</p>${frames}<p><a href="${escapeHtml(next)}">Continue</a></p><script>${GO_ON_SCRIPT}</script></body></html>`;
  const origins = [...new Set(uris.map((uri) => new URL(uri).origin))].join(' ');
  return new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-security-policy': `default-src 'none'; script-src 'sha256-${GO_ON_HASH}'; frame-src ${origins}; frame-ancestors 'none'`,
    },
  });
}
