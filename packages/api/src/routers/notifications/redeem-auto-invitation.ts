import { redeemAutoInvitation } from '@coffer/domain/notifications';
import { userProcedure, withContract } from '../../trpc';
import { redeemAutoInvitationContract } from './redeem-auto-invitation.types';

/** Acr 2: redeeming goes with writing the box key into the key storage. */
export const redeemAutoInvitationProcedure = withContract(
  userProcedure(2),
  redeemAutoInvitationContract,
).mutation(({ ctx, input }) =>
  redeemAutoInvitation({
    caller: ctx.caller,
    identityId: input.id,
    notificationId: input.notification_id,
  }),
);
