'use client';

import { useI18n } from '../../i18n/use-i18n';

const EXPLAINED_SCOPES = ['openid', 'tos', 'privacy_policy'] as const;
type ExplainedScope = (typeof EXPLAINED_SCOPES)[number];

function isExplained(scope: string): scope is ExplainedScope {
  return (EXPLAINED_SCOPES as readonly string[]).includes(scope);
}

/**
 * What the relying party receives, scope by scope, in plain words (docs/oidc.md#consent):
 * the ID token's claims for `openid`, the acceptance for each legal scope, and what it
 * never receives.
 */
export function ConsentSharedData({
  clientName,
  scopes,
}: {
  clientName: string;
  scopes: string[];
}) {
  const { t } = useI18n();
  const texts = t.accountPages.consent;
  return (
    <section aria-labelledby="consent-shared-title" data-testid="consent-shared">
      <h2 id="consent-shared-title">{texts.sharedHeading(clientName)}</h2>
      <ul>
        {scopes.filter(isExplained).map((scope) => (
          <li key={scope} data-scope={scope}>
            {texts.shared[scope]}
          </li>
        ))}
      </ul>
      <p>{texts.notShared}</p>
    </section>
  );
}
