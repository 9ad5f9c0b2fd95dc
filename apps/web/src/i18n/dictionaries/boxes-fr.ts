import { deName, DeName } from '../french-elision';
import type { BoxesDictionary } from './boxes-en';

export const boxesFr: BoxesDictionary = {
  inbox: {
    title: 'Boîte de réception',
    intro:
      'Les coffres que des organisations ont ouverts à votre sujet, activité la plus récente en premier.',
    empty:
      'Aucun coffre pour l’instant. Quand une organisation ouvre un coffre à votre sujet, il apparaît ici.',
    from: (name: string) => DeName(name),
    lastActivity: (date: string) => `Dernière activité le ${date}`,
    readableHere: 'Lisible sur cet appareil',
    lockedHere: 'Ouvrez son lien d’invitation pour le lire ici',
  },
  box: {
    pageTitle: 'Coffre',
    loading: 'Ouverture du coffre…',
    about: (email: string) => `Au sujet ${deName(email)}`,
    openedBy: (name: string, date: string) => `Ouvert par ${name} le ${date}`,
    accessMode: {
      limited: 'Accès limité',
      public: 'Public : toute personne connectée qui a le lien peut le rejoindre',
    },
    notMember: {
      heading: 'Rejoindre ce coffre ?',
      body: 'Ce coffre est public : rejoignez-le pour lire et écrire ses messages.',
      join: 'Rejoindre le coffre',
    },
    noAccess: {
      heading: 'Vous ne pouvez pas ouvrir ce coffre',
      body: 'Ce coffre n’existe pas, ou il ne vous concerne pas. Vérifiez que vous êtes connecté avec l’adresse e-mail à laquelle l’invitation a été envoyée.',
    },
    key: {
      unlocking: 'Déverrouillage du coffre…',
      lockedHeading: 'Ce coffre est verrouillé sur cet appareil',
      locked:
        'Ses messages sont chiffrés de bout en bout. Une fois vos clés créées et déverrouillées, Coffer demande à l’organisation de vous donner accès ; un lien d’invitation reçu l’ouvre tout de suite. Vous pouvez tout de même écrire dans le coffre.',
      waitingHeading: (organization: string) => `Accès demandé à ${organization}`,
      waiting: (organization: string) =>
        `Vous avez demandé à ${organization} de vous donner accès. La prochaine fois qu’un membre de son équipe ouvrira Coffer, ce coffre s’ouvrira ici de lui-même.`,
      staleLink:
        'Ce lien d’invitation n’est plus valable : il a été remplacé. Demandez le lien actuel à l’organisation.',
      wrongLink:
        'Ce lien d’invitation n’appartient pas à ce coffre. Vérifiez que vous l’avez copié en entier.',
    },
    messages: {
      heading: 'Messages',
      empty: 'Aucun message pour l’instant.',
      deleted: 'Ce message a été supprimé.',
      undecryptable: 'Ce message ne peut pas être déchiffré avec la clé de ce coffre.',
      locked: 'Message chiffré',
      unknownSender: 'Ancien membre',
      sentBy: (name: string, date: string) => `${name}, ${date}`,
      delete: 'Supprimer',
      deleteConfirm: 'Supprimer ce message pour tout le monde ? C’est irréversible.',
      deleteFailed: 'Le message n’a pas pu être supprimé.',
    },
    file: {
      download: 'Télécharger',
      downloadNamed: (name: string) => `Télécharger ${name}`,
      progressLabel: (name: string) => `Téléchargement et déchiffrement ${deName(name)}`,
      failed:
        'Le fichier n’a pas pu être téléchargé, ou il ne s’est pas déchiffré : il est peut-être endommagé.',
      saved: (name: string) => `${name} est déchiffré et enregistré dans vos téléchargements.`,
    },
    composer: {
      heading: 'Écrire dans le coffre',
      label: 'Message',
      hint: 'Chiffré dans votre navigateur avant l’envoi.',
      send: 'Envoyer',
      sending: 'Chiffrement et envoi…',
      sent: 'Message envoyé.',
      required: 'Écrivez d’abord un message.',
      tooLong: 'Ce message est trop long. Envoyez un long texte sous forme de fichier.',
    },
    upload: {
      label: 'Fichier',
      hint: 'Jusqu’à 126 Mio. Chiffré dans votre navigateur avant l’envoi.',
      submit: 'Chiffrer et envoyer',
      encrypting: (name: string) => `Chiffrement ${deName(name)}`,
      uploading: (name: string) => `Envoi ${deName(name)}`,
      sent: (name: string) => `${name} envoyé.`,
      tooLarge: 'Ce fichier dépasse 126 Mio.',
      required: 'Choisissez d’abord un fichier.',
    },
    admin: {
      heading: 'Administration du coffre',
      accessModeLabel: (mode: string) => `Accès : ${mode}`,
      makePublic: 'Rendre public',
      makeLimited: 'Limiter l’accès',
      accessModeChanged: 'Le mode d’accès est modifié.',
      linkHeading: 'Lien d’invitation',
      linkIntro:
        'Envoyez ce lien à la personne concernée par le coffre : il lui permet de le déchiffrer. Ne le partagez qu’avec elle, par un canal de confiance.',
      linkLabel: 'Lien d’invitation actuel',
      showLink: 'Afficher le lien',
      copy: 'Copier le lien',
      copied: 'Le lien est copié.',
      copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le à la main.',
      rotate: 'Remplacer le lien',
      rotateConfirm:
        'Remplacer le lien d’invitation ? Le lien actuel cesse aussitôt de fonctionner.',
      rotated: 'Un nouveau lien remplace le précédent : envoyez-le à nouveau.',
      needsKey:
        'Ouvrez d’abord le coffre depuis son lien d’invitation actuel sur cet appareil : afficher ou remplacer le lien demande la clé du coffre.',
      inviteHeading: 'Inviter quelqu’un',
      inviteIntro:
        'Donne accès à ce coffre à une personne, par son adresse. Si elle a des clés, le coffre s’ouvre dans sa boîte de réception sans lien ; sinon, envoyez-lui le lien d’invitation.',
      inviteLabel: 'Son adresse e-mail',
      invite: 'Inviter',
      invitedWithKeys: (email: string) =>
        `${email} est invité·e : le coffre s’ouvre dans sa boîte de réception, sans lien.`,
      invitedWithoutKeys: (email: string) =>
        `${email} peut maintenant ouvrir le coffre, mais n’a pas encore de clés : envoyez-lui le lien d’invitation.`,
      inviteConflict: 'Cette personne peut déjà ouvrir le coffre.',
      inviteInvalid: 'Saisissez une adresse e-mail valide.',
      deleteHeading: 'Supprimer le coffre',
      deleteIntro:
        'Supprime le coffre avec tous ses messages et fichiers, pour tout le monde. C’est irréversible.',
      deleteLabel: 'Pour confirmer, tapez supprimer',
      deleteWord: 'supprimer',
      deleteSubmit: 'Supprimer le coffre',
      deleteMismatch: 'Tapez supprimer pour confirmer.',
    },
  },
  bytes: (count: number) =>
    count < 1024
      ? `${count} octets`
      : count < 1024 * 1024
        ? `${(count / 1024).toFixed(1).replace('.', ',')} Kio`
        : `${(count / 1024 / 1024).toFixed(1).replace('.', ',')} Mio`,
};
