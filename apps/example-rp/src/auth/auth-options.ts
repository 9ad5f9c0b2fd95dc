import type { NextAuthOptions } from 'next-auth';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { getEnv } from '../env';
import { hasEnded } from './ended-sessions';
import { readIdTokenClaims, type IdTokenClaims } from './id-token-claims';
import { COFFER_PROVIDER_ID } from './provider-id';

/**
 * Coffer as an OpenID Connect provider. next-auth v4 hands the flow to openid-client v5:
 * authorization code with PKCE S256, state and nonce; the token request is authenticated
 * with private_key_jwt (a JWT signed by our ES256 key, the only method Coffer accepts);
 * the ID token's signature, issuer, audience, expiry and nonce are checked before any of
 * its claims reach the callbacks below.
 */
function cofferProvider(): OAuthConfig<IdTokenClaims> {
  const env = getEnv();
  return {
    id: COFFER_PROVIDER_ID,
    name: 'Coffer',
    type: 'oauth',
    wellKnown: `${env.cofferIssuer}/.well-known/openid-configuration`,
    clientId: env.clientId,
    client: {
      token_endpoint_auth_method: 'private_key_jwt',
      token_endpoint_auth_signing_alg: 'ES256',
    },
    // openid-client signs the client assertion with this private key.
    jwks: { keys: [{ ...env.privateJwk, alg: 'ES256', use: 'sig' }] },
    authorization: { params: { scope: env.scope } },
    checks: ['pkce', 'state', 'nonce'],
    idToken: true,
    profile: (claims) => ({ id: claims.sub }),
  };
}

export function authOptions(): NextAuthOptions {
  const env = getEnv();
  return {
    secret: env.secret,
    providers: [cofferProvider()],
    session: { strategy: 'jwt', maxAge: 60 * 60 },
    pages: { signIn: '/', error: '/sign-in-failed' },
    callbacks: {
      // On sign-in `profile` holds the validated ID token's claims: keep what the page shows,
      // and the ID token itself as the hint for RP-initiated logout.
      // A session whose Coffer session ended (a back-channel logout named its sid) is emptied:
      // the pages then show the person signed out.
      jwt: ({ token, account, profile }) => {
        if (!account || !profile) return token.sid && hasEnded(token.sid) ? {} : token;
        const claims = readIdTokenClaims(profile);
        return { ...token, ...claims, idToken: account.id_token };
      },
      session: ({ session, token }) => ({
        ...session,
        coffer:
          token.sub && token.acr && token.amr
            ? { sub: token.sub, acr: token.acr, amr: token.amr, authTime: token.authTime }
            : undefined,
      }),
    },
  };
}
