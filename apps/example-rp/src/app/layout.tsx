import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: 'Example RP · signs in with Coffer',
  description: 'A third-party app using next-auth to sign in with Coffer (OpenID Connect).',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#content">
          Skip to content
        </a>
        <header className="site-header">
          <Link href="/" className="brand">
            Example RP
          </Link>
          <span className="tagline">a third-party app that signs in with Coffer</span>
        </header>
        <main id="content">{children}</main>
        <footer className="site-footer">
          <Link href="/terms">Terms</Link>
          <Link href="/privacy">Privacy</Link>
        </footer>
      </body>
    </html>
  );
}
