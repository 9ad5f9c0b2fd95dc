import { clearBoxKeyring } from '../box-keyring';
import { forgetDeviceUnlocker } from './device-unlocker-store';
import { clearProvisionKeyring } from './provision-keyring';
import { forgetSignInKeks } from './sign-in-kek-store';

/**
 * After signing out, switching account or erasing it, this browser keeps no key of the person
 * (docs/key-model.md#what-the-pages-do): no box or provision secret key, no device KEK, no
 * passkey or password KEK left by a sign-in. The root key lives only in the page's memory, which the
 * navigation that follows drops. Each store is emptied even if another fails.
 */
export async function forgetKeysOnThisBrowser(identityId: string): Promise<void> {
  await Promise.allSettled([
    clearBoxKeyring(identityId),
    clearProvisionKeyring(identityId),
    forgetDeviceUnlocker(identityId),
    forgetSignInKeks(),
  ]);
}

/**
 * The tab's own secrets: invitation and provision shares and the sign-in context, all kept
 * in sessionStorage under `coffer.` (the CSRF token among them).
 */
export function forgetTabSecrets(): void {
  const ours = Array.from({ length: sessionStorage.length }, (_, index) =>
    sessionStorage.key(index),
  ).filter((key): key is string => key?.startsWith('coffer.') === true);
  for (const key of ours) sessionStorage.removeItem(key);
}
