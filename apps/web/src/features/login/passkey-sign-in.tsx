'use client';

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { usePasskeySubmit } from './use-passkey-submit';
import type { LoginFlow } from './use-login-flow';

/** The assertion as the server reads it: no extension results (no PRF asked here). */
function sent(assertion: AuthenticationResponseJSON): AuthenticationResponseJSON {
  return { ...assertion, clientExtensionResults: {} };
}

/**
 * A passkey without typing the email (docs/authentication.md#passkey-without-an-email): the
 * browser's dialog offers this site's passkeys, and the one picked names the person. (Not
 * yet in the email field's autofill, conditional mediation: see the docs for why.)
 */
export function PasskeySignIn({ flow }: { flow: LoginFlow }) {
  const { t } = useI18n();
  const [waiting, setWaiting] = useState(false);
  const submit = usePasskeySubmit();
  const { passkeyOptions, signInWithPasskey } = flow;
  return (
    <div className="passkey-sign-in">
      <LiveMessage tone="info">{waiting ? t.login.passkey.waiting : null}</LiveMessage>
      <LiveMessage tone="error">{submit.error}</LiveMessage>
      <button
        type="button"
        className="secondary"
        disabled={submit.busy || submit.waitSeconds > 0}
        onClick={() => {
          void submit.run(async () => {
            const [options, { startAuthentication }] = await Promise.all([
              passkeyOptions() as Promise<PublicKeyCredentialRequestOptionsJSON>,
              import('@simplewebauthn/browser'),
            ]);
            setWaiting(true);
            try {
              await signInWithPasskey(sent(await startAuthentication({ optionsJSON: options })));
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
