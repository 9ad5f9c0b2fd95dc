import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createRestClient } from '../../../test/rest-client';

// Read by getEnv() on first use in this file: a development server that sends no mail.
delete process.env.SMTP_URL;

const call = createRestClient();

async function keepMail(to: string, minutesAgo: number) {
  await getDb().outboxMail.create({
    data: {
      to,
      subject: 'Your Coffer sign-in code',
      text: 'Your Coffer sign-in code is 123456.',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    },
  });
}

describe('dev.listOutboxMail', () => {
  it('lists the kept mails newest first, in snake_case', async () => {
    await keepMail('older@example.com', 5);
    await keepMail('newer@example.com', 1);
    const mails = (await (await call('GET', '/dev/outbox')).json()) as { to: string }[];
    expect(mails.map(({ to }) => to)).toEqual(['newer@example.com', 'older@example.com']);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      to: 'newer@example.com',
      subject: 'Your Coffer sign-in code',
      text: 'Your Coffer sign-in code is 123456.',
      created_at: expect.stringMatching(/Z$/),
    });
  });

  it('is GET /api/dev/outbox with a numeric limit in the query string', async () => {
    await keepMail('limited@example.com', 0);
    const response = await call('GET', '/dev/outbox?limit=1');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { to: string }[];
    expect(body).toHaveLength(1);
    expect(body[0]?.to).toBe('limited@example.com');
  });

  it('refuses a limit out of range', async () => {
    const response = await call('GET', '/dev/outbox?limit=0');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      origin: 'query',
      details: { limit: expect.any(String) },
    });
  });
});
