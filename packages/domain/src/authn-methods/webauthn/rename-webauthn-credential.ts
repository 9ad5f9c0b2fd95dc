import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import type { UserCaller } from '../../sessions/caller';
import { sessionBrowserKeyHash } from '../../sessions/session-browser-key-hash';
import {
  toWebauthnCredentialRecord,
  webauthnCredentialRecordSelect,
  type WebauthnCredentialRecord,
} from './webauthn-credential-record';
import { webauthnCredentialNameSchema } from './webauthn-schemas';

export type RenameWebauthnCredentialOptions = {
  caller: UserCaller;
  credentialId: string;
  name: string;
};

/**
 * Renames one of the caller's credentials (docs/identities.md#credentials): the name is the
 * person's, to tell their passkeys apart, and changes nothing a sign-in checks, so it needs
 * no proof beyond the session. 400 for a blank or long name, 404 when no credential has this
 * id, 403 when another identity owns it (as deleting it).
 */
export async function renameWebauthnCredential({
  caller,
  credentialId,
  name,
}: RenameWebauthnCredentialOptions): Promise<WebauthnCredentialRecord> {
  const parsed = webauthnCredentialNameSchema.safeParse(name);
  if (!parsed.success) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'name is 1 to 100 characters',
      details: { name: 'malformed' },
    });
  }
  const db = getDb();
  const owner = await db.webauthnCredential.findUnique({
    where: { id: credentialId },
    select: { identityId: true },
  });
  if (!owner) throw pathError('not_found', 'no such credential');
  if (owner.identityId !== caller.identityId) {
    throw pathError('forbidden', 'this credential is not yours');
  }
  // The owner in the filter too: a credential cannot change hands, but the write says whose.
  const rows = await db.webauthnCredential.updateManyAndReturn({
    where: { id: credentialId, identityId: caller.identityId },
    data: { name: parsed.data },
    select: webauthnCredentialRecordSelect,
  });
  const row = rows[0];
  if (!row) throw pathError('not_found', 'no such credential');
  return toWebauthnCredentialRecord(row, await sessionBrowserKeyHash(caller));
}

function pathError(code: 'not_found' | 'forbidden', desc: string) {
  return new AppError(code, {
    origin: 'path',
    desc,
    details: { id: code === 'not_found' ? 'not_found' : 'forbidden' },
  });
}
