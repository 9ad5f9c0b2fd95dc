'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { formatDate } from '../../lib/format-date';
import { matchesTitle } from '../../lib/matches-title';
import { uniqueById } from '../../lib/unique-by-id';
import { useEveryPageWhen } from '../../lib/use-every-page-when';
import { useTRPC } from '../../lib/trpc/trpc';
import { TextField } from '../../components/text-field';
import { AdminList } from './admin-list';
import { SelectField } from '../../components/select-field';

// The select's value for "boxes without a datatag": datatag_ids' empty element (docs/boxes.md).
const NO_DATATAG = '-';

// The contract's page size for boxes (docs/http-api.md: offset and limit, capped at 500).
const PAGE_SIZE = 500;

/**
 * The organization's boxes, newest first, filtered by datatag, 500 at a time, searchable by
 * title (every page is read for a search); each opens its box page.
 */
export function BoxesSection({ oid }: { oid: string }) {
  const { t, locale } = useI18n();
  const texts = t.admin.boxes;
  const trpc = useTRPC();
  const [filter, setFilter] = useState('');
  const datatags = useQuery(trpc.organizations.listDatatags.queryOptions({ oid }));
  const [search, setSearch] = useState('');
  const datatagIds = filter === '' ? undefined : filter === NO_DATATAG ? '' : filter;
  // The cursor is the offset (packages/api/src/trpc-cursor.ts).
  const pages = useInfiniteQuery(
    trpc.boxes.listBoxes.infiniteQueryOptions(
      { owner_org_id: oid, datatag_ids: datatagIds, limit: PAGE_SIZE },
      {
        initialCursor: 0,
        getNextPageParam: (lastPage, _pages, lastOffset) =>
          lastPage.length < PAGE_SIZE ? undefined : (lastOffset ?? 0) + PAGE_SIZE,
      },
    ),
  );
  useEveryPageWhen(search.trim() !== '', pages);
  const boxes = {
    ...pages,
    data: pages.data
      ? uniqueById(pages.data.pages.flat()).filter((box) => matchesTitle(box.title, search))
      : undefined,
  };
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
      <TextField
        label={t.live.admin.searchLabel}
        type="search"
        autoComplete="off"
        value={search}
        onValueChange={setSearch}
      />
      <AdminList
        query={boxes}
        labelledBy="boxes-title"
        emptyText={search.trim() === '' ? texts.none : t.live.admin.noMatch(search.trim())}
        testId="admin-boxes"
      >
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
      {pages.hasNextPage ? (
        <button
          type="button"
          className="secondary"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t.live.admin.showMore}
        </button>
      ) : null}
    </section>
  );
}
