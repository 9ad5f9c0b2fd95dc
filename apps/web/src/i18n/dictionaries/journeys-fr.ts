import { queName } from '../french-elision';
import type { journeysEn } from './journeys-en';

/** Les textes des parcours de connexion (docs/authentication.md). */
export const journeysFr: typeof journeysEn = {
  invitation: {
    opened: (organization: string, title: string) =>
      `${organization} a ouvert « ${title} » pour vous.`,
    signingIn: 'Connectez-vous pour le lire : nous envoyons un code à votre adresse e-mail.',
    loginContext: (organization: string, title: string) =>
      `Pour lire « ${title} », ouvert pour vous par ${organization}.`,
  },
  deadLink: {
    heading: 'Ce lien n’ouvre plus rien',
    invitation:
      'Un lien plus récent l’a remplacé, son coffre a été supprimé, ou il n’a pas été copié en entier. Demandez à l’organisation le dernier lien qu’elle a envoyé. Si vous pouvez déjà lire le coffre, connectez-vous : il est dans votre boîte de réception.',
    provisions:
      'Il n’a pas été copié en entier, ou il n’est plus valable. Copiez-le à nouveau depuis le message reçu, ou demandez-en un nouveau à l’organisation.',
    signIn: 'Se connecter quand même',
  },
  provisions: {
    opened: (organization: string) => `${organization} a ouvert des coffres pour vous.`,
    loginContext: (organization: string) =>
      `Pour lire les coffres ouverts pour vous par ${organization}.`,
  },
  stepUp: {
    carried: (methods: string) =>
      `Vous êtes connecté avec ${methods}. Confirmez avec votre deuxième méthode.`,
    carriedBy: {
      'identity:emailed_code': 'le code reçu par e-mail',
      'identity:prehashed_password': 'votre mot de passe',
      'webauthn:webauthn': 'votre clé d’accès',
      'totp:totp': 'votre application d’authentification',
      'totp:recovery': 'un code de secours',
    },
    and: ' et ',
    noMethod:
      'Cette page demande le niveau de sécurité 2, et aucune deuxième méthode n’est configurée pour ce compte. Créez une clé d’accès sur cet appareil, ou continuez au niveau de sécurité 1.',
    continueWithout: 'Continuer sans (niveau de sécurité 1)',
    stuckHeading: 'Impossible d’utiliser cette méthode ?',
    passkeyElsewhere:
      'Clé d’accès sur un autre appareil ? Confirmez là-bas, ou continuez ici au niveau de sécurité 1. Une nouvelle clé ou application pour cet appareil s’ajoute une fois confirmé avec celle que vous avez : une adresse e-mail seule ne peut pas en ajouter.',
    lockedElsewhere: 'Ou connectez-vous avec un autre compte.',
    switchAccount: 'Utiliser un autre compte',
  },
  passkeyNow: {
    intro:
      'Le niveau 2 demande une deuxième méthode. Créez une clé d’accès sur cet appareil : vous confirmez une fois avec elle, et vous continuez.',
    create: 'Créer une clé d’accès et continuer',
    creating: 'Suivez les instructions de votre navigateur…',
    cancelled: 'La clé d’accès n’a pas été créée. Réessayez.',
  },
  switchAccount: {
    signedInAs: (email: string) => `Connecté en tant ${queName(email)}.`,
    action: 'Changer de compte',
  },
  spent: {
    signInAgain: 'Se reconnecter',
    signedInTitle: 'Vous êtes connecté',
    signedIn: 'Cette connexion est déjà terminée : vous pouvez continuer là où vous alliez.',
    goOn: 'Continuer',
  },
  sessionMenu: {
    signedIn: 'Connecté',
    signedInAs: (email: string) => `Connecté en tant ${queName(email)}`,
    signOut: 'Se déconnecter',
    anotherAccount: 'Utiliser un autre compte',
  },
};
