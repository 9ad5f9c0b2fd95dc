import type { signinEn } from './signin-en';

/** Les textes des pages de connexion ajoutés pour les derniers manques du ticket 14 (docs/authentication.md). */
export const signinFr: typeof signinEn = {
  codeLockout: {
    heading: 'Trop de codes erronés',
    body: 'Pour votre sécurité, ce code ne fonctionne plus et aucun nouveau code n’est envoyé pendant un moment.',
    until: (time: string, wait: string) =>
      `Vous pourrez demander un nouveau code à ${time} (dans ${wait}).`,
    now: 'Vous pouvez maintenant demander un nouveau code.',
    resend: 'Envoyer un nouveau code',
    otherMethods: 'Ou utilisez l’un des autres moyens ci-dessous.',
    anotherAccount: 'Utiliser un autre compte',
  },
  noSecondMethod: {
    heading: 'Pas encore de deuxième méthode',
  },
  passkeyAdded: {
    confirming: (name: string) =>
      `Clé d’accès « ${name} » ajoutée. Confirmation avec elle pour atteindre le niveau de sécurité 2…`,
  },
  boxPrompt: {
    context: (organization: string, title: string) =>
      `Pour lire « ${title} », ouvert pour vous par ${organization}, cette page demande un niveau de sécurité plus élevé.`,
  },
  sessionEnded: {
    title: 'Vous avez été déconnecté',
    body: 'Vous vous êtes déconnecté (peut-être dans un autre onglet) avant la fin de cette connexion, qui ne peut donc pas continuer. Reconnectez-vous pour reprendre là où vous étiez.',
  },
};
