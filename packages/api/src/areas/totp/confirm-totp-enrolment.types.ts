import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const confirmTotpEnrolmentContract = {
  rest: {
    method: 'POST',
    path: '/identities/{id}/totp/enroll/{enroll_id}',
    summary:
      'Confirm a TOTP enrolment with a code of the app; answers the recovery codes, shown this once',
    tags: ['TOTP'],
  },
  input: z.strictObject({
    id: z.uuid(),
    enroll_id: z.uuid(),
    code: z.string().regex(/^\d{6}$/, 'a code is 6 digits'),
  }),
  output: z.object({
    recovery_codes: z.array(z.string()).length(10),
  }),
} satisfies OperationContract;
