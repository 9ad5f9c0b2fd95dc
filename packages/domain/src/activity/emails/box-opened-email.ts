import { getEnv } from '@coffer/env';
import type { Mail } from '../../mail/send-mail';
import { renderBody, type EmailLanguage } from './email-language';

const WORDS = {
  en: {
    subject: (organization: string) => `${organization} opened a box for you`,
    body: (organization: string, title: string) =>
      `${organization} opened the box “${title}” for you on Coffer, to exchange messages and files encrypted end to end.`,
    how: (organization: string) =>
      `To read it, sign in with this email address and set up your keys. ${organization} will then let you in: the next time one of its staff opens Coffer, the box opens for you. If ${organization} also sent you an invitation link, that link opens it at once.`,
    open: 'Open the box',
  },
  fr: {
    subject: (organization: string) => `${organization} a ouvert un coffre pour vous`,
    body: (organization: string, title: string) =>
      `${organization} a ouvert le coffre « ${title} » pour vous sur Coffer, pour échanger des messages et des fichiers chiffrés de bout en bout.`,
    how: (organization: string) =>
      `Pour le lire, connectez-vous avec cette adresse e-mail et créez vos clés. ${organization} vous donnera ensuite accès : la prochaine fois qu’un membre de son équipe ouvrira Coffer, le coffre s’ouvrira pour vous. Si ${organization} vous a aussi envoyé un lien d’invitation, ce lien l’ouvre tout de suite.`,
    open: 'Ouvrir le coffre',
  },
} as const;

/**
 * "<organization> opened a box for you" (docs/activity.md), to the data subject's email.
 * The link is the box's page without any share: a link that opens the box travels only
 * from the organization, never through Coffer's mail. So the mail says what really opens it:
 * the person's keys, which the organization's staff invite once the person asks
 * (docs/key-model.md#access-requests).
 */
export function boxOpenedEmail(options: {
  to: string;
  language: EmailLanguage;
  boxId: string;
  title: string;
  organization: string;
}): Mail {
  const words = WORDS[options.language];
  const body = renderBody(
    [words.body(options.organization, options.title), words.how(options.organization)],
    {
      label: words.open,
      url: new URL(`/boxes/${options.boxId}`, getEnv().appOrigin).toString(),
    },
  );
  return { to: options.to, subject: words.subject(options.organization), ...body };
}
