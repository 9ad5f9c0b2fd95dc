import { getEnv } from '@coffer/env';
import type { Mail } from '../../mail/send-mail';
import { unsubscribeUrlFor } from '../unsubscribe-token';
import { renderBody, type EmailLanguage } from './email-language';

const WORDS = {
  en: {
    subject: (organization: string, title: string) => `${organization} let you into “${title}”`,
    body: (organization: string, title: string) =>
      `${organization} invited your keys to the box “${title}” on Coffer. Sign in: it opens on your devices, without a link.`,
    open: 'Open the box',
    why: 'You receive this email because of your notification settings.',
    stop: 'Stop activity emails',
  },
  fr: {
    subject: (organization: string, title: string) =>
      `${organization} vous a donné accès à « ${title} »`,
    body: (organization: string, title: string) =>
      `${organization} a invité vos clés dans le coffre « ${title} » sur Coffer. Connectez-vous : il s’ouvre sur vos appareils, sans lien.`,
    open: 'Ouvrir le coffre',
    why: 'Vous recevez cet e-mail en raison de vos préférences de notification.',
    stop: 'Ne plus recevoir ces e-mails',
  },
} as const;

/**
 * "<organization> let you into <box>" (docs/activity.md): an automatic invitation reached the
 * person's keys. The box's title, the organization and a link, nothing else; with the
 * one-click unsubscribe, since the person's setting decides it like activity emails.
 */
export function invitationEmail(options: {
  to: string;
  identityId: string;
  language: EmailLanguage;
  boxId: string;
  title: string;
  organization: string;
}): Mail {
  const words = WORDS[options.language];
  const unsubscribe = unsubscribeUrlFor(options.identityId);
  const body = renderBody(
    [words.body(options.organization, options.title), `${words.why} ${words.stop}: ${unsubscribe}`],
    {
      label: words.open,
      url: new URL(`/boxes/${options.boxId}`, getEnv().appOrigin).toString(),
    },
  );
  return {
    to: options.to,
    subject: words.subject(options.organization, options.title),
    ...body,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
