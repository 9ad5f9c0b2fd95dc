'use client';

import dynamic from 'next/dynamic';
import { useI18n } from '../i18n/use-i18n';
import { LanguageSwitcher } from './language-switcher';

// Its own chunk, loaded only for a request with the session cookie (rendered on the server
// then, it preloads): a signed-out page, the login page first, does not carry the sign-out
// and the clearing of every key store (packages/bench/README.md, login page JavaScript).
const SessionMenu = dynamic(() => import('./session-menu').then((module) => module.SessionMenu));

/** `signedIn`: the request carried the app's session cookie (the server read it). */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const { t } = useI18n();
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t.common.skipToContent}
      </a>
      <a className="brand" href="/">
        Coffer
      </a>
      <nav className="site-nav" aria-label={t.nav.label}>
        <a href="/inbox">{t.nav.inbox}</a>
        <a href="/admin">{t.nav.admin}</a>
        <a href="/account">{t.nav.account}</a>
      </nav>
      {signedIn ? <SessionMenu /> : null}
      <LanguageSwitcher />
    </header>
  );
}
