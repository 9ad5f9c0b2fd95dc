import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { carriesAppSession } from '@coffer/api/session-cookie';
import type { ReactNode } from 'react';
import { SiteHeader } from '../components/site-header';
import { I18nProvider } from '../i18n/i18n-provider';
import { getServerI18n } from '../i18n/server-i18n';
import { QueryProvider } from '../lib/trpc/query-provider';
import './globals.css';
import './touch-targets.css';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerI18n();
  return { title: { default: 'Coffer', template: '%s · Coffer' }, description: t.meta.description };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { locale } = await getServerI18n();
  return (
    <html lang={locale}>
      <body>
        <I18nProvider locale={locale}>
          <QueryProvider>
            <SiteHeader signedIn={carriesAppSession(await headers())} />
            <main id="content">{children}</main>
          </QueryProvider>
        </I18nProvider>
      </body>
    </html>
  );
}
