import { AppError } from '../errors/app-error';
import type { Caller } from './caller';

/** The contract's ACR error (403, origin acr): consumers restart the flow with required_acr. */
export function requireAcr(caller: Caller, minimum: number): void {
  if (caller.acr < minimum) {
    throw new AppError('forbidden', {
      origin: 'acr',
      desc: 'acr is too low',
      details: { acr: 'forbidden', required_acr: String(minimum) },
    });
  }
}
