import { AppError } from '@coffer/domain';
import { requireAcr, type Caller, type UserCaller } from '@coffer/domain/sessions';
import { authenticateCaller } from './authenticate-caller';
import { readCredentials } from './read-credentials';

/** Contract §4's order: credentials (401), then acr (403 origin acr). */
export async function requireCaller(headers: Headers, minimumAcr: number): Promise<Caller> {
  const caller = await authenticateCaller(readCredentials(headers));
  requireAcr(caller, minimumAcr);
  return caller;
}

/** As requireCaller, for operations of people only (an organization token: 403). */
export async function requireUser(headers: Headers, minimumAcr: number): Promise<UserCaller> {
  const caller = await authenticateCaller(readCredentials(headers));
  if (caller.kind !== 'user') {
    throw new AppError('forbidden', {
      origin: 'headers',
      desc: 'this operation is for people, not organization tokens',
      details: { authorization: 'forbidden' },
    });
  }
  requireAcr(caller, minimumAcr);
  return caller;
}
