import { AdminHome } from '../../features/admin/admin-home';
import { localizedTitle } from '../../i18n/server-i18n';

export const generateMetadata = localizedTitle((t) => t.admin.title);

export default function AdminPage() {
  return <AdminHome />;
}
