import { updateIdentity } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { updateIdentityContract } from './update-identity.types';

export const updateIdentityProcedure = withContract(
  userProcedure(1),
  updateIdentityContract,
).mutation(async ({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  await updateIdentity({
    identityId: input.id,
    caller: ctx.caller,
    changes: {
      displayName: input.display_name,
      notifications: input.notifications,
      pubkey: input.pubkey,
      nonIdentifiedPubkey: input.non_identified_pubkey,
      pubkeyAesRsa: input.pubkey_aes_rsa,
      nonIdentifiedPubkeyAesRsa: input.non_identified_pubkey_aes_rsa,
      mfaMethod: input.mfa_method,
    },
    proofs: { pubkey: input.pubkey_proof, pubkeyAesRsa: input.pubkey_aes_rsa_proof },
  });
});
