import { getDb, type Prisma } from '@coffer/db';
import { consumeRegistrationProof } from '../../authn-methods';
import { completeLogin } from '../../interaction/complete-login';
import { findStepChallenge } from '../../interaction/find-step-challenge';
import { createSecret, hashSecret } from '../../secrets/hash-secret';
import { computeAcr, computeRequiredAcr } from '../acr';
import { findOwnLevel } from '../../sessions/find-own-level';
import { findMissingConsent } from '../consent/find-missing-consent';
import { LOGIN_CHALLENGE_TTL_SECONDS } from '../oidc-constants';
import {
  findProviderSession,
  type ProviderSession,
} from '../provider-session/find-provider-session';
import { takePushedRequest } from '../par/take-pushed-request';
import { issueAuthorizationCode } from '../tokens/issue-authorization-code';
import {
  redirectToPage,
  respondToClient,
  type AuthorizationOutcome,
} from './authorization-outcome';
import {
  parseAuthorizationRequest,
  RedirectableError,
  UntrustedRedirectError,
  type AuthorizationRequest,
} from './parse-authorization-request';

/**
 * The authorization endpoint (docs/oidc.md-6): validate, then reuse the browser's session
 * when it is strong and recent enough, else hand over to the login (or consent) page
 * through a login challenge.
 */
export async function startAuthorization(options: {
  params: Record<string, string | undefined>;
  sessionToken: string | undefined;
  /** The browser's key (its cookie, or a new one the caller sets): binds the challenge. */
  browserKey: string;
  /** The parameters are a request Coffer kept (a restart), not the browser's. */
  kept?: boolean;
}): Promise<AuthorizationOutcome> {
  let request: AuthorizationRequest;
  try {
    const pushed = await takePushedRequest(options.params);
    request = await parseAuthorizationRequest(pushed ?? options.params, {
      pushed: pushed !== null || options.kept === true,
    });
  } catch (error) {
    if (error instanceof UntrustedRedirectError) {
      return { kind: 'error_page', error: 'invalid_request', description: error.message };
    }
    if (error instanceof RedirectableError) {
      return respondToClient(error.redirect, error.oauthError.toJSON());
    }
    throw error;
  }
  const session = await findProviderSession({ token: options.sessionToken });
  const noPage = request.prompt.includes('none');
  if (!session || !sessionSatisfies(session, request)) {
    if (noPage)
      return respondToClient(request, {
        error: 'login_required',
        error_description: 'the person must log in',
      });
    const challenge = await createLoginChallenge(request, null, options.browserKey, {
      stepUpFrom: session && canStepUpFrom(session, request) ? session : null,
      reproofOf: session && isReproof(session, request) ? session : null,
    });
    if (challenge.completedByNewPasskey) {
      return completeWithNewPasskey(challenge.id, options.browserKey, options.sessionToken);
    }
    return redirectToPage('/login', { login_challenge: challenge.id });
  }
  const missing = await findMissingConsent({
    client: request.client,
    identity: { id: session.identityId, accountId: session.identity.accountId },
    scopes: request.scopes,
  });
  if (missing.length > 0 || request.prompt.includes('consent')) {
    if (noPage) {
      return respondToClient(request, {
        error: 'consent_required',
        error_description: 'the person must consent',
      });
    }
    const challenge = await createLoginChallenge(request, session, options.browserKey);
    return redirectToPage('/consent', { consent_challenge: challenge.consentChallenge ?? '' });
  }
  const code = await issueAuthorizationCode({
    clientId: request.client.id,
    identityId: session.identityId,
    sessionId: session.id,
    redirectUri: request.redirectUri,
    scopes: request.scopes,
    nonce: request.nonce ?? null,
    codeChallenge: request.codeChallenge ?? null,
    dpopJkt: request.dpopJkt ?? null,
    acr: session.acr,
    amr: session.amr,
    authTime: session.authTime,
  });
  return respondToClient(request, { code });
}

/**
 * What a re-proof starts from: with a second method, the session's mailbox or password
 * (its identity group) stands, and only that method is asked again; without one, the
 * identity's only methods are asked again. Either way the login needs the account's level.
 */
async function reproofStart(session: ProviderSession, request: AuthorizationRequest) {
  const ownLevel = await findOwnLevel(session.identityId);
  return {
    carried: ownLevel >= 2 ? session.amr.filter((method) => method.startsWith('identity:')) : [],
    requiredAcr: Math.max(
      computeRequiredAcr(request.acrValues, session.identity.mfaMethod),
      ownLevel,
    ),
  };
}

/** acr_values (first value) and max_age decide whether an existing session will do. */
function sessionSatisfies(session: ProviderSession, request: AuthorizationRequest): boolean {
  if (request.prompt.includes('login')) return false;
  if (session.acr < computeRequiredAcr(request.acrValues, session.identity.mfaMethod)) return false;
  if (request.maxAge !== undefined) {
    const ageSeconds = (Date.now() - session.authTime.getTime()) / 1000;
    if (ageSeconds > request.maxAge) return false;
  }
  return true;
}

/**
 * A step-up (docs/authentication.md#step-up-in-the-same-browser): the browser's session is
 * recent enough and only its acr falls short, and the client did not ask for the methods
 * again (prompt=login). The login then goes on from what that session proved, so the person
 * adds their second method without another emailed code.
 */
function canStepUpFrom(session: ProviderSession, request: AuthorizationRequest): boolean {
  if (request.prompt.includes('login')) return false;
  if (request.maxAge === undefined) return true;
  return (Date.now() - session.authTime.getTime()) / 1000 <= request.maxAge;
}

/**
 * Coffer's own pages ask again for the account's own method (docs/authentication.md#sensitive-operations)
 * with `max_age`: a live session older than that is not dropped for a sign-in from scratch,
 * but proves its identity again with what the account's level rests on. Relying parties'
 * `max_age` keeps its standard meaning (a new sign-in).
 */
function isReproof(session: ProviderSession, request: AuthorizationRequest): boolean {
  return (
    request.client.isOwn &&
    request.maxAge !== undefined &&
    !request.prompt.includes('login') &&
    !canStepUpFrom(session, request)
  );
}

/**
 * The request, kept for the login pages. With a session (consent only), the login part is
 * already done: the challenge starts at the consent step. With a session to step up from,
 * the challenge starts with its identity, its methods and its id (the login completes only
 * while that session is live), and keeps its auth_time: the new session proves nothing more
 * recent about those methods (the password rule of docs/authentication.md counts from it).
 */
async function createLoginChallenge(
  request: AuthorizationRequest,
  session: ProviderSession | null,
  browserKey: string,
  {
    stepUpFrom,
    reproofOf,
  }: { stepUpFrom: ProviderSession | null; reproofOf?: ProviderSession | null } = {
    stepUpFrom: null,
  },
) {
  const reproof = reproofOf ? await reproofStart(reproofOf, request) : null;
  const create = (tx: Prisma.TransactionClient, newPasskey: boolean) =>
    tx.loginChallenge.create({
      data: {
        id: createSecret(),
        clientId: request.client.id,
        redirectUri: request.redirectUri,
        scopes: request.scopes,
        state: request.state ?? null,
        nonce: request.nonce ?? null,
        codeChallenge: request.codeChallenge ?? null,
        dpopJkt: request.dpopJkt ?? null,
        responseMode: request.responseMode,
        acrValues: request.acrValues,
        prompt: request.prompt,
        maxAge: request.maxAge ?? null,
        loginHint: request.loginHint ?? null,
        browserKeyHash: hashSecret(browserKey),
        expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_SECONDS * 1000),
        ...(session
          ? {
              identityId: session.identityId,
              sessionId: session.id,
              performedAmr: session.amr,
              requiredAcr: session.acr,
              authenticatedAt: session.authTime,
              consentChallenge: createSecret(),
            }
          : {}),
        ...(stepUpFrom
          ? {
              identityId: stepUpFrom.identityId,
              performedAmr: newPasskey ? [...stepUpFrom.amr, NEW_PASSKEY_AMR] : stepUpFrom.amr,
              // Checked again at completion: signed out meanwhile, its methods prove nothing.
              stepUpFromSessionId: stepUpFrom.id,
              // The level this identity needs, as naming it would set: a step sent without
              // naming the identity first cannot complete below it.
              requiredAcr: computeRequiredAcr(request.acrValues, stepUpFrom.identity.mfaMethod),
              authenticatedAt: stepUpFrom.authTime,
              loginHint: request.loginHint ?? stepUpFrom.identity.identifierValue,
            }
          : {}),
        ...(reproofOf && reproof
          ? {
              identityId: reproofOf.identityId,
              performedAmr: reproof.carried,
              stepUpFromSessionId: reproofOf.id,
              requiredAcr: reproof.requiredAcr,
              // Nothing carried: the method asked now is the whole sign-in, and its time.
              authenticatedAt: reproof.carried.length > 0 ? reproofOf.authTime : null,
              loginHint: reproofOf.identity.identifierValue,
            }
          : {}),
      },
      select: { id: true, consentChallenge: true, performedAmr: true, requiredAcr: true },
    });
  // Only Coffer's own pages create a passkey and go on (docs/authentication.md#no-dead-ends).
  if (!stepUpFrom || !request.client.isOwn || stepUpFrom.amr.includes(NEW_PASSKEY_AMR)) {
    return { ...(await create(getDb(), false)), completedByNewPasskey: false };
  }
  const challenge = await getDb().$transaction(async (tx) => {
    const proof = await consumeRegistrationProof(tx, stepUpFrom.id);
    return { ...(await create(tx, proof !== null)), newPasskey: proof !== null };
  });
  return {
    ...challenge,
    completedByNewPasskey:
      challenge.newPasskey && computeAcr(challenge.performedAmr) >= challenge.requiredAcr,
  };
}

/** The amr a passkey assertion performs, which a fresh registration proof stands for. */
const NEW_PASSKEY_AMR = 'webauthn:webauthn';

/**
 * The passkey this session created just now counted as the step-up's passkey
 * (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once) and the level is
 * reached: the login completes as a performed step would complete it (the source session
 * must still be live, and is replaced), and the browser goes on with its new session.
 */
async function completeWithNewPasskey(
  loginChallengeId: string,
  browserKey: string,
  sessionToken: string | undefined,
): Promise<AuthorizationOutcome> {
  const challenge = await findStepChallenge({
    loginChallenge: loginChallengeId,
    browserKey,
    withPasswordHash: false,
  });
  if (challenge.identityId === null) throw new Error('a step-up names its identity');
  const completed = await completeLogin({
    challenge,
    identityId: challenge.identityId,
    performedAmr: challenge.performedAmr,
    previousSessionToken: sessionToken,
    succeeded: [],
  });
  return { kind: 'redirect', location: completed.redirect_to, session: completed.session };
}
