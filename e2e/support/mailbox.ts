import { expect } from '@playwright/test';
import { SMTP_SINK_HTTP_PORT } from './e2e-settings';
import type { ReceivedMessage } from './smtp-sink';

/**
 * The sign-in code mails the SMTP sink received for `email`, newest first. Coffer also mails
 * activity and security notices (docs/activity.md), which carry no code: they are left out.
 */
export async function readMailbox(email: string): Promise<ReceivedMessage[]> {
  const response = await fetch(
    `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages?to=${encodeURIComponent(email)}`,
  );
  const messages = (await response.json()) as ReceivedMessage[];
  // In the language of the sign-in page (docs/activity.md): English or French.
  return messages.filter((message) =>
    /^Subject: (Your Coffer sign-in code|Votre code de connexion Coffer)\r?$/m.test(message.raw),
  );
}

/**
 * The sign-in code of the newest mail to `email`, once more than `alreadyReceived` mails
 * have arrived (the code is mailed while the page moves to the code step).
 */
export async function receiveSignInCode(email: string, alreadyReceived = 0): Promise<string> {
  let newest: ReceivedMessage | undefined;
  await expect
    .poll(async () => {
      const messages = await readMailbox(email);
      newest = messages[0];
      return messages.length;
    })
    .toBeGreaterThan(alreadyReceived);
  const code = newest && signInCodeOf(newest.raw);
  if (!code) throw new Error(`the mail to ${email} holds no 6-digit code`);
  return code;
}

/** The first 6-digit number of the body (headers hold dates and ids with digits too). */
function signInCodeOf(raw: string): string | undefined {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  // Quoted-printable soft line breaks could split the code.
  return /\b(\d{6})\b/.exec(body.replace(/=\r?\n/g, ''))?.[1];
}

/**
 * While lists-and-webhooks.spec.ts seeds its 500 boxes through the same Coffer, ten requests at
 * once, its transactions hold the process's connections and both cores: a mail of another
 * organization no longer waits behind its 500 (each organization's take only their share of the
 * senders), but its job's queries wait their turn. 4 to 18 s were measured with the two specs
 * alone; more than the 10 s of an expectation.
 */
const BOX_OPENED_MAIL_WAIT = { timeout: 60_000 };

/**
 * The box link of the newest "<organization> opened a box for you" mail to `email`
 * (docs/activity.md): the box page, without any share.
 */
export async function receiveBoxOpenedLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages?to=${encodeURIComponent(email)}`,
      );
      const messages = (await response.json()) as ReceivedMessage[];
      const mail = messages.find((message) =>
        /^Subject: .* opened a box for you\r?$/m.test(message.raw),
      );
      // Quoted-printable soft line breaks could split the link.
      const raw = mail?.raw.replace(/=\r?\n/g, '');
      link = raw && /https?:\/\/[^\s"<>]+\/boxes\/[0-9a-f-]{36}[^\s"<>]*/.exec(raw)?.[0];
      return link;
    }, BOX_OPENED_MAIL_WAIT)
    .toBeDefined();
  return link ?? '';
}
