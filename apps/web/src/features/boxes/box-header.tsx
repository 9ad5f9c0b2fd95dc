'use client';

import { useI18n } from '../../i18n/i18n-provider';
import { formatDate } from '../../lib/format-date';
import type { Box } from '../../lib/trpc/procedure-types';

export function BoxHeader({ box }: { box: Box }) {
  const { t, locale } = useI18n();
  return (
    <header className="box-header">
      <h1>{box.title}</h1>
      <p className="muted">
        {t.boxes.box.about(box.datatag_subject)} ·{' '}
        {t.boxes.box.openedBy(box.creator.display_name, formatDate(box.server_created_at, locale))}
      </p>
      <p className="box-access">{t.boxes.box.accessMode[box.access_mode]}</p>
    </header>
  );
}
