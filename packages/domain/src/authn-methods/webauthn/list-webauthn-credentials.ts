import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../sessions/caller';
import { sessionBrowserKeyHash } from '../../sessions/session-browser-key-hash';
import {
  toWebauthnCredentialRecord,
  webauthnCredentialRecordSelect,
  type WebauthnCredentialRecord,
} from './webauthn-credential-record';

export type ListWebauthnCredentialsOptions = { caller: Caller; identityId: string };

/** The caller's own credentials, newest first (docs/http-api.md). */
export async function listWebauthnCredentials({
  caller,
  identityId,
}: ListWebauthnCredentialsOptions): Promise<WebauthnCredentialRecord[]> {
  // The identity is named in the query here, not the path: the refusal says so.
  if (caller.kind !== 'user' || caller.identityId !== identityId) {
    throw new AppError('forbidden', {
      origin: 'query',
      desc: 'identity_id must be your own identity',
      details: { identity_id: 'forbidden' },
    });
  }
  const rows = await getDb().webauthnCredential.findMany({
    where: { identityId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: webauthnCredentialRecordSelect,
  });
  const currentBrowser = await sessionBrowserKeyHash(caller);
  return rows.map((row) => toWebauthnCredentialRecord(row, currentBrowser));
}
