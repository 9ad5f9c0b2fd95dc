import { startTotpEnrolment } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { startTotpEnrolmentContract } from './start-totp-enrolment.types';

export const startTotpEnrolmentProcedure = withContract(
  userProcedure(1),
  startTotpEnrolmentContract,
).mutation(({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  return startTotpEnrolment({ identityId: input.id });
});
