'use client';

import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/use-i18n';
import { PasskeysSection } from './passkeys-section';
import { MfaRequirementSection } from './mfa-requirement-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionSummary } from './session-summary';
import { SessionsSection } from './sessions-section';
import { DeleteAccountSection } from './delete-account-section';
import { SignOutButton } from './sign-out-button';
import { TotpSection } from './totp-section';
import { KeyStorageSection } from '../keys/key-storage-section';

/** The signed-in person's security settings. */
export function AccountView() {
  const { t } = useI18n();
  return (
    <SessionGate
      returnTo="/account"
      signInText={t.account.signInRedirect}
      loadingText={t.account.loading}
    >
      {(session) => (
        <>
          <div className="page-title">
            <h1>{t.account.title}</h1>
            <SignOutButton identityId={session.identity_id} />
          </div>
          <SessionSummary session={session} />
          <SessionsSection identityId={session.identity_id} />
          <ProfileSection identityId={session.identity_id} />
          <PasswordSection session={session} />
          <TotpSection
            identityId={session.identity_id}
            canAddMethods={session.acr >= session.account_acr}
          />
          <PasskeysSection
            identityId={session.identity_id}
            canAddMethods={session.acr >= session.account_acr}
          />
          <KeyStorageSection session={session} />
          <MfaRequirementSection identityId={session.identity_id} />
          <DeleteAccountSection identityId={session.identity_id} />
        </>
      )}
    </SessionGate>
  );
}
