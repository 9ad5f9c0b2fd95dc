import { getServerI18n, localizedTitle } from '../i18n/server-i18n';

export const generateMetadata = localizedTitle((t) => t.notFound.title);

export default async function NotFound() {
  const { t } = await getServerI18n();
  return (
    <section className="card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t.notFound.title}</h1>
      <p>{t.notFound.body}</p>
      <p>
        <a href="/">{t.common.backHome}</a>
      </p>
    </section>
  );
}
