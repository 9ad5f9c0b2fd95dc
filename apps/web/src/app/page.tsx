import { getServerI18n } from '../i18n/server-i18n';
import { signInUrl } from '../lib/navigation';

export default async function HomePage() {
  const { t } = await getServerI18n();
  return (
    <>
      <h1>Coffer</h1>
      <p className="lead">{t.home.intro}</p>
      <section className="card" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{t.home.signIn}</h2>
        <p>{t.home.signInHint}</p>
        <a className="button" href={signInUrl('/inbox')}>
          {t.home.signIn}
        </a>
      </section>
      <section aria-labelledby="developers-title">
        <h2 id="developers-title">{t.home.developers}</h2>
        <ul>
          <li>
            <a href="/docs/api">{t.home.apiReference}</a>
          </li>
          <li>
            <a href="/api/health">{t.home.health}</a>
          </li>
        </ul>
      </section>
    </>
  );
}
