import { startTotpEnrolment } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  startTotpEnrolmentInput,
  startTotpEnrolmentMeta,
  startTotpEnrolmentOutput,
} from './start-totp-enrolment.types';

export const startTotpEnrolmentProcedure = userProcedure(1)
  .meta({ rest: startTotpEnrolmentMeta })
  .input(startTotpEnrolmentInput)
  .output(startTotpEnrolmentOutput)
  .mutation(({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return startTotpEnrolment({ identityId: input.id });
  });
