import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { isStartedBy } from '../oidc/authorize/is-started-by';

export type ChallengeField = 'login_challenge' | 'consent_challenge';

/**
 * A login challenge still usable by the login pages, from the browser that started it:
 * unknown → 404, another browser → 403, expired or already finished → 410 (so the page
 * can offer to start again).
 */
export async function findActiveChallenge(options: {
  where: { id: string } | { consentChallenge: string };
  field: ChallengeField;
  browserKey: string | undefined;
}) {
  const challenge = await getDb().loginChallenge.findUnique({
    where: options.where,
    include: {
      client: {
        select: { id: true, name: true, logoUri: true, tosUri: true, policyUri: true, isOwn: true },
      },
      identity: true,
    },
  });
  return assertChallengeActive(challenge, options.field, options.browserKey);
}

export type ActiveChallenge = Awaited<ReturnType<typeof findActiveChallenge>>;

/** The refusals of findActiveChallenge, for a challenge read with another selection. */
export function assertChallengeActive<Challenge extends ChallengeLifetime>(
  challenge: Challenge | null,
  field: ChallengeField,
  browserKey: string | undefined,
): Challenge {
  if (!challenge) {
    throw new AppError('not_found', {
      origin: 'query',
      desc: 'no such sign-in request',
      details: { [field]: 'not_found' },
    });
  }
  if (!isStartedBy(challenge, browserKey)) {
    throw new AppError('forbidden', {
      origin: 'cookies',
      desc: 'this sign-in was started in another browser; start again from the application here',
      details: { [field]: 'forbidden' },
    });
  }
  if (challenge.expiresAt <= new Date() || challenge.completedAt !== null) {
    throw new AppError('gone', {
      origin: 'query',
      desc: 'this sign-in request has expired; start again from the application',
      details: { [field]: 'expired' },
    });
  }
  return challenge;
}

type ChallengeLifetime = { expiresAt: Date; completedAt: Date | null; browserKeyHash: string };

export function clientSummary(client: ActiveChallenge['client']) {
  return {
    id: client.id,
    name: client.name,
    logo_uri: client.logoUri,
    tos_uri: client.tosUri,
    policy_uri: client.policyUri,
  };
}
