import { startTotpEnrolment } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { startTotpEnrolmentContract } from './start-totp-enrolment.types';

export const startTotpEnrolmentProcedure = withContract(
  userProcedure(1),
  startTotpEnrolmentContract,
).mutation(({ ctx, input }) => startTotpEnrolment({ caller: ctx.caller, identityId: input.id }));
