import { getDb } from '@coffer/db';
import {
  toWebauthnCredentialRecord,
  webauthnCredentialRecordSelect,
  type WebauthnCredentialRecord,
} from './webauthn-credential-record';

export type ListWebauthnCredentialsOptions = { identityId: string };

/** The identity's credentials, newest first (contract §2). */
export async function listWebauthnCredentials({
  identityId,
}: ListWebauthnCredentialsOptions): Promise<WebauthnCredentialRecord[]> {
  const rows = await getDb().webauthnCredential.findMany({
    where: { identityId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: webauthnCredentialRecordSelect,
  });
  return rows.map(toWebauthnCredentialRecord);
}
