import { isDevOutboxAvailable } from '@coffer/api';
import { notFound } from 'next/navigation';
import { getEnv } from '@coffer/env';
import { OutboxList } from '../../../features/dev-outbox/outbox-list';
import { localizedTitle } from '../../../i18n/server-i18n';

export const dynamic = 'force-dynamic';

export const generateMetadata = localizedTitle((t) => t.outbox.title);

/**
 * Development only, like GET /api/dev/outbox: with SMTP_URL set, or in production, the
 * page does not exist.
 */
export default function DevOutboxPage() {
  if (!isDevOutboxAvailable(getEnv())) notFound();
  return <OutboxList />;
}
