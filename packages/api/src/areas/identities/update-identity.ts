import { updateIdentity } from '@coffer/domain/identities';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { updateIdentityContract } from './update-identity.types';

export const updateIdentityOperation = defineOperation(
  userRung(1),
  updateIdentityContract,
  async ({ ctx, input }) => {
    await updateIdentity({
      caller: ctx.caller,
      identityId: input.id,
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
  },
);
