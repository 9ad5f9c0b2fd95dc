'use client';

import { useI18n } from '../i18n/use-i18n';

/** Unexpected failures of a page: a calm message and a retry, never the error's text. */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="error-title">
      <h1 id="error-title">{t.errorPage.title}</h1>
      <p>{t.errorPage.body}</p>
      <div className="actions">
        <button type="button" onClick={retry}>
          {t.errorPage.retry}
        </button>
        <a href="/">{t.common.backHome}</a>
      </div>
    </section>
  );
}
