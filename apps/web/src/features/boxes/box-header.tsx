'use client';

import { useI18n } from '../../i18n/use-i18n';
import { formatDate } from '../../lib/format-date';
import type { Box } from '../../lib/trpc/procedure-types';

/**
 * The box's title, data subject and who opened it, in the reader's words (docs/boxes.md:
 * owner_organization): the organization, as on its messages; its staff also read the person.
 */
export function BoxHeader({ box, showStaffPerson }: { box: Box; showStaffPerson: boolean }) {
  const { t, locale } = useI18n();
  const organization = box.owner_organization.name;
  // A box opened by the organization's token has the organization itself as creator.
  const byPerson = showStaffPerson && box.creator.id !== box.owner_organization.id;
  const openedBy = byPerson
    ? t.files.messages.organizationAndPerson(organization, box.creator.display_name)
    : organization;
  return (
    <header className="box-header">
      <h1>{box.title}</h1>
      <p className="muted">
        {t.boxes.box.about(box.datatag_subject)} ·{' '}
        {t.boxes.box.openedBy(openedBy, formatDate(box.server_created_at, locale))}
      </p>
      <p className="box-access">{t.boxes.box.accessMode[box.access_mode]}</p>
    </header>
  );
}
