import type { Page } from '@playwright/test';

/** A platform authenticator that answers by itself. */
const PLATFORM_AUTHENTICATOR = { protocol: 'ctap2', transport: 'internal' } as const;

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain) for this page: a platform
 * authenticator that verifies its user (unless `verifiesUser: false`, as a security key
 * without a PIN) and answers the passkey dialogs by itself. With `prf`, it also answers the
 * PRF extension (CTAP 2.1 hmac-secret), as a passkey that can unlock a key storage does.
 *
 * Its passkeys are not discoverable unless `discoverable` (Coffer only prefers a resident
 * key): Chromium answers the login page's conditional request (the email field's autofill)
 * at once with a discoverable passkey, as if the person had picked it there, and fails it at
 * once without one. So a person whose passkey is discoverable is signed in by opening the
 * login page, and only the tests of a sign-in without an email ask for one.
 */
export async function addVirtualAuthenticator(
  page: Page,
  { prf = false, discoverable = false, verifiesUser = true } = {},
) {
  const options = {
    ...PLATFORM_AUTHENTICATOR,
    hasUserVerification: verifiesUser,
    isUserVerified: verifiesUser,
    hasResidentKey: discoverable,
    ...(prf ? ({ ctap2Version: 'ctap2_1', hasPrf: true } as const) : {}),
  };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return {
    credentialCount: async () => (await credentials()).length,
    /**
     * Off: a request the authenticator gets from now on waits, as for a person who has not
     * picked a passkey yet (the autofill left pending). Turning it on again answers only the
     * requests that come after: one already waiting stays so.
     */
    answerByItself: async (enabled: boolean) => {
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
    },
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
      const added = await otherCdp.send('WebAuthn.addVirtualAuthenticator', { options });
      for (const credential of await credentials()) {
        await otherCdp.send('WebAuthn.addCredential', {
          authenticatorId: added.authenticatorId,
          credential,
        });
      }
    },
  };
}

export type PasskeyRequest = {
  mediation: 'conditional' | 'modal';
  /** Null while it waits; else `answered` or the error's name (`AbortError`…). */
  outcome: string | null;
};

/**
 * The page's passkey requests (`navigator.credentials.get`), across its navigations, in
 * order: which are the autofill's (conditional mediation), and how each ended.
 */
export async function watchPasskeyRequests(page: Page) {
  const requests = new Map<string, PasskeyRequest>();
  await page.exposeFunction('__cofferPasskeyRequest', (id: string, request: PasskeyRequest) => {
    requests.set(id, request);
  });
  await page.addInitScript(() => {
    const report = (
      window as unknown as {
        __cofferPasskeyRequest: (id: string, request: PasskeyRequest) => void;
      }
    ).__cofferPasskeyRequest;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) => {
      const id = `${Date.now()}-${Math.random()}`;
      const mediation = options?.mediation === 'conditional' ? 'conditional' : 'modal';
      report(id, { mediation, outcome: null });
      const answer = get(options);
      answer.then(
        () => report(id, { mediation, outcome: 'answered' }),
        (error: unknown) =>
          report(id, { mediation, outcome: error instanceof Error ? error.name : 'error' }),
      );
      return answer;
    };
  });
  return { list: () => [...requests.values()] };
}
