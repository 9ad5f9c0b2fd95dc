import { deleteWebauthnCredential } from '@coffer/domain/authn-methods';
import { userProcedure } from '../../trpc';
import {
  deleteWebauthnCredentialInput,
  deleteWebauthnCredentialMeta,
} from './delete-webauthn-credential.types';

/** Ownership is checked by the domain: the path names a credential, not an identity. */
export const deleteWebauthnCredentialProcedure = userProcedure(2)
  .meta({ rest: deleteWebauthnCredentialMeta })
  .input(deleteWebauthnCredentialInput)
  .mutation(async ({ ctx, input }) => {
    await deleteWebauthnCredential({ identityId: ctx.caller.identityId, credentialId: input.id });
  });
