import { getDb } from '@coffer/db';
import { AMR, type Amr } from './amr';
import { identityNotFound } from './authn-errors';

export type ListAvailableAmrsOptions = { identityId: string };

/**
 * The methods this identity can perform, in this order: emailed code (always), password
 * (with an account), WebAuthn (a credential), TOTP (a confirmed secret) and its recovery
 * codes (while one is unused).
 */
export async function listAvailableAmrs({ identityId }: ListAvailableAmrsOptions): Promise<Amr[]> {
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: {
      accountId: true,
      webauthnCredentials: { select: { id: true }, take: 1 },
      totpSecrets: { where: { confirmedAt: { not: null } }, select: { id: true }, take: 1 },
      recoveryCodes: { where: { usedAt: null }, select: { id: true }, take: 1 },
    },
  });
  if (!identity) throw identityNotFound();
  const available: Amr[] = [AMR.emailedCode];
  if (identity.accountId !== null) available.push(AMR.prehashedPassword);
  if (identity.webauthnCredentials.length > 0) available.push(AMR.webauthn);
  if (identity.totpSecrets.length > 0) {
    available.push(AMR.totp);
    if (identity.recoveryCodes.length > 0) available.push(AMR.recovery);
  }
  return available;
}
