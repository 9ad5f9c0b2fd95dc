'use client';

import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import type { ClientSummary, LegalScope } from '../../lib/trpc/procedure-types';

type LegalScopeCheckboxProps = {
  scope: LegalScope;
  client: ClientSummary;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** One document to agree to, with a link to read it at the client's address. */
export function LegalScopeCheckbox(props: LegalScopeCheckboxProps) {
  const { scope, client, checked, onChange } = props;
  const { t } = useI18n();
  const id = useId();
  const texts = t.consent.scopes[scope];
  const documentUri = scope === 'tos' ? client.tos_uri : client.policy_uri;
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <div>
        <label htmlFor={id}>{texts.label(client.name)}</label>
        {documentUri && isWebAddress(documentUri) ? (
          <a href={documentUri} target="_blank" rel="noopener noreferrer" className="document-link">
            {texts.link} <span className="visually-hidden">{t.common.opensInNewTab}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** Registered client URIs are http(s); anything else is not worth a link. */
function isWebAddress(uri: string): boolean {
  return /^https?:\/\//i.test(uri);
}
