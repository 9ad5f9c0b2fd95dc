import { getDb, Prisma } from '@coffer/db';

/**
 * The identity of an email, created when unknown (docs/boxes.md: an unknown
 * identifier entered during a login flow creates an identity without account), with the
 * `user.create_identity` notification. Concurrent first logins of one email create one.
 */
export async function findOrCreateIdentity({ email }: { email: string }) {
  const db = getDb();
  const where = {
    identifierKind_identifierValue: { identifierKind: 'email' as const, identifierValue: email },
  };
  const existing = await db.identity.findUnique({ where });
  if (existing) return existing;
  try {
    return await db.$transaction(async (tx) => {
      const identity = await tx.identity.create({
        data: { identifierValue: email, displayName: email.split('@')[0] ?? email },
      });
      await tx.notification.create({
        data: { identityId: identity.id, type: 'user_create_identity', details: Prisma.DbNull },
      });
      return identity;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return db.identity.findUniqueOrThrow({ where });
    }
    throw error;
  }
}
