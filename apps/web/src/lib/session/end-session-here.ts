import { forgetCsrfToken } from '../api/csrf-token';
import {
  forgetKeysOnThisBrowser,
  forgetTabSecrets,
} from '../key-storage/forget-keys-on-this-browser';
import type { ApiClient } from '../trpc/create-api-client';

/**
 * Ends the session (its provider session and tokens too, docs/oidc.md) and leaves no key
 * of the person on this browser. `keepTabSecrets`: the tab's invitation share stays, for the
 * account the person signs in with next (use another account).
 */
export async function endSessionHere(
  api: ApiClient,
  identityId: string,
  { keepTabSecrets = false } = {},
): Promise<void> {
  await api.auth.endOwnSession.mutate();
  if (identityId !== '') await forgetKeysOnThisBrowser(identityId);
  if (!keepTabSecrets) forgetTabSecrets();
  forgetCsrfToken();
}
