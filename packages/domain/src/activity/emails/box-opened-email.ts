import { getEnv } from '@coffer/env';
import type { Mail } from '../../mail/send-mail';
import { renderBody, type EmailLanguage } from './email-language';

const WORDS = {
  en: {
    subject: (organization: string) => `${organization} opened a box for you`,
    body: (organization: string, title: string) =>
      `${organization} opened the box “${title}” for you on Coffer, to exchange messages and files encrypted end to end.`,
    how: 'Sign in with this email address to open it. If the organization also sent you an invitation link, that link opens it too.',
    open: 'Open the box',
  },
  fr: {
    subject: (organization: string) => `${organization} a ouvert une boîte pour vous`,
    body: (organization: string, title: string) =>
      `${organization} a ouvert la boîte « ${title} » pour vous sur Coffer, pour échanger des messages et des fichiers chiffrés de bout en bout.`,
    how: "Connectez-vous avec cette adresse e-mail pour l'ouvrir. Si l'organisation vous a aussi envoyé un lien d'invitation, ce lien l'ouvre aussi.",
    open: 'Ouvrir la boîte',
  },
} as const;

/**
 * "<organization> opened a box for you" (docs/activity.md), to the data subject's email.
 * The link is the box's page without any share: a link that opens the box travels only
 * from the organization, never through Coffer's mail.
 */
export function boxOpenedEmail(options: {
  to: string;
  language: EmailLanguage;
  boxId: string;
  title: string;
  organization: string;
}): Mail {
  const words = WORDS[options.language];
  const body = renderBody([words.body(options.organization, options.title), words.how], {
    label: words.open,
    url: new URL(`/boxes/${options.boxId}`, getEnv().appOrigin).toString(),
  });
  return { to: options.to, subject: words.subject(options.organization), ...body };
}
