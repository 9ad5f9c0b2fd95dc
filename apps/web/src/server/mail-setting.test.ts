import { describe, expect, it } from 'vitest';
import { checkMailSetting } from './mail-setting';

describe('checkMailSetting', () => {
  it('refuses a server that could send no code, naming SMTP_URL and MAIL_OUTBOX', () => {
    const { refusal } = checkMailSetting({
      nodeEnv: 'production',
      smtpUrl: undefined,
      mailOutbox: false,
    });
    expect(refusal).toMatch(/^SMTP_URL is not set, .* MAIL_OUTBOX=on /);
  });

  it('warns of a production outbox, and says nothing of SMTP or a development outbox', () => {
    expect(
      checkMailSetting({ nodeEnv: 'production', smtpUrl: undefined, mailOutbox: true }),
    ).toEqual({ warning: expect.stringMatching(/^MAIL_OUTBOX=on: no mail is sent/) as unknown });
    expect(
      checkMailSetting({ nodeEnv: 'production', smtpUrl: 'smtp://mail:25', mailOutbox: false }),
    ).toEqual({});
    expect(
      checkMailSetting({ nodeEnv: 'development', smtpUrl: undefined, mailOutbox: true }),
    ).toEqual({});
  });
});
