import { generate } from 'otplib';

/** The code an authenticator app shows for `secret` at `epochSeconds` (default: now). */
export function totpCode(secret: string, epochSeconds = Math.floor(Date.now() / 1000)) {
  return generate({ secret, epoch: epochSeconds });
}
