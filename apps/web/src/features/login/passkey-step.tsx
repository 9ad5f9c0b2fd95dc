'use client';

import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import type { Amr } from '../../lib/amr';
import { usePasskeySubmit } from './use-passkey-submit';

type PasskeyStepProps = {
  prepare: (method: Amr) => Promise<unknown>;
  perform: (metadata: unknown) => Promise<void>;
};

/**
 * Fresh assertion options at every try (each challenge is single use), then the browser's
 * own passkey dialog, which also evaluates the PRF extension when the passkey has it, so that
 * signing in unlocks the key storage (docs/key-model.md#what-the-pages-do). A dialog the
 * person closes is not an error of theirs to fix.
 */
export function PasskeyStep({ prepare, perform }: PasskeyStepProps) {
  const { t } = useI18n();
  const [waiting, setWaiting] = useState(false);
  const submit = usePasskeySubmit();
  return (
    <>
      <p>{t.login.passkey.hint}</p>
      <LiveMessage tone="info">{waiting ? t.login.passkey.waiting : null}</LiveMessage>
      <LiveMessage tone="error">{submit.error}</LiveMessage>
      <button
        type="button"
        autoFocus
        disabled={submit.busy || submit.waitSeconds > 0}
        onClick={() => {
          void submit.run(async () => {
            // The WebAuthn and key storage code loads on the press, not with the page.
            const [options, { startAuthentication }, passkeyPrf, { keepSignInPasskeyKek }] =
              await Promise.all([
                prepare('webauthn:webauthn') as Promise<PublicKeyCredentialRequestOptionsJSON>,
                import('@simplewebauthn/browser'),
                import('../../lib/key-storage/passkey-prf'),
                import('../../lib/key-storage/sign-in-kek'),
              ]);
            const credentialIds =
              options.allowCredentials?.map((credential) => credential.id) ?? [];
            setWaiting(true);
            try {
              const assertion = await startAuthentication({
                // With the PRF extension: the same ceremony unlocks the key storage.
                optionsJSON: {
                  ...options,
                  extensions: {
                    ...options.extensions,
                    ...(await passkeyPrf.prfExtension(credentialIds)),
                  },
                },
              });
              // The PRF output is the key storage's secret: kept here as a KEK, never sent.
              const { prf, ...extensionResults } = assertion.clientExtensionResults;
              const prfResult = prf?.results?.first;
              if (prfResult !== undefined) {
                await keepSignInPasskeyKek(assertion.id, passkeyPrf.prfResultBytes(prfResult));
              }
              await perform({ ...assertion, clientExtensionResults: extensionResults });
            } finally {
              setWaiting(false);
            }
          });
        }}
      >
        {t.login.passkey.submit}
      </button>
    </>
  );
}
