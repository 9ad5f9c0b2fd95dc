import type { Env } from '@coffer/env';

/**
 * The outbox holds sign-in codes in clear: it exists only on a development server that
 * sends no mail. In production, or once SMTP_URL is set, it is as if it did not exist.
 */
export function isDevOutboxAvailable(env: Pick<Env, 'nodeEnv' | 'smtpUrl'>): boolean {
  return env.nodeEnv !== 'production' && env.smtpUrl === undefined;
}
