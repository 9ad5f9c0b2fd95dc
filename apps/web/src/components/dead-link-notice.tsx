'use client';

import { useI18n } from '../i18n/use-i18n';
import { signInUrl } from '../lib/navigation';

/**
 * A link the service does not know, said before any sign-in (it could not open anything):
 * why it may be, what to do, and a sign-in all the same for someone who has access already.
 */
export function DeadLinkNotice({ body, returnTo }: { body: string; returnTo: string }) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="dead-link-title">
      <h1 id="dead-link-title">{t.journeys.deadLink.heading}</h1>
      <p>{body}</p>
      <a className="button secondary" href={signInUrl(returnTo)}>
        {t.journeys.deadLink.signIn}
      </a>
    </section>
  );
}
