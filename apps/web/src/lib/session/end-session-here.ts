import { forgetCsrfToken } from '../api/csrf-token';
import {
  forgetKeysOnThisBrowser,
  forgetTabSecrets,
} from '../key-storage/forget-keys-on-this-browser';
import type { Flow } from '../trpc/flow';

/**
 * Ends the session (its provider session and tokens too, docs/oidc.md) and leaves no key
 * of the person on this browser. `keepTabSecrets`: the tab's invitation share stays, for the
 * account the person signs in with next (use another account).
 */
export async function endSessionHere(
  flow: Flow,
  identityId: string,
  { keepTabSecrets = false } = {},
): Promise<void> {
  await flow.write(flow.trpc.auth.endOwnSession.mutationOptions(), undefined);
  if (identityId !== '') await forgetKeysOnThisBrowser(identityId);
  if (!keepTabSecrets) forgetTabSecrets();
  forgetCsrfToken();
}
