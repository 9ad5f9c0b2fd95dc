import { confirmTotpEnrolment } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  confirmTotpEnrolmentInput,
  confirmTotpEnrolmentMeta,
  confirmTotpEnrolmentOutput,
} from './confirm-totp-enrolment.types';

export const confirmTotpEnrolmentProcedure = userProcedure(1)
  .meta({ rest: confirmTotpEnrolmentMeta })
  .input(confirmTotpEnrolmentInput)
  .output(confirmTotpEnrolmentOutput)
  .mutation(({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return confirmTotpEnrolment({
      identityId: input.id,
      enrolmentId: input.enroll_id,
      code: input.code,
    });
  });
