'use client';

import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import { ONE_TIME_CODE_INPUT } from '../../lib/one-time-code-input';
import { useCountdown } from '../../lib/use-countdown';
import { codeMetadata, SecretStepForm } from './secret-step-form';
import { stepErrorMessage } from './step-error-message';
import type { CodeDelivery } from './use-login-flow';

type EmailedCodeStepProps = {
  email: string;
  delivery: CodeDelivery;
  resendCode: () => Promise<void>;
  perform: (metadata: unknown) => Promise<void>;
};

export function EmailedCodeStep({ email, delivery, resendCode, perform }: EmailedCodeStepProps) {
  const { t } = useI18n();
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState(false);
  const resendSeconds = useCountdown(delivery.resendAt);
  return (
    <>
      <SecretStepForm
        method="identity:emailed_code"
        label={t.login.emailedCode.label}
        hint={codeWasSent(delivery) ? t.login.emailedCode.sent(email) : undefined}
        input={ONE_TIME_CODE_INPUT}
        submitLabel={t.login.emailedCode.submit}
        toMetadata={codeMetadata}
        perform={perform}
      />
      <DeliveryNotice delivery={delivery} resent={resent} />
      <button
        type="button"
        className="secondary"
        disabled={sending || resendSeconds > 0}
        onClick={() => {
          setSending(true);
          void resendCode().finally(() => {
            setSending(false);
            setResent(true);
          });
        }}
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
