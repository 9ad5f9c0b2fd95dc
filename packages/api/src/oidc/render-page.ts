/** Minimal, self-contained HTML for the few protocol answers that are pages. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
};

/** An authorization error that must not be redirected (untrusted redirect URI). */
export function errorPage(title: string, description: string, status = 400): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><p><a href="/">Coffer</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...PAGE_HEADERS,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    },
  });
}

/** response_mode=form_post (OAuth 2.0 Form Post Response Mode): a form that submits itself. */
export function formPostPage(action: string, fields: Record<string, string>): Response {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Continue</title></head><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      ...PAGE_HEADERS,
      // The inline onload handler is the only script; the form may post to the client.
      'content-security-policy': `default-src 'none'; script-src 'unsafe-hashes' 'sha256-ePniVEkSivX/c7XWBGafqh8tSpiRrKiqYeqbG7N1TOE='; form-action ${new URL(action).origin}; frame-ancestors 'none'`,
    },
  });
}

/**
 * RP-initiated logout without proof that the client speaks for this person: the person
 * decides. The form posts the request back with its confirmation; no script is needed.
 */
export function logoutConfirmationPage(fields: Record<string, string>): Response {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out of Coffer?</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Sign out of Coffer?</h1><p>An application asked to sign you out of Coffer in this browser.</p><form method="post" action="/oauth2/logout">${inputs}<button type="submit">Sign out</button> <a href="/">Stay signed in</a></form></body></html>`;
  // The answer to the form redirects to the client's registered address: form-action
  // covers that redirect too.
  const next = fields['post_logout_redirect_uri'];
  const targets = ["'self'", ...(next ? [new URL(next).origin] : [])].join(' ');
  return new Response(html, {
    status: 200,
    headers: {
      ...PAGE_HEADERS,
      'content-security-policy': `default-src 'none'; form-action ${targets}; frame-ancestors 'none'`,
    },
  });
}
