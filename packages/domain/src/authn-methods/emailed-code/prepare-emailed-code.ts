import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { sendMail } from '@coffer/domain/mail';
import { emailLanguageOf } from '../../activity/emails/email-language';
import { AppError } from '../../errors/app-error';
import { AMR } from '../amr';
import { identityNotFound } from '../authn-errors';
import { lockIdentity } from '../lock-identity';
import { assertAuthnMethodUnlocked } from '../lockout/assert-authn-method-unlocked';
import type { AuthnSource } from '../lockout/authn-attempt';
import { createEmailedCode, hashEmailedCode } from './emailed-code-format';
import { signInCodeEmail } from './sign-in-code-email';

export type PrepareEmailedCodeOptions = {
  identityId: string;
  loginChallengeId: string;
  /** Where the request comes from: no code is mailed while that source is locked. */
  source: AuthnSource;
};

/**
 * Mails a new sign-in code to the identity's address (docs/authentication.md): valid
 * `emailedCodeTtlSeconds`, stored only as a keyed hash, and no sooner than
 * `emailedCodeResendSeconds` after the identity's previous code (429 with Retry-After).
 */
export async function prepareEmailedCode({
  identityId,
  loginChallengeId,
  source,
}: PrepareEmailedCodeOptions): Promise<void> {
  await assertAuthnMethodUnlocked({ identityId, method: AMR.emailedCode, source });
  const db = getDb();
  const { emailedCodeTtlSeconds, emailedCodeResendSeconds } = getEnv().auth;
  const code = createEmailedCode();
  const now = new Date();
  const { email, language, codeId } = await db.$transaction(async (tx) => {
    // Row lock: two simultaneous requests cannot both pass the resend delay.
    const identity = await lockIdentity(tx, identityId);
    if (!identity) throw identityNotFound();
    const previous = await tx.emailedCode.findFirst({
      where: { identityId },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    const waitMs = previous
      ? previous.createdAt.getTime() + emailedCodeResendSeconds * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('too_many_requests', {
        origin: 'body',
        desc: `a code was sent moments ago: ask for a new one in ${seconds} s`,
        details: { metadata: 'too_many_requests' },
        headers: { 'retry-after': String(seconds) },
      });
    }
    // Only the latest code of a login challenge is checked: issuing one retires the others.
    const row = await tx.emailedCode.create({
      data: {
        identityId,
        loginChallengeId,
        codeHash: hashEmailedCode(identityId, code),
        expiresAt: new Date(now.getTime() + emailedCodeTtlSeconds * 1000),
        createdAt: now,
      },
      select: { id: true },
    });
    // The page's language, else the one of the person's last sign-in (docs/activity.md#emails).
    const language = source.pageLanguage ?? emailLanguageOf(identity.language);
    return { email: identity.identifierValue, language, codeId: row.id };
  });
  try {
    await sendMail(
      signInCodeEmail({ to: email, language, code, ttlSeconds: emailedCodeTtlSeconds }),
    );
  } catch (cause) {
    // Nothing reached the person: drop the code so the resend delay does not make them wait.
    await db.emailedCode.delete({ where: { id: codeId } });
    throw new AppError('service_unavailable', { desc: 'the code could not be sent', cause });
  }
}
