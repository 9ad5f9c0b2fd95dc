'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import type { ApiOutputs } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolmentForm } from './totp-enrolment-form';

type TotpEnrolment = ApiOutputs['totp']['startTotpEnrolment'];

type TotpPhase =
  | { name: 'idle'; done: boolean }
  | { name: 'enrolling'; enrolment: TotpEnrolment }
  | { name: 'recovery-codes'; codes: string[] };

/**
 * Set up an authenticator app: scan, confirm with a first code, keep the recovery codes.
 * When the account already has a method this session did not use, the app would replace the
 * person's own: the way is to confirm with that method first (canAddMethods false).
 */
export function TotpSection({
  identityId,
  canAddMethods,
}: {
  identityId: string;
  canAddMethods: boolean;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const startTotpEnrolment = useMutation(trpc.totp.startTotpEnrolment.mutationOptions());
  const [phase, setPhase] = useState<TotpPhase>({ name: 'idle', done: false });
  const start = useSubmit((error) => describeApiError(error, t));
  return (
    <section className="card" aria-labelledby="totp-title">
      <h2 id="totp-title">{t.account.totp.heading}</h2>
      {phase.name === 'enrolling' ? (
        <TotpEnrolmentForm
          identityId={identityId}
          enrolment={phase.enrolment}
          onConfirmed={(codes) => {
            setPhase({ name: 'recovery-codes', codes });
          }}
          onCancel={() => {
            setPhase({ name: 'idle', done: false });
          }}
        />
      ) : phase.name === 'recovery-codes' ? (
        <RecoveryCodes
          codes={phase.codes}
          onSaved={() => {
            // Shown once: the codes leave the page's memory here.
            setPhase({ name: 'idle', done: true });
          }}
        />
      ) : (
        <>
          <LiveMessage tone="success">{phase.done ? t.account.totp.done : null}</LiveMessage>
          <p>{t.account.totp.intro}</p>
          <p className="hint">{t.account.totp.replaceWarning}</p>
          <LiveMessage tone="error">{start.error}</LiveMessage>
          {canAddMethods ? null : <p className="hint">{t.account.raise.methodsNeedLevel}</p>}
          <button
            type="button"
            disabled={start.busy || !canAddMethods}
            onClick={() => {
              void start.run(async () => {
                const enrolment = await startTotpEnrolment.mutateAsync({ id: identityId });
                setPhase({ name: 'enrolling', enrolment });
              });
            }}
          >
            {t.account.totp.start}
          </button>
        </>
      )}
    </section>
  );
}
