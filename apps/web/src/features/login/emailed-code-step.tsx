'use client';

import { useState, type ReactNode } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { ONE_TIME_CODE_INPUT } from '../../lib/one-time-code-input';
import { useCountdown } from '../../lib/use-countdown';
import { CodeLockout } from './code-lockout';
import { useMailOutbox } from './mail-outbox';
import { codeMetadata, SecretStepForm } from './secret-step-form';
import { stepErrorMessage } from './step-error-message';
import type { CodeDelivery } from './use-login-flow';

type EmailedCodeStepProps = {
  email: string;
  delivery: CodeDelivery;
  resendCode: () => Promise<void>;
  perform: (metadata: unknown) => Promise<void>;
  /** Whether other methods are listed below the step (said by the lockout notice). */
  hasOtherMethods: boolean;
  /** The way to another account the lockout notice offers, when the page has none already. */
  anotherAccount: ReactNode;
};

export function EmailedCodeStep(props: EmailedCodeStepProps) {
  const { email, delivery, resendCode, perform } = props;
  const { t } = useI18n();
  const outbox = useMailOutbox();
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState(false);
  // A lock met by a wrong code; one met by asking for a code is in `delivery`.
  const [performLock, setPerformLock] = useState<number | null>(null);
  const resendSeconds = useCountdown(delivery.resendAt);
  const lockedUntil = performLock ?? (isLocked(delivery.problem) ? delivery.resendAt : null);
  const resend = () => {
    setSending(true);
    void resendCode().finally(() => {
      setSending(false);
      setResent(true);
      setPerformLock(null);
    });
  };
  if (lockedUntil !== null) {
    return (
      <CodeLockout
        lockedUntil={lockedUntil}
        sending={sending}
        hasOtherMethods={props.hasOtherMethods}
        resend={resend}
        anotherAccount={props.anotherAccount}
      />
    );
  }
  return (
    <>
      <SecretStepForm
        method="identity:emailed_code"
        label={t.login.emailedCode.label}
        hint={
          codeWasSent(delivery)
            ? (outbox ? t.login.emailedCode.keptInOutbox : t.login.emailedCode.sent)(email)
            : undefined
        }
        input={ONE_TIME_CODE_INPUT}
        submitLabel={t.login.emailedCode.submit}
        submitsWhenComplete
        toMetadata={codeMetadata}
        perform={async (metadata) => {
          try {
            await perform(metadata);
          } catch (failure) {
            if (isLocked(failure))
              setPerformLock(Date.now() + (failure.retryAfterSeconds ?? 60) * 1000);
            throw failure;
          }
        }}
      />
      {outbox ? (
        <p>
          <a href="/dev/outbox" target="_blank" rel="noopener">
            {t.login.emailedCode.openOutbox}
          </a>
        </p>
      ) : null}
      <DeliveryNotice delivery={delivery} resent={resent} />
      <button
        type="button"
        className="secondary"
        disabled={sending || resendSeconds > 0}
        onClick={resend}
      >
        {resendSeconds > 0
          ? t.login.emailedCode.resendIn(t.common.duration(resendSeconds))
          : t.login.emailedCode.resend}
      </button>
    </>
  );
}

/** How the last request for a code went: sent again, sent moments ago, locked, failed. */
function DeliveryNotice({ delivery, resent }: { delivery: CodeDelivery; resent: boolean }) {
  const { t } = useI18n();
  const { problem } = delivery;
  if (problem === null) {
    return <LiveMessage tone="info">{resent ? t.login.emailedCode.resent : null}</LiveMessage>;
  }
  if (codeWasSent(delivery)) {
    return <LiveMessage tone="info">{t.login.emailedCode.sentRecently}</LiveMessage>;
  }
  return (
    <LiveMessage tone="error">
      {problem.status === 503
        ? t.login.errors.sendFailed
        : stepErrorMessage(problem, 'identity:emailed_code', t)}
    </LiveMessage>
  );
}

/** A code is waiting in the mailbox: just sent, or sent moments before (the 429 of a resend). */
function codeWasSent({ problem }: CodeDelivery): boolean {
  return problem === null || (problem.status === 429 && problem.detail('metadata') !== 'locked');
}

/** 429 `locked` (docs/authentication.md): the code is burnt and none is mailed until then. */
function isLocked(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429 && error.detail('metadata') === 'locked';
}
