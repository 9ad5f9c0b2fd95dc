'use client';

import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/use-i18n';
import { formatDate } from '../../lib/format-date';
import { useTRPC } from '../../lib/trpc/trpc';
import { requiredAcrOf } from '../../lib/describe-api-error';
import { AdminList } from './admin-list';

/** The organizations the person is on the staff of, with their role. */
export function OrganizationList() {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const organizations = useQuery(trpc.organizations.listStaffOrganizations.queryOptions({}));
  return (
    <section className="card" aria-labelledby="organizations-title">
      <h2 id="organizations-title">{t.admin.home.listHeading}</h2>
      <AdminList
        query={organizations}
        labelledBy="organizations-title"
        emptyText={t.admin.home.none}
        renderError={(error) =>
          requiredAcrOf(error) !== null ? (
            <p className="muted">{t.admin.home.listNeedsLevel}</p>
          ) : null
        }
      >
        {(organization) => (
          <li key={organization.id}>
            <div className="admin-item-text">
              <a href={`/admin/organizations/${organization.id}`}>
                <strong>{organization.name}</strong>
              </a>
              <br />
              <span className="muted">{formatDate(organization.created_at, locale)}</span>
            </div>
            <span className={`admin-role admin-role-${organization.role}`}>
              {t.admin.home.roleLabel(t.admin.roles[organization.role])}
            </span>
          </li>
        )}
      </AdminList>
    </section>
  );
}
