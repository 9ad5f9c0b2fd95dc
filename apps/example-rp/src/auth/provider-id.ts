/** next-auth's id for Coffer: in the paths /api/auth/signin/coffer and /api/auth/callback/coffer. */
export const COFFER_PROVIDER_ID = 'coffer';
