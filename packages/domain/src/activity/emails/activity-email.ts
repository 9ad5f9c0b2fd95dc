import { getEnv } from '@coffer/env';
import type { Mail } from '../../mail/send-mail';
import { unsubscribeUrlFor } from '../unsubscribe-token';
import { renderBody, type EmailLanguage } from './email-language';

export type ActivityEmailBox = { id: string; title: string; organization: string; count: number };

const WORDS = {
  en: {
    subjectOne: (box: ActivityEmailBox) => `New messages in “${box.title}”`,
    subjectDigest: (count: number) => `New messages in ${count} of your boxes`,
    line: (box: ActivityEmailBox) =>
      `${box.organization} — “${box.title}”: ${box.count} new message${box.count === 1 ? '' : 's'}`,
    open: 'Open the box',
    openInbox: 'Open your inbox',
    why: 'You receive this email because of your notification settings.',
    stop: 'Stop activity emails',
  },
  fr: {
    subjectOne: (box: ActivityEmailBox) => `Nouveaux messages dans « ${box.title} »`,
    subjectDigest: (count: number) => `Nouveaux messages dans ${count} de vos coffres`,
    line: (box: ActivityEmailBox) =>
      `${box.organization} — « ${box.title} » : ${box.count} nouveau${box.count === 1 ? '' : 'x'} message${box.count === 1 ? '' : 's'}`,
    open: 'Ouvrir le coffre',
    openInbox: 'Ouvrir votre boîte de réception',
    why: 'Vous recevez cet e-mail en raison de vos préférences de notification.',
    stop: 'Ne plus recevoir ces e-mails',
  },
} as const;

/**
 * An activity email (docs/activity.md): one box (`frequent`) or a digest of several
 * (`moderate`). Only the box titles, the organizations, the counts and links: never a
 * message, a file name or a key. With the one-click unsubscribe of RFC 8058.
 */
export function activityEmail(options: {
  to: string;
  identityId: string;
  language: EmailLanguage;
  boxes: ActivityEmailBox[];
}): Mail {
  const { appOrigin } = getEnv();
  const words = WORDS[options.language];
  const [only] = options.boxes;
  const single = options.boxes.length === 1 && only !== undefined;
  const unsubscribe = unsubscribeUrlFor(options.identityId);
  const link = single
    ? { label: words.open, url: new URL(`/boxes/${only.id}`, appOrigin).toString() }
    : { label: words.openInbox, url: new URL('/inbox', appOrigin).toString() };
  const body = renderBody(
    [...options.boxes.map((box) => words.line(box)), `${words.why} ${words.stop}: ${unsubscribe}`],
    link,
  );
  return {
    to: options.to,
    subject: single ? words.subjectOne(only) : words.subjectDigest(options.boxes.length),
    ...body,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
