import { getDb, type Prisma } from '@coffer/db';
import { AMR, type Amr } from './amr';
import { identityNotFound } from './authn-errors';

export type ListAvailableAmrsOptions = { identityId: string };

/**
 * What an identity's available methods are read from: selected on the identity alone, or
 * within a larger query (the login step reads it with its challenge, in one statement).
 */
export const availableAmrsSelect = {
  accountId: true,
  webauthnCredentials: { select: { id: true }, take: 1 },
  totpSecrets: { where: { confirmedAt: { not: null } }, select: { id: true }, take: 1 },
  recoveryCodes: { where: { usedAt: null }, select: { id: true }, take: 1 },
} satisfies Prisma.IdentitySelect;

export type AvailableAmrsSource = Prisma.IdentityGetPayload<{
  select: typeof availableAmrsSelect;
}>;

/**
 * The methods this identity can perform, in this order: emailed code (always), password
 * (with an account), WebAuthn (a credential), TOTP (a confirmed secret) and its recovery
 * codes (while one is unused).
 */
export function availableAmrsOf(identity: AvailableAmrsSource): Amr[] {
  const available: Amr[] = [AMR.emailedCode];
  if (identity.accountId !== null) available.push(AMR.prehashedPassword);
  if (identity.webauthnCredentials.length > 0) available.push(AMR.webauthn);
  if (identity.totpSecrets.length > 0) {
    available.push(AMR.totp);
    if (identity.recoveryCodes.length > 0) available.push(AMR.recovery);
  }
  return available;
}

/** availableAmrsOf an identity read by id; 404 when there is none. */
export async function listAvailableAmrs({ identityId }: ListAvailableAmrsOptions): Promise<Amr[]> {
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: availableAmrsSelect,
  });
  if (!identity) throw identityNotFound();
  return availableAmrsOf(identity);
}
