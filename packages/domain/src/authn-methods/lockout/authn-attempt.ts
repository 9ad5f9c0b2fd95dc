import type { Amr } from '../amr';

/**
 * Where an attempt comes from: the browser's key cookie (when it has one) and the client
 * address. A browser that signed in as the identity before counts its failures alone; any
 * other source counts per address and towards the identity's shared ceiling
 * (docs/authentication.md).
 */
export type AuthnSource = {
  browserKey: string | undefined;
  clientIp: string;
  /** The language of the page the request came from: the emailed code is written in it. */
  pageLanguage?: 'en' | 'fr' | undefined;
};

/** One try of one method for one identity from one source: the unit the lockout counts. */
export type AuthnAttempt = {
  identityId: string;
  method: Amr;
  source: AuthnSource;
  /**
   * The request field refusals name: `metadata` in the login flow (the default), or the
   * field that carried the secret elsewhere (e.g. `prehashed_password` when linking).
   */
  field?: string;
};

/** A lockout row an attempt counts in, and the failures in a row that lock it. */
export type LockoutRow = { source: string; limit: number };

/** An attempt counted as a failure up front, with the rows it was counted in. */
export type ReservedAttempt = AuthnAttempt & { rows: LockoutRow[] };

/** The identity-wide row: failures of every source that is not a known browser. */
export const SHARED_SOURCE = '*';
