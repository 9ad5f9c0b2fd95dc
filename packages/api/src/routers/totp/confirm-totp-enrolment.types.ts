import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const confirmTotpEnrolmentMeta = {
  method: 'POST',
  path: '/identities/{id}/totp/enroll/{enroll_id}',
  summary:
    'Confirm a TOTP enrolment with a code of the app; answers the recovery codes, shown this once',
  tags: ['TOTP'],
} satisfies RestMeta;

export const confirmTotpEnrolmentInput = z.strictObject({
  id: z.uuid(),
  enroll_id: z.uuid(),
  code: z.string().regex(/^\d{6}$/, 'a code is 6 digits'),
});

export const confirmTotpEnrolmentOutput = z.object({
  recovery_codes: z.array(z.string()).length(10),
});
