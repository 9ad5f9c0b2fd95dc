'use client';

import { EmailStep } from './email-step';
import { PasskeySignIn } from './passkey-sign-in';
import type { LoginFlow } from './use-login-flow';
import { usePasskeyAutofill } from './use-passkey-autofill';

/**
 * Who is signing in: the email, or a passkey that names the person by itself, picked in the
 * email field's autofill or through its own button. Either way ends the autofill's request.
 */
export function EmailOrPasskey({ loginHint, flow }: { loginHint: string | null; flow: LoginFlow }) {
  const autofill = usePasskeyAutofill(flow);
  return (
    <>
      <EmailStep
        loginHint={loginHint}
        identify={(email) => {
          autofill.stop();
          return flow.identify(email);
        }}
      />
      <PasskeySignIn flow={flow} autofill={autofill} />
    </>
  );
}
