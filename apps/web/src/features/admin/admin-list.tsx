'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeAdminError } from './admin-errors';

type AdminListProps<Item> = {
  /** A query's state, or a list made from one (a filtered infinite list). */
  query: Pick<UseQueryResult<Item[], unknown>, 'isPending' | 'isError' | 'error' | 'data'>;
  /** The id of the section's heading, which names the list. */
  labelledBy: string;
  emptyText: string;
  testId?: string;
  /** What to show for a refusal, when the dashboard's wording is not enough. */
  renderError?: (error: unknown) => ReactNode;
  /** One <li> per item. */
  children: (item: Item) => ReactNode;
};

/** A dashboard list as it loads: the wait, the refusal, "none yet", or the items. */
export function AdminList<Item>(props: AdminListProps<Item>) {
  const { query, labelledBy, emptyText, testId, renderError, children } = props;
  const { t } = useI18n();
  return (
    <>
      {query.isPending ? <p className="muted">{t.admin.loading}</p> : null}
      {query.isError
        ? (renderError?.(query.error) ?? (
            <LiveMessage tone="error">{describeAdminError(query.error, t)}</LiveMessage>
          ))
        : null}
      {query.data?.length === 0 ? <p className="muted">{emptyText}</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="item-list" aria-labelledby={labelledBy} data-testid={testId}>
          {query.data.map(children)}
        </ul>
      ) : null}
    </>
  );
}
