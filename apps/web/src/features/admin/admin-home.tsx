'use client';

import { FlowProblem } from '../../components/flow-problem';
import { useI18n } from '../../i18n/i18n-provider';
import { useAppSession } from '../../lib/session/use-app-session';
import { CreateOrganizationForm } from './create-organization-form';
import { OrganizationList } from './organization-list';

const RETURN_TO = '/admin';

/** /admin: the organizations the signed-in person works for, and a new one. */
export function AdminHome() {
  const { t } = useI18n();
  const session = useAppSession(RETURN_TO);
  if (session.signedOut) return <p className="muted">{t.admin.signInRedirect}</p>;
  if (session.status === 'loading') return <p className="muted">{t.admin.loading}</p>;
  if (session.status === 'failed') return <FlowProblem kind={null} error={session.error} />;
  return (
    <div className="admin">
      <h1>{t.admin.title}</h1>
      <p className="lead">{t.admin.home.intro}</p>
      <OrganizationList />
      <CreateOrganizationForm returnTo={RETURN_TO} />
    </div>
  );
}
