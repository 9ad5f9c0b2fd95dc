import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const startTotpEnrolmentContract = {
  rest: {
    method: 'POST',
    path: '/identities/{id}/totp/enroll',
    status: 201,
    summary: 'Start a TOTP enrolment: a new secret as an otpauth URI and its QR code (SVG)',
    tags: ['TOTP'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: z.object({
    id: z.uuid(),
    otpauth_uri: z.string().startsWith('otpauth://totp/'),
    qr_svg: z.string(),
  }),
} satisfies OperationContract;
