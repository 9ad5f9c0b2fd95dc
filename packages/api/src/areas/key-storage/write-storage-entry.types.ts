import { z } from 'zod';
import { entryCiphertextSchema, refineEntryName } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';
import { entryAddressShape } from './entry-address.schema';

export const writeStorageEntryContract = {
  rest: {
    method: 'PUT',
    path: '/identities/{id}/storage/entries/{kind}/{name}',
    status: 204,
    summary:
      'Write an entry of your key storage: a secret sealed under the root key, new or replacing the one of that kind and name',
    tags: ['Key storage'],
  },
  input: z
    .strictObject({
      ...entryAddressShape,
      ciphertext: entryCiphertextSchema.describe(
        'nonce (12 bytes) ‖ AES-256-GCM ciphertext ‖ tag (16 bytes), url-safe base64',
      ),
    })
    .superRefine(refineEntryName),
} satisfies OperationContract;
