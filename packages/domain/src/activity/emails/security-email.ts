import { getEnv } from '@coffer/env';
import type { Mail } from '../../mail/send-mail';
import { renderBody, type EmailLanguage } from './email-language';

/** What happened to an account that its owner must hear of, whatever their settings. */
export const SECURITY_EVENTS = [
  'new_device_sign_in',
  'password_changed',
  'passkey_added',
  'passkey_removed',
  'totp_added',
  'totp_removed',
  'recovery_key_used',
  'device_revoked',
  'password_set',
  'account_linked',
  'identity_keys_changed',
  'key_storage_reset',
  'unlocker_added',
  'unlocker_changed',
  'unlocker_removed',
  'account_deleted',
  'email_removed',
  'key_deleted',
] as const;

export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

const WORDS: Record<
  EmailLanguage,
  {
    subject: string;
    events: Record<SecurityEvent, string>;
    from: (device: string) => string;
    notYou: string;
    open: string;
  }
> = {
  en: {
    subject: 'Security of your Coffer account',
    events: {
      new_device_sign_in: 'Someone signed in to your account from a new browser.',
      password_changed: 'The password of your account was changed.',
      passkey_added: 'A passkey was added to your account.',
      passkey_removed: 'A passkey was removed from your account.',
      totp_added: 'An authenticator app was added to your account.',
      totp_removed: 'The authenticator app was removed from your account.',
      recovery_key_used: 'Your recovery key was used to open your key storage.',
      device_revoked: 'A device can no longer open your key storage.',
      password_set: 'A password was set for your account.',
      account_linked: 'Another email address was linked to your account.',
      identity_keys_changed:
        'The public keys organizations use to invite you were set or replaced. Invitations will now be encrypted to these keys.',
      key_storage_reset: 'Your key storage was erased: its keys no longer open your boxes.',
      unlocker_added: 'A new way to open your key storage was added.',
      unlocker_changed:
        'A way to open your key storage was changed (a new password or recovery key).',
      unlocker_removed: 'A way to open your key storage was removed.',
      account_deleted:
        'This email address and its Coffer account were deleted, with their keys, passkeys and sessions.',
      email_removed:
        'Another email address of your account was deleted from Coffer. Your account, its password and keys stay with this address.',
      key_deleted:
        'A key was deleted from your key storage: the box it opened needs its link again.',
    },
    from: (device) => `From (as the browser reports itself): ${device}.`,
    notYou: 'If it was not you, review your account now and change your password.',
    open: 'Your account',
  },
  fr: {
    subject: 'Sécurité de votre compte Coffer',
    events: {
      new_device_sign_in: "Quelqu'un s'est connecté à votre compte depuis un nouveau navigateur.",
      password_changed: 'Le mot de passe de votre compte a été modifié.',
      passkey_added: 'Une clé d’accès a été ajoutée à votre compte.',
      passkey_removed: 'Une clé d’accès a été retirée de votre compte.',
      totp_added: "Une application d'authentification a été ajoutée à votre compte.",
      totp_removed: "L'application d'authentification a été retirée de votre compte.",
      recovery_key_used: 'Votre clé de secours a servi à ouvrir votre trousseau de clés.',
      device_revoked: 'Un appareil ne peut plus ouvrir votre trousseau de clés.',
      password_set: 'Un mot de passe a été défini pour votre compte.',
      account_linked: 'Une autre adresse e-mail a été liée à votre compte.',
      identity_keys_changed:
        'Les clés publiques avec lesquelles les organisations vous invitent ont été définies ou remplacées. Les invitations seront désormais chiffrées pour ces clés.',
      key_storage_reset:
        "Votre trousseau de clés a été effacé : ses clés n'ouvrent plus vos coffres.",
      unlocker_added: 'Un nouveau moyen d’ouvrir votre trousseau de clés a été ajouté.',
      unlocker_changed:
        'Un moyen d’ouvrir votre trousseau de clés a été modifié (nouveau mot de passe ou nouvelle clé de secours).',
      unlocker_removed: 'Un moyen d’ouvrir votre trousseau de clés a été retiré.',
      account_deleted:
        'Cette adresse e-mail et son compte Coffer ont été supprimés, avec leurs clés, clés d’accès et sessions.',
      email_removed:
        'Une autre adresse e-mail de votre compte a été supprimée de Coffer. Votre compte, son mot de passe et ses clés restent avec cette adresse.',
      key_deleted:
        'Une clé a été supprimée de votre trousseau de clés : le coffre qu’elle ouvrait demande de nouveau son lien.',
    },
    from: (device) => `Depuis (comme le navigateur se décrit) : ${device}.`,
    notYou:
      "Si ce n'était pas vous, vérifiez votre compte maintenant et changez votre mot de passe.",
    open: 'Votre compte',
  },
};

/**
 * A security email (docs/activity.md): what happened and when, and a link to the account.
 * Sent whatever the notification setting, so it has no unsubscribe link.
 */
export function securityEmail(options: {
  to: string;
  language: EmailLanguage;
  event: SecurityEvent;
  at: Date;
  /** The browser that made the change, when known. */
  device: string | null;
}): Mail {
  const words = WORDS[options.language];
  const body = renderBody(
    [
      `${words.events[options.event]} (${options.at.toISOString()})`,
      ...(options.device ? [words.from(options.device)] : []),
      words.notYou,
    ],
    { label: words.open, url: new URL('/account', getEnv().appOrigin).toString() },
  );
  return { to: options.to, subject: words.subject, ...body };
}
