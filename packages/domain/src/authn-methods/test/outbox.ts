import { listOutboxMail } from '@coffer/domain/mail';

/** The code of the latest mail to `email` in the development outbox. */
export async function lastMailedCode(email: string): Promise<string> {
  const mail = (await listOutboxMail({ limit: 500 })).find(({ to }) => to === email);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}
