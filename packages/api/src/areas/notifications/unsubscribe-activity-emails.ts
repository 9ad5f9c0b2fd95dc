import {
  emailLanguageOf,
  escapeHtml,
  findUnsubscribePage,
  unsubscribeActivityEmails,
} from '@coffer/domain/activity';
import { publicRung } from '../../auth/ladder';
import { defineStreamingOperation } from '../../operations/streaming-operation';
import {
  unsubscribeActivityEmailsContract,
  unsubscribePageContract,
} from './unsubscribe-activity-emails.types';

const WORDS = {
  en: {
    title: 'Activity emails',
    question: (email: string) => `Stop activity emails to ${email}? Security emails still come.`,
    button: 'Stop activity emails',
    done: 'Activity emails are off. You can turn them on again in your account.',
  },
  fr: {
    title: "E-mails d'activité",
    question: (email: string) =>
      `Ne plus envoyer d'e-mails d'activité à ${email} ? Les e-mails de sécurité continuent.`,
    button: "Arrêter les e-mails d'activité",
    done: "Les e-mails d'activité sont arrêtés. Vous pouvez les réactiver dans votre compte.",
  },
} as const;

/** A page of a few words: no script, a policy of its own (an /api answer gets none else). */
function page(language: 'en' | 'fr', body: string): Response {
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(WORDS[language].title)}</title></head><body>${body}</body></html>`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}

/** One click in a mail client (RFC 8058), or the page's button (docs/activity.md). */
export const unsubscribeActivityEmailsOperation = defineStreamingOperation(
  publicRung,
  unsubscribeActivityEmailsContract,
  async ({ input }) => {
    await unsubscribeActivityEmails({ identityId: input.id, token: input.token });
    const shown = await findUnsubscribePage({ identityId: input.id, token: input.token });
    const language = emailLanguageOf(shown?.language ?? 'en');
    return page(language, `<p>${escapeHtml(WORDS[language].done)}</p>`);
  },
);

/**
 * The page behind an email's unsubscribe link: a form whose button makes the POST. A GET
 * changes nothing, since mail scanners open links.
 */
export const unsubscribePageOperation = defineStreamingOperation(
  publicRung,
  unsubscribePageContract,
  async ({ input, request }) => {
    const shown = await findUnsubscribePage({ identityId: input.id, token: input.token });
    const language = emailLanguageOf(shown?.language ?? 'en');
    const words = WORDS[language];
    const action = new URL(request.url);
    return page(
      language,
      `<p>${escapeHtml(words.question(shown?.email ?? ''))}</p>` +
        `<form method="post" action="${escapeHtml(action.pathname + action.search)}">` +
        `<button type="submit">${escapeHtml(words.button)}</button></form>`,
    );
  },
);
