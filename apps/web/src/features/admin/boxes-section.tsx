'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-provider';
import { formatDate } from '../../lib/format-date';
import { useTRPC } from '../../lib/trpc/trpc';
import { AdminList } from './admin-list';
import { SelectField } from '../../components/select-field';

// The select's value for "boxes without a datatag": datatag_ids' empty element (docs/boxes.md).
const NO_DATATAG = '-';

/** The organization's boxes, newest first, filtered by datatag; each opens its box page. */
export function BoxesSection({ oid }: { oid: string }) {
  const { t, locale } = useI18n();
  const texts = t.admin.boxes;
  const trpc = useTRPC();
  const [filter, setFilter] = useState('');
  const datatags = useQuery(trpc.organizations.listDatatags.queryOptions({ oid }));
  const boxes = useQuery(
    trpc.boxes.listBoxes.queryOptions({
      owner_org_id: oid,
      datatag_ids: filter === '' ? undefined : filter === NO_DATATAG ? '' : filter,
    }),
  );
  const datatagName = (id: string | null) =>
    id === null ? null : (datatags.data?.find((datatag) => datatag.id === id)?.name ?? null);
  return (
    <section className="card" aria-labelledby="boxes-title">
      <h2 id="boxes-title">{texts.heading}</h2>
      <SelectField label={texts.filterLabel} value={filter} onValueChange={setFilter}>
        <option value="">{texts.allDatatags}</option>
        {datatags.data?.map((datatag) => (
          <option key={datatag.id} value={datatag.id}>
            {datatag.name}
          </option>
        ))}
        <option value={NO_DATATAG}>{texts.noDatatag}</option>
      </SelectField>
      <AdminList query={boxes} labelledBy="boxes-title" emptyText={texts.none} testId="admin-boxes">
        {(box) => {
          const tag = datatagName(box.datatag_id);
          return (
            <li key={box.id}>
              <div className="admin-item-text">
                <a href={`/boxes/${box.id}`} aria-label={texts.openLabel(box.title)}>
                  <strong>{box.title}</strong>
                </a>
                <br />
                <span className="muted">{texts.about(box.datatag_subject)}</span>
                <br />
                <span className="muted">
                  {texts.openedOn(formatDate(box.server_created_at, locale))}
                  {tag !== null ? ` · ${texts.datatag(tag)}` : null}
                </span>
              </div>
            </li>
          );
        }}
      </AdminList>
    </section>
  );
}
