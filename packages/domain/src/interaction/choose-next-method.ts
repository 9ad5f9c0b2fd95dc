import { AMR_GROUPS } from '../oidc/acr';
import type { AmrValue } from './authn-step-schemas';

// Within a group, the method that costs the person least comes first.
const PREFERENCE: readonly AmrValue[] = [
  'identity:prehashed_password',
  'identity:emailed_code',
  'webauthn:webauthn',
  'totp:totp',
  'totp:recovery',
];

/**
 * The cheapest available method of a group nothing was performed in yet: the step that
 * raises the acr. Null when no remaining group is available.
 */
export function chooseNextMethod(
  available: readonly string[],
  performed: readonly string[],
): AmrValue | null {
  const doneGroups = new Set(performed.map((method) => method.split(':')[0]));
  for (const group of AMR_GROUPS) {
    if (doneGroups.has(group)) continue;
    const method = PREFERENCE.find(
      (name) => name.startsWith(`${group}:`) && available.includes(name),
    );
    if (method) return method;
  }
  return null;
}
