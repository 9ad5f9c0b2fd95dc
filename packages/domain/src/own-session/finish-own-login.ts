import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { getEnv } from '@coffer/env';
import { AppError } from '../errors/app-error';
import { secretsEqual } from '../secrets/hash-secret';
import { unseal } from '../secrets/seal';
import { csrfTokenFor } from '../sessions/csrf-token';
import { getDb } from '@coffer/db';
import { verifyClientAssertion } from '../oidc/client-auth/verify-client-assertion';
import { CLIENT_ASSERTION_TYPE } from '../oidc/oidc-constants';
import {
  OWN_CLIENT_CALLBACK_PATH,
  OWN_CLIENT_ID,
  ownClientSigningKey,
} from '../oidc/clients/own-client';
import { exchangeAuthorizationCode } from '../oidc/tokens/exchange-authorization-code';
import { hashSecret } from '../secrets/hash-secret';
import { listAvailableAmrs } from '../authn-methods';
import { chooseNextMethod } from '../interaction/choose-next-method';
import type { OwnLoginState } from './start-own-login';

/**
 * /auth/callback: checks state and issuer, exchanges the code with the app's own
 * private_key_jwt, checks the nonce, and gives what the browser keeps: the access token
 * (for the app's session) and the CSRF token (for the page).
 */
export async function finishOwnLogin(options: {
  params: Record<string, string | undefined>;
  /** The state startOwnLogin sealed, as the browser kept it. */
  sealedState: string | undefined;
  /** The language of the sign-in pages (their `lang` cookie): the person's emails use it. */
  language?: string | undefined;
}) {
  const { appOrigin } = getEnv();
  const login = readLoginState(options.sealedState);
  const { params } = options;
  if (!params['state'] || !secretsEqual(params['state'], login.state)) {
    throw refused('state does not match this browser’s sign-in');
  }
  if (params['iss'] !== appOrigin) throw refused('iss is not this provider');
  if (params['error']) throw refused(params['error_description'] ?? params['error']);
  const tokenEndpoint = `${appOrigin}/oauth2/token`;
  const { kid, key } = await ownClientSigningKey();
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setIssuer(OWN_CLIENT_ID)
    .setSubject(OWN_CLIENT_ID)
    .setAudience(tokenEndpoint)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(key);
  const tokens = await exchangeAuthorizationCode({
    // Its jti is recorded by the exchange, as at the token endpoint.
    assertion: await verifyClientAssertion(
      { client_assertion_type: CLIENT_ASSERTION_TYPE, client_assertion: assertion },
      tokenEndpoint,
    ),
    // No address sends it: /auth/callback is not one of the limited endpoints.
    limit: null,
    code: params['code'],
    redirectUri: `${appOrigin}${OWN_CLIENT_CALLBACK_PATH}`,
    codeVerifier: login.verifier,
  });
  // The ID token was just minted by this process over a direct call: its nonce is the check.
  if (decodeJwt(tokens.id_token ?? '').nonce !== login.nonce) throw refused('nonce mismatch');
  const row = await getDb().accessToken.findUniqueOrThrow({
    where: { tokenHash: hashSecret(tokens.access_token) },
    select: { id: true, identityId: true, acr: true, amr: true },
  });
  // Kept on the identity, last sign-in wins (docs/activity.md): emails go out when no page
  // is open to ask. Any other value is no choice.
  if (row.identityId && (options.language === 'en' || options.language === 'fr')) {
    await getDb().identity.update({
      where: { id: row.identityId },
      data: { language: options.language },
      select: { id: true },
    });
  }
  return {
    accessToken: tokens.access_token,
    expiresIn: tokens.expires_in,
    csrfToken: csrfTokenFor(row.id),
    returnTo: login.returnTo,
    stepUp: login.reachable === true && row.acr < 2 && (await canGoHigher(row)),
  };
}

/** The person has a second method this sign-in did not use (a passkey, an app). */
async function canGoHigher(row: { identityId: string | null; amr: string[] }): Promise<boolean> {
  if (row.identityId === null) return false;
  const available = await listAvailableAmrs({ identityId: row.identityId });
  return chooseNextMethod(available, row.amr) !== null;
}

function readLoginState(sealedState: string | undefined): OwnLoginState {
  try {
    return JSON.parse(unseal(sealedState ?? '', 'own-login')) as OwnLoginState;
  } catch {
    throw refused('this browser did not start this sign-in (or it took over an hour)');
  }
}

function refused(desc: string): AppError {
  return new AppError('bad_request', { origin: 'query', desc, details: { state: 'invalid' } });
}
