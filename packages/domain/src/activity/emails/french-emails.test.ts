import { describe, expect, it } from 'vitest';
import { activityEmail } from './activity-email';
import { boxOpenedEmail } from './box-opened-email';
import { invitationEmail } from './invitation-email';
import { SECURITY_EVENTS, securityEmail } from './security-email';

// The glossary of apps/web/src/i18n/dictionaries/fr.ts holds for mail too: a box is a
// « coffre », the key storage a « trousseau de clés », the recovery key a « clé de secours ».
const BOX = { id: crypto.randomUUID(), title: 'Bail', organization: 'Acme' };
const IDENTITY = crypto.randomUUID();

function frenchEmails() {
  const common = { to: 'a@example.com', language: 'fr' as const };
  return [
    activityEmail({ ...common, identityId: IDENTITY, boxes: [{ ...BOX, count: 1 }] }),
    activityEmail({
      ...common,
      identityId: IDENTITY,
      boxes: [
        { ...BOX, count: 2 },
        { ...BOX, id: crypto.randomUUID(), count: 3 },
      ],
    }),
    boxOpenedEmail({ ...common, boxId: BOX.id, title: BOX.title, organization: BOX.organization }),
    invitationEmail({
      ...common,
      identityId: IDENTITY,
      boxId: BOX.id,
      title: BOX.title,
      organization: BOX.organization,
    }),
    ...SECURITY_EVENTS.map((event) =>
      securityEmail({ ...common, event, at: new Date(), device: 'Firefox, Linux' }),
    ),
  ];
}

describe('French emails', () => {
  it.each(frenchEmails().map((mail) => [mail.subject, mail]))(
    '%s: one word per idea',
    (_subject, mail) => {
      const words = `${mail.subject}\n${mail.text}`
        .replace(/boîte de réception/g, '')
        .replace(/boîte d’envoi/g, '');
      expect(words).not.toMatch(/boîte/i);
      expect(words).not.toMatch(/coffre (à|de) clés/i);
      expect(words).not.toMatch(/clé de récupération/i);
    },
  );
});
