import { generateSecret, generateURI } from 'otplib';
import { toString as toQrCode } from 'qrcode';
import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import { seal } from '../../secrets/seal';
import { assertSelf } from '../../sessions/assert-self';
import type { Caller } from '../../sessions/caller';
import { lockIdentity } from '../lock-identity';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, totpSealContext } from './totp-settings';

export type StartTotpEnrolmentOptions = { caller: Caller; identityId: string };

export type TotpEnrolment = { id: string; otpauth_uri: string; qr_svg: string };

/**
 * A new TOTP secret waiting for its first code. The QR code (SVG) encodes the otpauth URI
 * for authenticator apps; the secret is stored sealed. A new enrolment replaces pending
 * ones, so only the last QR code shown can be confirmed.
 */
export async function startTotpEnrolment({
  caller,
  identityId,
}: StartTotpEnrolmentOptions): Promise<TotpEnrolment> {
  assertSelf(caller, identityId);
  const db = getDb();
  const identity = await db.identity.findUnique({
    where: { id: identityId },
    select: { identifierValue: true },
  });
  if (!identity) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'no such identity',
      details: { id: 'not_found' },
    });
  }
  // 20 random bytes (160 bits), the key length RFC 4226 recommends for HMAC-SHA-1.
  const secret = generateSecret({ length: 20 });
  const otpauthUri = generateURI({
    issuer: TOTP_ISSUER,
    label: identity.identifierValue,
    secret,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
  const qrSvg = await toQrCode(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const enrolment = await db.$transaction(async (tx) => {
    await lockIdentity(tx, identityId);
    await tx.totpSecret.deleteMany({ where: { identityId, confirmedAt: null } });
    return tx.totpSecret.create({
      data: { identityId, encryptedSecret: seal(secret, totpSealContext(identityId)) },
      select: { id: true },
    });
  });
  return { id: enrolment.id, otpauth_uri: otpauthUri, qr_svg: qrSvg };
}
