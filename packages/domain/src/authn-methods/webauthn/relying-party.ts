import { getEnv } from '@coffer/env';

/** Offered at registration and accepted at verification: EdDSA, ES256, RS256. */
export const SUPPORTED_ALGORITHM_IDS = [-8, -7, -257];

/** Lifetime of a stored challenge, also the timeout the browser is given. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type RelyingParty = { id: string; name: string; origin: string };

/** Coffer as a WebAuthn relying party: its id is the host of the app's origin (docs/identities.md). */
export function relyingParty(): RelyingParty {
  const { appOrigin } = getEnv();
  return { id: new URL(appOrigin).hostname, name: 'Coffer', origin: appOrigin };
}
