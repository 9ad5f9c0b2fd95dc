import { deleteWebauthnCredential } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { deleteWebauthnCredentialContract } from './delete-webauthn-credential.types';

/** Ownership is checked by the domain: the path names a credential, not an identity. */
export const deleteWebauthnCredentialProcedure = withContract(
  userProcedure(2),
  deleteWebauthnCredentialContract,
).mutation(async ({ ctx, input }) => {
  await deleteWebauthnCredential({ caller: ctx.caller, credentialId: input.id });
});
