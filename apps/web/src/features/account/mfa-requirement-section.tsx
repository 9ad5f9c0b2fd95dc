'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { FormFeedback } from '../../components/form-feedback';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { SelectField } from '../../components/select-field';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import type { Identity } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import { useSingleFlight } from '../../lib/use-single-flight';

type MfaMethod = Identity['mfa_method'];

const METHODS: readonly MfaMethod[] = ['disabled', 'totp', 'webauthn'];

/**
 * The identity's own required level (docs/authentication.md: 1, or 2 with an mfa_method). Turning it
 * on needs the method set up (409); turning it off needs level 2, so that a session signed
 * in with the email code alone cannot remove the second method.
 */
export function MfaRequirementSection({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const identity = useQuery(trpc.identities.getIdentity.queryOptions({ id: identityId }));
  return (
    <section className="card" aria-labelledby="mfa-title">
      <h2 id="mfa-title">{t.account.mfa.heading}</h2>
      <p>{t.account.mfa.intro}</p>
      {identity.isSuccess ? (
        <MfaRequirementForm identityId={identityId} current={identity.data.mfa_method} />
      ) : identity.isError ? (
        <LiveMessage tone="error">{describeApiError(identity.error, t)}</LiveMessage>
      ) : (
        <p className="muted">{t.common.loading}</p>
      )}
    </section>
  );
}

function MfaRequirementForm({ identityId, current }: { identityId: string; current: MfaMethod }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<MfaMethod>(current);
  const saving = useSingleFlight();
  const update = useMutation(
    trpc.identities.updateIdentity.mutationOptions({
      onSuccess: () =>
        refreshAfterWrite(queryClient, { queryKey: trpc.identities.getIdentity.queryKey() }),
    }),
  );
  const { error } = update;
  const requiredAcr = error?.requiredAcr ?? null;
  if (requiredAcr !== null) {
    return <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo="/account" />;
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Its failure is shown from `update.error`.
        void saving.run(() =>
          update.mutateAsync({ id: identityId, mfa_method: method }).catch(() => undefined),
        );
      }}
    >
      <SelectField
        label={t.account.mfa.label}
        value={method}
        onChange={(event) => {
          setMethod(event.target.value as MfaMethod);
        }}
      >
        {METHODS.map((option) => (
          <option key={option} value={option}>
            {t.account.mfa.options[option]}
          </option>
        ))}
      </SelectField>
      <FormFeedback
        error={
          error?.status === 409
            ? t.account.mfa.notConfigured
            : error
              ? describeApiError(error, t)
              : null
        }
        news={update.isSuccess ? t.account.mfa.saved : null}
      />
      <button type="submit" disabled={saving.busy}>
        {t.account.mfa.save}
      </button>
    </form>
  );
}
