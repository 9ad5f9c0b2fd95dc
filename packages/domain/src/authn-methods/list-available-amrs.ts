import { getDb, Prisma } from '@coffer/db';
import { AMR, type Amr } from './amr';
import { identityNotFound } from './authn-errors';

export type ListAvailableAmrsOptions = { identityId: string };

/** What an identity has set up, as AVAILABLE_METHOD_COLUMNS_SQL reads it. */
export type AvailableMethods = {
  accountId: string | null;
  /** An account made with a passkey has none until one is set. */
  hasPassword: boolean;
  hasWebauthn: boolean;
  hasConfirmedTotp: boolean;
  hasUnusedRecoveryCode: boolean;
};

/**
 * The columns of AvailableMethods, for a query whose identity row is named "identity": read
 * with the identity alone or within a larger query (the login step reads them with its
 * challenge, in one prepared statement). Plain EXISTS: cheaper to plan than the ORM's nested
 * JSON. Text without parameters, so that it fits both Prisma's raw queries and the pool's.
 */
export const AVAILABLE_METHOD_COLUMNS_SQL = `
  "identity"."accountId",
  EXISTS (SELECT FROM "Account" AS "account"
          WHERE "account"."id" = "identity"."accountId" AND "account"."passwordHash" IS NOT NULL)
    AS "hasPassword",
  EXISTS (SELECT FROM "WebauthnCredential" AS "credential"
          WHERE "credential"."identityId" = "identity"."id") AS "hasWebauthn",
  EXISTS (SELECT FROM "TotpSecret" AS "totp"
          WHERE "totp"."identityId" = "identity"."id" AND "totp"."confirmedAt" IS NOT NULL)
    AS "hasConfirmedTotp",
  EXISTS (SELECT FROM "RecoveryCode" AS "recovery"
          WHERE "recovery"."identityId" = "identity"."id" AND "recovery"."usedAt" IS NULL)
    AS "hasUnusedRecoveryCode"`;

/**
 * The methods this identity can perform, in this order: emailed code (always), password
 * (with an account that has one), WebAuthn (a credential), TOTP (a confirmed secret) and its recovery
 * codes (while one is unused).
 */
export function availableAmrsOf(methods: AvailableMethods): Amr[] {
  const available: Amr[] = [AMR.emailedCode];
  if (methods.hasPassword) available.push(AMR.prehashedPassword);
  if (methods.hasWebauthn) available.push(AMR.webauthn);
  if (methods.hasConfirmedTotp) {
    available.push(AMR.totp);
    if (methods.hasUnusedRecoveryCode) available.push(AMR.recovery);
  }
  return available;
}

/** availableAmrsOf an identity read by id; 404 when there is none. */
export async function listAvailableAmrs({ identityId }: ListAvailableAmrsOptions): Promise<Amr[]> {
  const [methods] = await getDb().$queryRaw<AvailableMethods[]>`
    SELECT ${Prisma.raw(AVAILABLE_METHOD_COLUMNS_SQL)}
    FROM "Identity" AS "identity"
    WHERE "identity"."id" = ${identityId}::uuid`;
  if (!methods) throw identityNotFound();
  return availableAmrsOf(methods);
}
