import { describe, expect, it } from 'vitest';
import { listOutboxMail } from './list-outbox-mail';
import { sendMail } from './send-mail';

// Without SMTP_URL, mail is kept in the development outbox (SMTP delivery is tested in
// packages/api, where smtp-server is installed).
delete process.env.SMTP_URL;

describe('development outbox', () => {
  it('keeps mail instead of sending it, listed newest first within the limit', async () => {
    await sendMail({ to: 'a@example.test', subject: 'first', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendMail({ to: 'b@example.test', subject: 'second', text: 'two' });
    const mails = await listOutboxMail({ limit: 10 });
    expect(mails.map(({ to, subject, text }) => ({ to, subject, text }))).toEqual([
      { to: 'b@example.test', subject: 'second', text: 'two' },
      { to: 'a@example.test', subject: 'first', text: 'one' },
    ]);
    expect(await listOutboxMail({ limit: 1 })).toHaveLength(1);
  });

  it('400 for a limit out of 1..500', async () => {
    await expect(listOutboxMail({ limit: 0 })).rejects.toMatchObject({
      code: 'bad_request',
      details: { limit: 'malformed' },
    });
    await expect(listOutboxMail({ limit: 501 })).rejects.toMatchObject({ code: 'bad_request' });
  });
});
