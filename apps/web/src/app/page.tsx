import { headers } from 'next/headers';
import { carriesAppSession } from '@coffer/api/session-cookie';
import { HomeSignInForm } from '../features/home/home-sign-in-form';
import { getServerI18n } from '../i18n/server-i18n';
import { signInUrl } from '../lib/navigation';

export default async function HomePage() {
  const { t } = await getServerI18n();
  // Signed out, the email starts the sign-in here; signed in, the link leads on to the inbox.
  const signedIn = carriesAppSession(await headers());
  return (
    <>
      <h1>Coffer</h1>
      <p className="lead">{t.home.intro}</p>
      <section className="card" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{t.home.signIn}</h2>
        <p>{t.home.signInHint}</p>
        {signedIn ? (
          <a className="button" href={signInUrl('/inbox')}>
            {t.home.signIn}
          </a>
        ) : (
          <HomeSignInForm />
        )}
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
