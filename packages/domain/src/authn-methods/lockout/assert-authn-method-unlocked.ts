import { getDb } from '@coffer/db';
import { hashSecret } from '../../secrets/hash-secret';
import { SHARED_SOURCE, type AuthnAttempt } from './authn-attempt';
import { lockedError } from './locked-error';

/**
 * For preparing a method (e.g. mailing a code): pointless while the attempt's source is
 * locked (its known browser; else its address or the identity's shared row).
 */
export async function assertAuthnMethodUnlocked(attempt: AuthnAttempt): Promise<void> {
  const { identityId, method, source } = attempt;
  const db = getDb();
  const browserKeyHash = source.browserKey === undefined ? null : hashSecret(source.browserKey);
  const known =
    browserKeyHash !== null &&
    (await db.knownBrowser.count({ where: { identityId, browserKeyHash } })) > 0;
  const sources = known ? [`browser:${browserKeyHash}`] : [`ip:${source.clientIp}`, SHARED_SOURCE];
  const now = new Date();
  const locked = await db.authMethodLockout.findFirst({
    where: { identityId, method, source: { in: sources }, lockedUntil: { gt: now } },
    orderBy: { lockedUntil: 'desc' },
    select: { lockedUntil: true },
  });
  if (locked?.lockedUntil) throw lockedError(attempt.field ?? 'metadata', locked.lockedUntil, now);
}
