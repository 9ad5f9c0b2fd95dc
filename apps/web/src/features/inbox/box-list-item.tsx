'use client';

import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-provider';
import { recallBoxSecretKey } from '../../lib/box-keyring';
import { formatDateTime } from '../../lib/format-date';
import type { Box } from '../../lib/trpc/outputs';

export function BoxListItem({
  box,
  identityId,
  lastActivity,
}: {
  box: Box;
  identityId: string;
  lastActivity: string;
}) {
  const { t, locale } = useI18n();
  const readable = useQuery({
    queryKey: ['box-key-remembered', identityId, box.id],
    queryFn: async () => (await recallBoxSecretKey(identityId, box.id)) !== null,
  });
  return (
    <li className="box-list-item">
      <a href={`/boxes/${box.id}`} className="box-list-title">
        {box.title}
      </a>
      <p className="muted">
        {t.boxes.inbox.from(box.creator.display_name)} ·{' '}
        {t.boxes.inbox.lastActivity(formatDateTime(lastActivity, locale))}
      </p>
      {readable.data === undefined ? null : (
        <p className={readable.data ? 'badge badge-ok' : 'badge'}>
          {readable.data ? t.boxes.inbox.readableHere : t.boxes.inbox.lockedHere}
        </p>
      )}
    </li>
  );
}
