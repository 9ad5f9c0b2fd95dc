import type { Env } from '@coffer/env';

export type MailSettingCheck = { refusal?: string; warning?: string };

/**
 * Whether Coffer's server may start with its mail settings (README, "Run it"): a server that
 * could send nobody a sign-in code refuses, naming SMTP_URL, rather than claim codes are sent;
 * a production server keeping its mail in the outbox says, once, who can read it.
 */
export function checkMailSetting(
  env: Pick<Env, 'nodeEnv' | 'smtpUrl' | 'mailOutbox'>,
): MailSettingCheck {
  if (env.smtpUrl === undefined && !env.mailOutbox) {
    return {
      refusal:
        'SMTP_URL is not set, so Coffer could send nobody a sign-in code. Set SMTP_URL=smtp://…, ' +
        'or MAIL_OUTBOX=on to keep mail in the outbox page /dev/outbox instead (a trial on your ' +
        'own machine: whoever reaches the server can read the codes there).',
    };
  }
  if (env.nodeEnv === 'production' && env.mailOutbox) {
    return {
      warning:
        'MAIL_OUTBOX=on: no mail is sent; sign-in codes are on the outbox page /dev/outbox, ' +
        'readable by whoever reaches this server. For a trial only.',
    };
  }
  return {};
}
