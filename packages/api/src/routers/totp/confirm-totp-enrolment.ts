import { confirmTotpEnrolment } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { confirmTotpEnrolmentContract } from './confirm-totp-enrolment.types';

export const confirmTotpEnrolmentProcedure = withContract(
  userProcedure(1),
  confirmTotpEnrolmentContract,
).mutation(({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  return confirmTotpEnrolment({
    identityId: input.id,
    enrolmentId: input.enroll_id,
    code: input.code,
  });
});
