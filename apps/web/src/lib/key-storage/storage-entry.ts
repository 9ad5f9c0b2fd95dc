import { decodeUtf8, decryptEntry, encodeUtf8, encryptEntry, type EntryKind } from '@coffer/crypto';
import type { UnlockedStorage } from './unlocked-storage';

// Entries hold secret keys in their formatted text (formatBoxSecretKey), sealed under the
// root key and bound to the account, kind and name (docs/key-model.md#entries).

export function sealSecretKey(
  storage: Pick<UnlockedStorage, 'accountId' | 'rootKey'>,
  kind: EntryKind,
  name: string,
  formattedSecretKey: string,
): Promise<string> {
  return encryptEntry(
    storage.rootKey,
    { accountId: storage.accountId, kind, name },
    encodeUtf8(formattedSecretKey),
  );
}

export async function openSecretKey(
  storage: Pick<UnlockedStorage, 'accountId' | 'rootKey'>,
  kind: EntryKind,
  name: string,
  ciphertext: string,
): Promise<string> {
  return decodeUtf8(
    await decryptEntry(storage.rootKey, { accountId: storage.accountId, kind, name }, ciphertext),
  );
}
