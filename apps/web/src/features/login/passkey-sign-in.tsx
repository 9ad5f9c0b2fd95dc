'use client';

import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { usePasskeySubmit } from './use-passkey-submit';
import type { LoginFlow } from './use-login-flow';
import { sentAssertion, type PasskeyAutofill } from './use-passkey-autofill';

/**
 * A passkey without typing the email (docs/authentication.md#passkey-without-an-email): the
 * browser's dialog offers this site's passkeys, and the one picked names the person. The
 * email field's autofill offers them too: its request is ended first, as a browser serves
 * one at a time.
 */
export function PasskeySignIn({ flow, autofill }: { flow: LoginFlow; autofill: PasskeyAutofill }) {
  const { t } = useI18n();
  const [waiting, setWaiting] = useState(false);
  const submit = usePasskeySubmit();
  const { passkeyOptions, signInWithPasskey } = flow;
  return (
    <div className="passkey-sign-in">
      <LiveMessage tone="info">{waiting ? t.login.passkey.waiting : null}</LiveMessage>
      <LiveMessage tone="error">{submit.error ?? autofill.error}</LiveMessage>
      <button
        type="button"
        className="secondary"
        disabled={submit.busy || submit.waitSeconds > 0}
        onClick={() => {
          autofill.stop();
          void submit.run(async () => {
            // The WebAuthn library loads on the press (the autofill may have loaded it already).
            const [options, { startAuthentication }] = await Promise.all([
              passkeyOptions() as Promise<PublicKeyCredentialRequestOptionsJSON>,
              import('@simplewebauthn/browser'),
            ]);
            setWaiting(true);
            try {
              await signInWithPasskey(
                sentAssertion(await startAuthentication({ optionsJSON: options })),
              );
            } finally {
              setWaiting(false);
            }
          });
        }}
      >
        {t.login.passkey.withoutEmail}
      </button>
    </div>
  );
}
