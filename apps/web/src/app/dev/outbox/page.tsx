import { notFound } from 'next/navigation';
import { getEnv } from '@coffer/env';
import { OutboxList } from '../../../features/dev-outbox/outbox-list';
import { localizedTitle } from '../../../i18n/server-i18n';

export const dynamic = 'force-dynamic';

export const generateMetadata = localizedTitle((t) => t.outbox.title);

/**
 * Only where mail is kept instead of sent (MAIL_OUTBOX), like GET /api/dev/outbox:
 * elsewhere the page does not exist.
 */
export default function DevOutboxPage() {
  if (!getEnv().mailOutbox) notFound();
  return <OutboxList />;
}
