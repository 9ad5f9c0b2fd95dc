import { renameWebauthnCredential } from '@coffer/domain/authn-methods';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { renameWebauthnCredentialContract } from './rename-webauthn-credential.types';

/** Ownership is checked by the domain: the path names a credential, not an identity. */
export const renameWebauthnCredentialOperation = defineOperation(
  userRung(2),
  renameWebauthnCredentialContract,
  ({ ctx, input }) =>
    renameWebauthnCredential({ caller: ctx.caller, credentialId: input.id, name: input.name }),
);
