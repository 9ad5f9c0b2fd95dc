'use client';

import { useQuery } from '@tanstack/react-query';
import { LiveMessage } from '../../components/live-message';
import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { describeAdminError } from './admin-errors';
import { BoxesSection } from './boxes-section';
import { ClientsSection } from './clients-section';
import { CreateBoxSection } from './create-box-section';
import { DatatagsSection } from './datatags-section';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { MembersSection } from './members-section';
import { useInviteAccessRequesters } from './use-invite-access-requesters';
import { WebhooksSection } from './webhooks-section';

/** /admin/organizations/<oid>: one organization's staff, datatags, boxes and clients. */
export function OrganizationDashboard({ oid }: { oid: string }) {
  const { t } = useI18n();
  const returnTo = `/admin/organizations/${encodeURIComponent(oid)}`;
  return (
    <SessionGate
      returnTo={returnTo}
      signInText={t.admin.signInRedirect}
      loadingText={t.admin.loading}
    >
      {(session) => (
        <OrganizationView oid={oid} identityId={session.identity_id} returnTo={returnTo} />
      )}
    </SessionGate>
  );
}

function OrganizationView({
  oid,
  identityId,
  returnTo,
}: {
  oid: string;
  identityId: string;
  returnTo: string;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const organization = useQuery(trpc.organizations.getOrganization.queryOptions({ oid }));
  const staff = useQuery(trpc.organizations.listStaffOrganizations.queryOptions({}));
  // This browser holds the keys of the boxes it created: it lets in those who asked for them.
  const letIn = useInviteAccessRequesters(identityId, oid);
  const back = (
    <p className="admin-back">
      <a href="/admin">← {t.admin.organization.back}</a>
    </p>
  );
  // The role decides which sections offer what: wait for it too.
  if (organization.isPending || staff.isPending) {
    return (
      <div className="admin">
        {back}
        <p className="muted">{t.admin.loading}</p>
      </div>
    );
  }
  if (organization.isError) {
    const { error } = organization;
    const requiredAcr = error.requiredAcr;
    const refused = error.status === 403 || error.status === 400;
    return (
      <div className="admin">
        {back}
        <h1>{t.admin.title}</h1>
        {requiredAcr !== null ? (
          <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo={returnTo} offerSetup />
        ) : (
          <LiveMessage tone="error">
            {refused ? t.admin.organization.forbidden : describeAdminError(error, t)}
          </LiveMessage>
        )}
      </div>
    );
  }
  const role = staff.data?.find((entry) => entry.id === oid)?.role ?? null;
  const isAdmin = role === 'admin';
  return (
    <div className="admin">
      {back}
      <div className="page-title">
        <h1>{organization.data.name}</h1>
        {role ? (
          <span className={`admin-role admin-role-${role}`}>
            {t.admin.organization.yourRole(t.admin.roles[role])}
          </span>
        ) : null}
      </div>
      <p className="muted admin-id">
        {t.admin.organization.idLabel}: <code>{organization.data.id}</code>
      </p>
      {letIn.data ? (
        <LiveMessage tone="success">
          {t.admin.organization.accessRequestsInvited(letIn.data)}
        </LiveMessage>
      ) : null}
      <div className="admin-grid">
        {/* A box needs a datatag: the datatags come first. */}
        <DatatagsSection oid={oid} />
        <CreateBoxSection oid={oid} identityId={identityId} />
        <BoxesSection oid={oid} />
        <MembersSection oid={oid} identityId={identityId} isAdmin={isAdmin} />
        <ClientsSection oid={oid} isAdmin={isAdmin} />
        <WebhooksSection oid={oid} isAdmin={isAdmin} />
      </div>
    </div>
  );
}
