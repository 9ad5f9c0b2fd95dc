import { OrganizationDashboard } from '../../../../features/admin/organization-dashboard';
import { localizedTitle } from '../../../../i18n/server-i18n';

export const generateMetadata = localizedTitle((t) => t.admin.title);

export default async function OrganizationPage({ params }: { params: Promise<{ oid: string }> }) {
  const { oid } = await params;
  return <OrganizationDashboard oid={oid} />;
}
