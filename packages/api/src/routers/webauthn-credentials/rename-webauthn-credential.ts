import { renameWebauthnCredential } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { renameWebauthnCredentialContract } from './rename-webauthn-credential.types';

/** Ownership is checked by the domain: the path names a credential, not an identity. */
export const renameWebauthnCredentialProcedure = withContract(
  userProcedure(2),
  renameWebauthnCredentialContract,
).mutation(({ ctx, input }) =>
  renameWebauthnCredential({ caller: ctx.caller, credentialId: input.id, name: input.name }),
);
