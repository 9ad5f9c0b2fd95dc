'use client';

import { useState } from 'react';
import { SubmitForm } from '../../components/submit-form';
import { useI18n } from '../../i18n/use-i18n';
import { EmailField } from '../login/email-field';
import { goTo, signInUrl } from '../../lib/navigation';
import { rememberTypedEmail } from '../../lib/sign-in-context';
import { useSubmit } from '../../lib/use-submit';

/** An address the sign-in page would refuse anyway: said here, before leaving the page. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The signed-out home page starts the sign-in with the email itself: the sign-in page then
 * names it at once (use-typed-email-start.ts), and the person lands on the inbox
 * (docs/authentication.md#the-journey-of-a-second-device-with-a-password). A passkey, which
 * needs no email, is the link beside it.
 */
export function HomeSignInForm() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const submit = useSubmit(() => t.login.email.invalid);
  return (
    <>
      <SubmitForm
        noValidate
        submit={submit}
        action={async () => {
          const typed = email.trim();
          if (!LOOKS_LIKE_EMAIL.test(typed)) throw new Error('not an email address');
          rememberTypedEmail(typed);
          goTo(signInUrl('/inbox', typed));
        }}
        submitLabel={t.login.email.submit}
      >
        <EmailField
          value={email}
          onValueChange={setEmail}
          field={submit.field}
          autoComplete="username"
        />
      </SubmitForm>
      <p>
        <a href={signInUrl('/inbox')}>{t.home.withPasskey}</a>
      </p>
    </>
  );
}
