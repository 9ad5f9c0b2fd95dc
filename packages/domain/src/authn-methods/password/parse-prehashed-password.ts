import { AppError } from '../../errors/app-error';
import { prehashedPasswordSchema, type PrehashedPassword } from './prehashed-password-schema';

/** Domain callers other than the REST layer (which validates first) get the same rules. */
export function parsePrehashedPassword(value: unknown): PrehashedPassword {
  const parsed = prehashedPasswordSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'prehashed_password must be {hash_base64, params} as the login page computes it',
      details: { prehashed_password: 'malformed' },
    });
  }
  return parsed.data;
}
