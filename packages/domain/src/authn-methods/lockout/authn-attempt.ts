import type { Amr } from '../amr';

/** One try of one method for one identity: the unit the lockout counts. */
export type AuthnAttempt = {
  identityId: string;
  method: Amr;
  /**
   * The request field refusals name: `metadata` in the login flow (the default), or the
   * field that carried the secret elsewhere (e.g. `prehashed_password` when linking).
   */
  field?: string;
};
