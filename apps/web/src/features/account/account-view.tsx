'use client';

import { FlowProblem } from '../../components/flow-problem';
import { useI18n } from '../../i18n/i18n-provider';
import { PasskeysSection } from './passkeys-section';
import { MfaRequirementSection } from './mfa-requirement-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionSummary } from './session-summary';
import { SignOutButton } from './sign-out-button';
import { TotpSection } from './totp-section';
import { useAppSession } from '../../lib/session/use-app-session';

const RETURN_TO = '/account';

/** The signed-in person's security settings. */
export function AccountView() {
  const { t } = useI18n();
  const session = useAppSession(RETURN_TO);
  if (session.signedOut) return <p className="muted">{t.account.signInRedirect}</p>;
  if (session.status === 'loading') return <p className="muted">{t.account.loading}</p>;
  if (session.status === 'failed') return <FlowProblem kind={null} error={session.error} />;
  const identityId = session.data.identity_id;
  return (
    <>
      <div className="page-title">
        <h1>{t.account.title}</h1>
        <SignOutButton />
      </div>
      <SessionSummary session={session.data} />
      <ProfileSection identityId={identityId} />
      <PasswordSection session={session.data} onCreated={session.reload} />
      <TotpSection identityId={identityId} />
      <PasskeysSection identityId={identityId} />
      <MfaRequirementSection identityId={identityId} />
    </>
  );
}
