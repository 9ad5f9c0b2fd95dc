import { InboxView } from '../../features/inbox/inbox-view';
import { localizedTitle } from '../../i18n/server-i18n';
import '../boxes.css';

export const generateMetadata = localizedTitle((t) => t.boxes.inbox.title);

export default function InboxPage() {
  return <InboxView />;
}
