import { queName } from '../french-elision';
import type { AccountPagesDictionary } from './account-en';

export const accountPagesFr: AccountPagesDictionary = {
  you: {
    heading: 'Vous',
    signedInAs: 'Connecté en tant que',
    securityLevel: 'Niveau de sécurité',
    methods: 'Méthodes utilisées',
    signedInAt: 'Connexion',
    details: 'Détails techniques',
    identityId: 'Identifiant d’identité',
    accountId: 'Identifiant de compte',
    accountIdHidden: 'Affiché au niveau de sécurité 2',
    noAccountId: 'Aucun : pas encore de mot de passe ni de trousseau de clés',
  },
  sessions: {
    heading: 'Où vous êtes connecté',
    intro:
      'Chaque navigateur avec lequel vous vous êtes connecté. Déconnectez ceux que vous ne reconnaissez pas : ils le sont dès leur prochain clic.',
    loading: 'Chargement de vos sessions…',
    thisOne: 'Ce navigateur',
    unknownBrowser: 'Navigateur pas encore vu',
    on: (browser: string, os: string) => `${browser} sur ${os}`,
    network: (network: string) => `Depuis le réseau ${network}`,
    thisComputer: 'Depuis cet ordinateur (celui où Coffer fonctionne)',
    localNetwork: (network: string) => `Depuis le réseau local ${network}`,
    started: (when: string) => `Connecté le ${when}`,
    lastActive: (when: string) => `Dernière activité le ${when}`,
    level: (acr: number) => `Niveau de sécurité ${acr}`,
    signOut: 'Déconnecter',
    signOutLabel: (name: string, when: string) => `Déconnecter ${name}, connecté le ${when}`,
    confirmSignOut: (name: string) =>
      `Déconnecter ${name} ? Ce navigateur devra se connecter à nouveau.`,
    signedOut: (name: string) => `${name} est déconnecté.`,
    signOutOthers: 'Déconnecter partout ailleurs',
    confirmSignOutOthers: 'Déconnecter tous les autres navigateurs ? Seul celui-ci reste connecté.',
    signedOutOthers: 'Tous les autres navigateurs sont déconnectés.',
    onlyThisOne: 'Vous n’êtes connecté qu’ici.',
  },
  consent: {
    sharedHeading: (client: string) => `Ce ${queName(client)} reçoit`,
    shared: {
      openid:
        'Un identifiant pour vous chez Coffer (un identifiant aléatoire, le même à chaque connexion avec cette adresse), et comment et quand vous vous êtes connecté (niveau de sécurité et méthodes).',
      tos: 'Que vous avez accepté ses conditions d’utilisation.',
      privacy_policy: 'Que vous avez accepté sa politique de confidentialité.',
    },
    notShared:
      'Il ne reçoit ni votre adresse e-mail, ni votre nom, ni votre avatar, ni rien de vos coffres.',
    notYou: (email: string) => `Vous n’êtes pas ${email} ?`,
    useAnother: 'Utiliser un autre compte',
  },
  dashboard: {
    createNeedsLevel:
      'Créer une organisation demande le niveau de sécurité 2 : reconnectez-vous d’abord avec une seconde méthode (clé d’accès ou application d’authentification).',
    publicQuestion: 'Rendre ce coffre public ?',
    publicMeans:
      'Public signifie que toute personne qui se connecte avec le lien d’invitation de ce coffre peut le rejoindre et lire ses messages, passés et à venir. Aujourd’hui, seuls ses administrateurs, les agents de l’organisation, la personne concernée et les personnes que vous avez admises le peuvent.',
    publicUndo:
      'Vous pourrez restreindre l’accès plus tard, mais ce qui a été lu ne peut pas être oublié.',
  },
  deletion: {
    heading: 'Supprimer votre compte',
    intro: (email: string) =>
      `Cela efface ${email} de Coffer. Avant de confirmer, voici ce qui se passe :`,
    erased:
      'Effacés tout de suite : vos sessions (chaque navigateur est déconnecté), clés d’accès, application d’authentification, codes de secours, mot de passe et trousseau de clés avec vos clés, votre profil et votre avatar, vos notifications, et votre place dans les équipes d’organisations et dans les coffres.',
    boxesStay:
      'Les coffres restent aux organisations qui les ont ouverts : les coffres qui vous concernent (dont vous êtes la personne concernée) et les messages que vous y avez envoyés sont le dossier de l’organisation, qu’elle garde ou supprime selon ses propres obligations. Demandez-lui de les effacer.',
    noWayBack:
      'Sans vos clés, personne ne peut plus ouvrir ces coffres pour vous. Si vous vous reconnectez plus tard avec la même adresse, vous repartez de zéro ; les coffres ouverts pour cette adresse réapparaissent, et il vous faut leurs liens pour les lire.',
    otherEmails:
      'Si votre compte a aussi d’autres adresses, elles gardent le mot de passe et le trousseau de clés.',
    confirmLabel: (email: string) => `Tapez ${email} pour confirmer`,
    mismatch: 'Tapez votre adresse exactement comme indiqué pour confirmer.',
    lastAdmin:
      'Vous êtes le seul administrateur d’une organisation. Nommez d’abord quelqu’un d’autre administrateur (Organisations), puis supprimez votre compte.',
    submit: 'Supprimer mon compte',
    deleting: 'Suppression…',
    done: {
      title: 'Votre compte est supprimé',
      erased:
        'Effacés : vos sessions (chaque navigateur est déconnecté), clés d’accès, application d’authentification, codes de récupération, mot de passe et trousseau de clés avec ses clés, votre profil et votre avatar, vos notifications, et votre place dans les équipes des organisations et dans les coffres.',
      browser: 'Ce navigateur ne garde aucune de vos clés : elles en ont été retirées aussi.',
      mailed: 'Un e-mail confirmant la suppression a été envoyé à votre adresse.',
    },
  },
};
