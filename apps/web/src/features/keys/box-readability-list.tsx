'use client';

import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/use-i18n';
import { listRememberedBoxIds } from '../../lib/box-keyring';
import { useTRPC } from '../../lib/trpc/trpc';
import { localQueryKeys } from '../../lib/local-query-keys';

/**
 * Which of the person's boxes this device can open, and why (docs/key-model.md): a key in
 * the storage, a key cached on this device only, or none (the link is needed).
 */
export function BoxReadabilityList({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const boxes = useQuery(trpc.boxes.listBoxes.queryOptions({}));
  const entries = useQuery(
    trpc.keyStorage.listStorageEntries.queryOptions({ id: identityId, kind: 'box_key' }),
  );
  const cached = useQuery({
    queryKey: localQueryKeys.boxKeyring(identityId),
    queryFn: () => listRememberedBoxIds(identityId),
  });
  if (!boxes.data) return null;
  const stored = new Set(entries.data?.map((entry) => entry.name));
  return (
    <div role="region" aria-labelledby="box-readability-title">
      <h3 id="box-readability-title">{t.keys.boxes.heading}</h3>
      {boxes.data.length === 0 ? <p className="muted">{t.keys.boxes.none}</p> : null}
      <ul className="item-list" data-testid="box-readability">
        {boxes.data.map((box) => (
          <li key={box.id}>
            <a href={`/boxes/${box.id}`}>{box.title}</a>
            <span className="muted">
              {stored.has(box.id)
                ? t.keys.boxes.stored
                : cached.data?.has(box.id)
                  ? t.keys.boxes.cached
                  : t.keys.boxes.missing}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
