/**
 * The emailed sign-in code is written in the language of the sign-in page that asked for it
 * (its `lang` cookie, else the browser's Accept-Language), else in the language of the
 * person's last sign-in (docs/activity.md#emails). Read on the raw message a real SMTP server
 * receives.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity } from '@coffer/domain/test-factories';
import { authorizationRequest } from '../../../test/register-relying-party';
import { serveSignInFlows } from '../../../test/serve-sign-in-flows';
import { TestBrowser } from '../../../test/test-browser';

const { server, rp, lastMailTo } = await serveSignInFlows();

/** Asks for a sign-in code as the login page does, from a browser with these headers. */
async function askForCode(
  email: string,
  page: { lang?: string; acceptLanguage?: string },
): Promise<string> {
  const browser = new TestBrowser();
  if (page.lang) browser.cookies.set('lang', page.lang);
  const login = new URL(
    (await browser.follow((await authorizationRequest(rp)).url)).location ?? '',
  );
  const loginChallenge = login.searchParams.get('login_challenge') ?? '';
  const identified = await browser.json('PUT', `${server.origin}/api/auth/identities`, {
    login_challenge: loginChallenge,
    identifier_value: email,
  });
  expect(identified.status).toBe(200);
  const identityId = (identified.body['authn_step'] as { identity_id: string }).identity_id;
  const prepared = await browser.fetch(`${server.origin}/api/authn-steps`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // undici sends `*` by default: a browser without a preference.
      'accept-language': page.acceptLanguage ?? '*',
    },
    body: JSON.stringify({
      login_challenge: loginChallenge,
      authn_step: { identity_id: identityId, method_name: 'identity:emailed_code' },
    }),
  });
  expect(prepared.status).toBe(200);
  return lastMailTo(email);
}

/** The subject line, decoded when nodemailer encoded it (RFC 2047, for accented words). */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_hex, byte: string) =>
            String.fromCharCode(parseInt(byte, 16)),
          ),
        'latin1',
      ).toString('utf8'),
    )
    .replace(/\?= =\?UTF-8\?Q\?/gi, '');
}

/** The decoded plain-text body (nodemailer uses quoted-printable for non-ASCII text). */
function bodyOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_hex, byte: string) => String.fromCharCode(parseInt(byte, 16))),
    'latin1',
  ).toString('utf8');
}

describe('the sign-in code email speaks the language of the sign-in page', () => {
  it('English for a page in English (lang cookie), even for a French identity', async () => {
    const identity = await createIdentity();
    await getDb().identity.update({ where: { id: identity.id }, data: { language: 'fr' } });
    const raw = await askForCode(identity.identifierValue, { lang: 'en' });
    expect(raw).toMatch(/^Subject: Your Coffer sign-in code\r?$/m);
    expect(bodyOf(raw)).toMatch(/Your Coffer sign-in code is \d{6}\./);
  });

  it('French for a page in French (lang cookie)', async () => {
    const identity = await createIdentity();
    const raw = await askForCode(identity.identifierValue, { lang: 'fr' });
    expect(subjectOf(raw)).toBe('Votre code de connexion Coffer');
    const body = bodyOf(raw);
    expect(body).toMatch(/Votre code de connexion à Coffer est \d{6}\./);
    expect(body).toContain("Il est valable 5 minutes et ne sert qu'une fois.");
    expect(body).not.toContain('sign-in code');
  });

  it("French for a browser preferring French without a lang cookie (the page's own choice)", async () => {
    const identity = await createIdentity();
    const raw = await askForCode(identity.identifierValue, {
      acceptLanguage: 'de-DE,fr-CA;q=0.8,en;q=0.5',
    });
    expect(subjectOf(raw)).toBe('Votre code de connexion Coffer');
  });

  it("the language of the person's last sign-in when the page names none", async () => {
    const french = await createIdentity();
    await getDb().identity.update({ where: { id: french.id }, data: { language: 'fr' } });
    expect(subjectOf(await askForCode(french.identifierValue, {}))).toBe(
      'Votre code de connexion Coffer',
    );
    const english = await createIdentity();
    expect(subjectOf(await askForCode(english.identifierValue, {}))).toBe(
      'Your Coffer sign-in code',
    );
  });
});
