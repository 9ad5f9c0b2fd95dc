'use client';

import type { ReactNode } from 'react';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { acrOf, type Amr } from '../../lib/amr';
import { ONE_TIME_CODE_INPUT } from '../../lib/one-time-code-input';
import { EmailedCodeStep } from './emailed-code-step';
import { MethodAlternatives, methodAlternatives } from './method-alternatives';
import { anotherAccountHref, NoWayForward, useSignInReturn } from './no-way-forward';
import { PasskeyStep } from './passkey-step';
import { PasswordStep } from './password-step';
import { codeMetadata, SecretStepForm } from './secret-step-form';
import type { ActiveStep, Identified, LoginFlow } from './use-login-flow';

type MethodStepProps = { identified: Identified; flow: LoginFlow; ownClient: boolean };
type ActiveStepProps = {
  identified: Identified & { step: ActiveStep };
  flow: LoginFlow;
  hasOtherMethods: boolean;
  anotherAccount: ReactNode;
};

/**
 * The current method, the progress towards the required level, and the other ways; when
 * there is no other way, what is left (no-way-forward.tsx), never a dead end.
 */
export function MethodStep({ identified, flow, ownClient }: MethodStepProps) {
  const { t } = useI18n();
  const { step, email, performed, requiredAcr, carried } = identified;
  const beside = step === null ? null : besideMethod(step.method, identified);
  const stuck =
    step === null ||
    methodAlternatives(step.method, identified.availableAmrs, performed).length === 0;
  const noWayForward = stuck && (carried || step?.method !== 'identity:emailed_code');
  return (
    <section aria-labelledby="step-title">
      <p className="identity-line">
        <span>{t.login.signingInAs(email)}</span>{' '}
        {/* A step-up's identity is the session's: another one is a new sign-in (below). */}
        {carried ? null : (
          <button type="button" className="link" onClick={flow.changeEmail}>
            {t.login.changeEmail}
          </button>
        )}
      </p>
      {requiredAcr > 1 ? (
        <p className="progress">{t.login.progress(acrOf(performed), requiredAcr)}</p>
      ) : null}
      {step === null ? null : (
        <>
          <h2 id="step-title">{stepHeading(step, t)}</h2>
          <StepForm
            identified={{ ...identified, step }}
            flow={flow}
            hasOtherMethods={!stuck}
            anotherAccount={
              noWayForward ? null : (
                <AnotherAccount carried={carried} ownClient={ownClient} flow={flow} />
              )
            }
          />
          {beside === null ? null : <AppCodeBeside flow={flow} />}
          <MethodAlternatives
            current={step.method}
            shown={beside}
            available={identified.availableAmrs}
            performed={performed}
            chooseMethod={flow.chooseMethod}
          />
        </>
      )}
      {noWayForward ? <NoWayForward identified={identified} ownClient={ownClient} /> : null}
    </section>
  );
}

/**
 * The app's code beside the passkey: the passkey may be on another device, and the app is
 * then what the person has at hand, without first choosing it among the other ways.
 */
function besideMethod(current: Amr, identified: Identified): Amr | null {
  const { availableAmrs, performed } = identified;
  return current === 'webauthn:webauthn' &&
    methodAlternatives(current, availableAmrs, performed).includes('totp:totp')
    ? 'totp:totp'
    : null;
}

function AppCodeBeside({ flow }: { flow: LoginFlow }) {
  const { t } = useI18n();
  return (
    <section className="beside-method" aria-labelledby="beside-title">
      <h3 id="beside-title">{t.login.totp.besidePasskey}</h3>
      <TotpForm
        perform={(metadata) => flow.performOther('totp:totp', metadata)}
        autoFocus={false}
      />
    </section>
  );
}

function TotpForm({
  perform,
  autoFocus = true,
}: {
  perform: (metadata: unknown) => Promise<void>;
  autoFocus?: boolean;
}) {
  const { t } = useI18n();
  return (
    <SecretStepForm
      method="totp:totp"
      label={t.login.totp.label}
      hint={t.login.totp.hint}
      input={{ ...ONE_TIME_CODE_INPUT, autoFocus }}
      submitLabel={t.login.totp.submit}
      submitsWhenComplete
      toMetadata={codeMetadata}
      perform={perform}
    />
  );
}

function stepHeading(step: ActiveStep, t: Dictionary): string {
  switch (step.method) {
    case 'identity:emailed_code':
      return t.login.emailedCode.heading;
    case 'identity:prehashed_password':
      return t.login.password.heading;
    case 'totp:totp':
      return t.login.totp.heading;
    case 'totp:recovery':
      return t.login.recovery.heading;
    case 'webauthn:webauthn':
      return t.login.passkey.heading;
  }
}

/** A recovery code is copied from where it was kept: capitals, no spelling help, no autofill. */
const RECOVERY_CODE_INPUT = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 64,
} as const;

/**
 * Another account, for the emailed code's lockout: before any step the email can simply be
 * changed; a step-up's identity is fixed, so another one is a new sign-in (own pages only).
 */
function AnotherAccount({
  carried,
  ownClient,
  flow,
}: {
  carried: boolean;
  ownClient: boolean;
  flow: LoginFlow;
}) {
  const { t } = useI18n();
  const returnTo = useSignInReturn();
  if (!carried) {
    return (
      <button type="button" className="link" onClick={flow.changeEmail}>
        {t.signin.codeLockout.anotherAccount}
      </button>
    );
  }
  return ownClient ? (
    <a href={anotherAccountHref(returnTo)}>{t.signin.codeLockout.anotherAccount}</a>
  ) : null;
}

function StepForm({ identified, flow, hasOtherMethods, anotherAccount }: ActiveStepProps) {
  const { t } = useI18n();
  const { step } = identified;
  switch (step.method) {
    case 'identity:emailed_code':
      return (
        <EmailedCodeStep
          email={identified.email}
          delivery={step.delivery ?? { resendAt: 0, problem: null }}
          resendCode={flow.resendCode}
          perform={flow.perform}
          hasOtherMethods={hasOtherMethods}
          anotherAccount={anotherAccount}
        />
      );
    case 'identity:prehashed_password':
      return (
        <PasswordStep email={identified.email} prepare={flow.prepare} perform={flow.perform} />
      );
    case 'totp:totp':
      return <TotpForm perform={flow.perform} />;
    case 'totp:recovery':
      return (
        <SecretStepForm
          method="totp:recovery"
          label={t.login.recovery.label}
          hint={t.login.recovery.hint}
          input={RECOVERY_CODE_INPUT}
          submitLabel={t.login.recovery.submit}
          toMetadata={(typed) => ({ recovery_code: typed.trim() })}
          perform={flow.perform}
        />
      );
    case 'webauthn:webauthn':
      return <PasskeyStep prepare={flow.prepare} perform={flow.perform} />;
  }
}
