import { redeemAutoInvitation } from '@coffer/domain/notifications';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { redeemAutoInvitationContract } from './redeem-auto-invitation.types';

/** Acr 2: redeeming goes with writing the box key into the key storage. */
export const redeemAutoInvitationOperation = defineOperation(
  userRung(2),
  redeemAutoInvitationContract,
  ({ ctx, input }) =>
    redeemAutoInvitation({
      caller: ctx.caller,
      identityId: input.id,
      notificationId: input.notification_id,
    }),
);
