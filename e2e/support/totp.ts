import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

const PERIOD_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The RFC 6238 time step of `now` (30 s steps), as authenticator apps count. */
export function totpTimeStep(now = Date.now()): number {
  return Math.floor(now / 1000 / PERIOD_SECONDS);
}

/** An authenticator app: its secret, and the last time step whose code was used. */
export type Totp = { secret: string; usedStep: number };

/**
 * The app's code for now, or for the next step when now's code was used already (each is
 * accepted once). Never an older step's: a test may come back to the app minutes later. The
 * server accepts one step either side of its own, so the next step's code works already: the
 * wait is only for a step two ahead, until the one before it begins.
 */
export async function nextTotpCode(totp: Totp): Promise<string> {
  const step = Math.max(totp.usedStep + 1, totpTimeStep());
  const wait = (step - 1) * PERIOD_SECONDS * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
  totp.usedStep = step;
  return totpCode(totp.secret, step);
}

/** RFC 6238 with the defaults of every authenticator app: HMAC-SHA-1, 6 digits. */
export function totpCode(base32Secret: string, timeStep: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(timeStep));
  const digest = createHmac('sha1', decodeBase32(base32Secret)).update(counter).digest();
  // RFC 4226 §5.3 dynamic truncation.
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

function decodeBase32(text: string): Buffer {
  let bits = '';
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(character);
    if (value === -1) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}
