import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const startTotpEnrolmentMeta = {
  method: 'POST',
  path: '/identities/{id}/totp/enroll',
  status: 201,
  summary: 'Start a TOTP enrolment: a new secret as an otpauth URI and its QR code (SVG)',
  tags: ['TOTP'],
} satisfies RestMeta;

export const startTotpEnrolmentInput = z.strictObject({ id: z.uuid() });

export const startTotpEnrolmentOutput = z.object({
  id: z.uuid(),
  otpauth_uri: z.string().startsWith('otpauth://totp/'),
  qr_svg: z.string(),
});
