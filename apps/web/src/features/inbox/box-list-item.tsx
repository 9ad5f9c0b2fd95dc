'use client';

import { useI18n } from '../../i18n/use-i18n';
import { formatDateTime } from '../../lib/format-date';
import type { Box } from '../../lib/trpc/procedure-types';

export function BoxListItem({
  box,
  lastActivity,
  readable,
}: {
  box: Box;
  lastActivity: string;
  /** Whether this browser keeps the box's key; undefined until the keyring is read. */
  readable: boolean | undefined;
}) {
  const { t, locale } = useI18n();
  return (
    <li className="box-list-item">
      <a href={`/boxes/${box.id}`} className="box-list-title">
        {box.title}
      </a>
      {box.unread_count ? (
        <span className="unread-badge" data-testid="unread-badge">
          {t.live.inbox.unread(box.unread_count)}
        </span>
      ) : null}
      <p className="muted">
        {/* The organization that opened the box, never the staff person (docs/boxes.md). */}
        {t.boxes.inbox.from(box.owner_organization.name)} ·{' '}
        {t.boxes.inbox.lastActivity(formatDateTime(lastActivity, locale))}
      </p>
      {readable === undefined ? null : (
        <p className={readable ? 'badge badge-ok' : 'badge'}>
          {readable ? t.boxes.inbox.readableHere : t.boxes.inbox.lockedHere}
        </p>
      )}
    </li>
  );
}
