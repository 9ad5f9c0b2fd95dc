'use client';

import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ClientBadge } from '../../components/client-badge';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { goTo, postTo } from '../../lib/navigation';
import type { ApiOutputs, LegalScope } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';
import { ConsentSharedData } from './consent-shared-data';
import { LegalScopeCheckbox } from './legal-scope-checkbox';
import { SwitchAccountButton } from './switch-account-button';

type ConsentInfo = ApiOutputs['auth']['getConsentInfo'];
/** Where the browser goes next; with form_post, the fields are POSTed there. */
type RedirectAnswer = ApiOutputs['auth']['giveConsent'];

type ConsentFormProps = { consentChallenge: string; info: ConsentInfo };

/**
 * Every requested legal scope must be ticked to accept (docs/authentication.md); declining sends the
 * person back to the client, which hears access_denied.
 */
export function ConsentForm({ consentChallenge, info }: ConsentFormProps) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const giveConsent = useMutation(trpc.auth.giveConsent.mutationOptions());
  const refuseConsent = useMutation(trpc.auth.refuseConsent.mutationOptions());
  const [accepted, setAccepted] = useState<ReadonlySet<LegalScope>>(new Set());
  const [missingChoice, setMissingChoice] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const submit = useSubmit((error) => describeApiError(error, t));
  const errorId = useId();
  const { client } = info;
  const allAccepted = info.legal_scopes.every((scope) => accepted.has(scope));

  function follow(answer: RedirectAnswer): void {
    setLeaving(true);
    if (answer.form_post) postTo(answer.redirect_to, answer.form_post);
    else goTo(answer.redirect_to);
  }

  if (leaving) return <LiveMessage tone="info">{t.consent.redirecting(client.name)}</LiveMessage>;
  return (
    <section className="card narrow" aria-labelledby="consent-title">
      <h1 id="consent-title">{t.consent.heading(client.name)}</h1>
      <ClientBadge client={client} caption={t.consent.signedInAs(info.identity.identifier_value)} />
      <ConsentSharedData clientName={client.name} scopes={info.scope} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!allAccepted) {
            setMissingChoice(true);
            event.currentTarget
              .querySelector<HTMLInputElement>('input[type="checkbox"]:not(:checked)')
              ?.focus();
            return;
          }
          void submit.run(async () => {
            follow(
              await giveConsent.mutateAsync({
                consent_challenge: consentChallenge,
                identity_id: info.identity.id,
                consented_scopes: info.legal_scopes,
              }),
            );
          });
        }}
      >
        {info.legal_scopes.length > 0 ? (
          <fieldset aria-describedby={missingChoice && !allAccepted ? errorId : undefined}>
            <legend>{t.consent.intro}</legend>
            {info.legal_scopes.map((scope) => (
              <LegalScopeCheckbox
                key={scope}
                scope={scope}
                client={client}
                checked={accepted.has(scope)}
                onChange={(checked) => {
                  const next = new Set(accepted);
                  if (checked) next.add(scope);
                  else next.delete(scope);
                  setAccepted(next);
                }}
              />
            ))}
          </fieldset>
        ) : (
          <p>{t.consent.noLegalScopes(client.name)}</p>
        )}
        <LiveMessage tone="error" id={errorId}>
          {missingChoice && !allAccepted ? t.consent.mustAcceptAll : submit.error}
        </LiveMessage>
        <div className="actions">
          <button type="submit" disabled={submit.busy}>
            {t.consent.accept}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={submit.busy}
            onClick={() => {
              void submit.run(async () => {
                follow(await refuseConsent.mutateAsync({ consent_challenge: consentChallenge }));
              });
            }}
          >
            {t.consent.decline}
          </button>
        </div>
      </form>
      <SwitchAccountButton
        consentChallenge={consentChallenge}
        email={info.identity.identifier_value}
        disabled={submit.busy}
      />
    </section>
  );
}
