import type { Prisma } from '@coffer/db';
import { accessRulesMatching } from '../boxes/access-rule-match';

/**
 * Whether a person may be let into a box on their own request (docs/key-model.md
 * #access-requests): it is about them (its data subject), or one of its access rules admits
 * their email. Staff and the creator reach the box key otherwise; a public box's joiners
 * were never named by the organization.
 */
export async function isAdmittedRequester(
  db: Prisma.TransactionClient,
  box: { id: string; datatagSubject: string },
  email: string,
): Promise<boolean> {
  if (box.datatagSubject === email) return true;
  const rule = await db.boxAccessRule.findFirst({
    where: { boxId: box.id, ...accessRulesMatching(email) },
    select: { id: true },
  });
  return rule !== null;
}
