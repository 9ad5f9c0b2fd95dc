import type { Page } from '@playwright/test';

/** A platform authenticator that verifies its user and answers by itself. */
const PLATFORM_AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
} as const;

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain) for this page: a platform
 * authenticator that verifies its user and answers the passkey dialogs by itself. With
 * `prf`, it also answers the PRF extension (CTAP 2.1 hmac-secret), as a passkey that can
 * unlock a key storage does.
 */
export async function addVirtualAuthenticator(page: Page, { prf = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      ...PLATFORM_AUTHENTICATOR,
      ...(prf ? { ctap2Version: 'ctap2_1', hasPrf: true } : {}),
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return {
    credentialCount: async () => (await credentials()).length,
    /** Forgets its passkeys, so that the next one it makes is a second one of the person. */
    clearCredentials: async () => {
      await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    },
    /**
     * The same passkeys in another page of this browser (a window the page opened has an
     * authenticator of its own in CDP): as a platform authenticator is one for all windows.
     */
    shareWith: async (other: Page) => {
      const otherCdp = await other.context().newCDPSession(other);
      await otherCdp.send('WebAuthn.enable');
      const added = await otherCdp.send('WebAuthn.addVirtualAuthenticator', {
        options: PLATFORM_AUTHENTICATOR,
      });
      for (const credential of await credentials()) {
        await otherCdp.send('WebAuthn.addCredential', {
          authenticatorId: added.authenticatorId,
          credential,
        });
      }
    },
  };
}
