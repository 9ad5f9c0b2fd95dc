import { randomBytes } from 'node:crypto';
import { createPasswordParams, prehashPassword, type PasswordPrehash } from '@coffer/crypto';
import { mapConcurrently } from './concurrency';
import { runLoad, type LoadResult } from './load';
import { openIdentifiedChallenge } from './login-challenges';
import { warmUpThenMeasure, type MeasureSettings } from './measure';
import { createBenchIdentity } from './seed-coffer';

// The lockout counts each attempt as a failure until it succeeds: with the default limit of
// 5, a sixth login of one identity in flight at once locks its password (429), right or
// not. Distinct identities for the concurrent logins, as when many people sign in: more
// identities than connections, used in turn.
const IDENTITY_POOL_SIZE = 64;
// Preparing challenges is set-up, not measured: a few requests in flight keep it short.
const SETUP_CONCURRENCY = 8;
const PASSWORD = 'correct horse battery staple';

export type PasswordLoginOutcome = { result: LoadResult } | { skipped: string };

/**
 * POST /api/authn-steps with `identity:prehashed_password` metadata, the server's part of a
 * password login: challenges are opened and identified ahead, and the browser's Argon2id
 * prehash is computed once, so only the step itself is measured.
 */
export async function benchPasswordLogins(options: {
  origin: string;
  clientId: string;
  serverPid: number;
  settings: MeasureSettings;
}): Promise<PasswordLoginOutcome> {
  const { origin, clientId } = options;
  const prehash = await prehashPassword(PASSWORD, createPasswordParams());
  let emails: string[];
  try {
    emails = await createIdentitiesWithPassword(prehash);
  } catch (error) {
    return {
      skipped: `accounts could not be created (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  // One browser opens every challenge, as a person's browser would in several tabs.
  const browserCookie = `coffer_browser=${randomBytes(32).toString('base64url')}`;
  const result = await warmUpThenMeasure(
    'password logins',
    async (amount, connections) => {
      const challenges = await mapConcurrently(amount, SETUP_CONCURRENCY, (index) =>
        openIdentifiedChallenge({
          origin,
          clientId,
          email: emails[index % emails.length]!,
          browserCookie,
        }),
      );
      const bodies = challenges.map(({ loginChallenge, identityId }) =>
        JSON.stringify({
          login_challenge: loginChallenge,
          authn_step: {
            identity_id: identityId,
            method_name: 'identity:prehashed_password',
            metadata: prehash,
          },
        }),
      );
      return runLoad({
        url: `${origin}/api/authn-steps`,
        method: 'POST',
        contentType: 'application/json',
        headers: { cookie: browserCookie },
        bodies,
        connections,
        serverPid: options.serverPid,
      });
    },
    options.settings,
  );
  return { result };
}

async function createIdentitiesWithPassword(prehash: PasswordPrehash): Promise<string[]> {
  // Loaded here rather than at the top: if the accounts module cannot be loaded, only this
  // part of the benchmark is skipped.
  const { createAccount } = await import('@coffer/domain/accounts');
  return mapConcurrently(IDENTITY_POOL_SIZE, SETUP_CONCURRENCY, async (index) => {
    const identity = await createBenchIdentity(`login-${index}`);
    await createAccount({ identityId: identity.id, prehashedPassword: prehash });
    return identity.email;
  });
}
