import { ProvisionsView } from '../../features/provisions/provisions-view';
import { localizedTitle } from '../../i18n/server-i18n';
import '../boxes.css';

export const generateMetadata = localizedTitle((t) => t.keys.provisions.pageTitle);

export default function ProvisionsPage() {
  return <ProvisionsView />;
}
