import type { EmailLanguage } from '../../activity/emails/email-language';
import type { Mail } from '../../mail/send-mail';

const WORDS: Record<
  EmailLanguage,
  {
    subject: string;
    code: (code: string) => string;
    validity: (duration: string) => string;
    notYou: string;
    duration: (seconds: number) => string;
  }
> = {
  en: {
    // The code is not in the subject: subjects show on lock screens and in previews.
    subject: 'Your Coffer sign-in code',
    code: (code) => `Your Coffer sign-in code is ${code}.`,
    validity: (duration) => `It is valid for ${duration} and can be used once.`,
    notYou:
      'If you did not try to sign in, ignore this message: nobody can sign in without the code.',
    duration: (seconds) =>
      seconds % 60 !== 0
        ? `${seconds} seconds`
        : seconds === 60
          ? '1 minute'
          : `${seconds / 60} minutes`,
  },
  fr: {
    subject: 'Votre code de connexion Coffer',
    code: (code) => `Votre code de connexion à Coffer est ${code}.`,
    validity: (duration) => `Il est valable ${duration} et ne sert qu'une fois.`,
    notYou:
      "Si vous n'avez pas essayé de vous connecter, ignorez ce message : personne ne peut se connecter sans le code.",
    duration: (seconds) =>
      seconds % 60 !== 0
        ? `${seconds} secondes`
        : seconds === 60
          ? '1 minute'
          : `${seconds / 60} minutes`,
  },
};

/** The emailed sign-in code, in the language of the page that asked for it (docs/activity.md). */
export function signInCodeEmail(options: {
  to: string;
  language: EmailLanguage;
  code: string;
  ttlSeconds: number;
}): Mail {
  const words = WORDS[options.language];
  return {
    to: options.to,
    subject: words.subject,
    text: [
      words.code(options.code),
      '',
      words.validity(words.duration(options.ttlSeconds)),
      words.notYou,
    ].join('\n'),
  };
}
