import { getDb, type Prisma } from '@coffer/db';
import { availableAmrsOf, availableAmrsSelect } from '../authn-methods';
import { assertChallengeActive } from './find-active-challenge';

const stepChallengeSelect = {
  id: true,
  identityId: true,
  sessionId: true,
  scopes: true,
  prompt: true,
  requiredAcr: true,
  performedAmr: true,
  expiresAt: true,
  completedAt: true,
  client: { select: { id: true, isOwn: true } },
  identity: { select: { id: true, ...availableAmrsSelect } },
} satisfies Prisma.LoginChallengeSelect;

/**
 * The login challenge a step acts on, its client, its identity and that identity's
 * available methods, in one statement (every step needs all of them). Refused like
 * findActiveChallenge.
 */
export async function findStepChallenge({ loginChallenge }: { loginChallenge: string }) {
  const row = assertChallengeActive(
    await getDb().loginChallenge.findUnique({
      where: { id: loginChallenge },
      select: stepChallengeSelect,
    }),
    'login_challenge',
  );
  const { identity, ...challenge } = row;
  return {
    ...challenge,
    identity: identity && { id: identity.id, accountId: identity.accountId },
    availableAmrs: identity ? availableAmrsOf(identity) : [],
  };
}

export type StepChallenge = Awaited<ReturnType<typeof findStepChallenge>>;
