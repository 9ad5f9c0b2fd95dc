'use client';

import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/use-i18n';
import { CreateOrganizationForm } from './create-organization-form';
import { OrganizationList } from './organization-list';

const RETURN_TO = '/admin';

/** /admin: the organizations the signed-in person works for, and a new one. */
export function AdminHome() {
  const { t } = useI18n();
  return (
    <SessionGate
      returnTo={RETURN_TO}
      signInText={t.admin.signInRedirect}
      loadingText={t.admin.loading}
    >
      {(session) => (
        <div className="admin">
          <h1>{t.admin.title}</h1>
          <p className="lead">{t.admin.home.intro}</p>
          <OrganizationList />
          <CreateOrganizationForm returnTo={RETURN_TO} acr={session.acr} />
        </div>
      )}
    </SessionGate>
  );
}
