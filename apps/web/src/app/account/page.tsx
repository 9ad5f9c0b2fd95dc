import { AccountView } from '../../features/account/account-view';
import { localizedTitle } from '../../i18n/server-i18n';

export const generateMetadata = localizedTitle((t) => t.account.title);

export default function AccountPage() {
  return <AccountView />;
}
