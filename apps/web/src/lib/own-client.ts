/**
 * The client id of Coffer's own pages (packages/domain/src/oidc/clients/own-client.ts): its
 * sign-in page may offer the ways out that lead back into the app.
 */
export const OWN_CLIENT_ID = 'coffer-web';
