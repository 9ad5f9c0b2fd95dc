import { deleteWebauthnCredential } from '@coffer/domain/authn-methods';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { deleteWebauthnCredentialContract } from './delete-webauthn-credential.types';

/** Ownership is checked by the domain: the path names a credential, not an identity. */
export const deleteWebauthnCredentialOperation = defineOperation(
  userRung(2),
  deleteWebauthnCredentialContract,
  async ({ ctx, input }) => {
    await deleteWebauthnCredential({ caller: ctx.caller, credentialId: input.id });
  },
);
