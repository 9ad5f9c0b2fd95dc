'use client';

import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { formatDateTime } from '../../lib/format-date';

/** Who deleted the box and when, as the server's 410 says (docs/boxes.md). */
export type BoxDeletion = { organization: string; deletedAt: string };

/**
 * "This box was deleted" and the way back to the inbox: on opening a deleted box (with who
 * deleted it and when), and when the box is deleted while its page is open (the stream says
 * only that it happened, announced at once).
 */
export function DeletedBoxNotice({ deletion }: { deletion: BoxDeletion | null }) {
  const { t, locale } = useI18n();
  return (
    <section className="card" aria-labelledby="deleted-box-title">
      <h1 id="deleted-box-title">{t.files.deletedBox.heading}</h1>
      {deletion ? (
        <p>
          {t.files.deletedBox.body(
            deletion.organization,
            formatDateTime(deletion.deletedAt, locale),
          )}
        </p>
      ) : (
        <LiveMessage tone="error">{t.live.box.deletedLive}</LiveMessage>
      )}
      <p>
        <a className="button" href="/inbox">
          {t.files.deletedBox.backToInbox}
        </a>
      </p>
    </section>
  );
}
