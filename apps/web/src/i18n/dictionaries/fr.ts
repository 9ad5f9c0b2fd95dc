/*
 * Glossaire : un mot par idée, dans tous les dictionnaires français (vérifié par
 * french-terms.test.ts).
 * - box → « coffre » (masculin), jamais « boîte ».
 * - inbox → « boîte de réception » ; dev outbox → « boîte d’envoi » : les seuls emplois de « boîte ».
 * - key storage → « trousseau de clés », jamais « coffre à clés » ni « coffre de clés ».
 * - passkey → « clé d’accès » (féminin) ; recovery key → « clé de secours ».
 * - datatag → « étiquette » ; staff → « équipe ».
 * - « de » et « que » devant un nom variable passent par deName / DeName / queName
 *   (« d’Acme », « de Bruno », « qu’Acme »).
 * - Ce qui vaut pour un mot de passe comme pour une clé d’accès s’écrit sans accord
 *   (« Ajout le … », « aucune utilisation »).
 */
import { accountPagesFr } from './account-fr';
import { adminFr } from './admin-fr';
import { boxesFr } from './boxes-fr';
import { filesFr } from './files-fr';
import { journeysFr } from './journeys-fr';
import { keysFr } from './keys-fr';
import { liveFr } from './live-fr';
import { signinFr } from './signin-fr';
import { deName, queName } from '../french-elision';
import type { Dictionary } from './en';

export const fr: Dictionary = {
  meta: {
    description: 'Fournisseur d’identité et coffres chiffrés de bout en bout',
  },
  common: {
    skipToContent: 'Aller au contenu',
    languageLabel: 'Langue',
    loading: 'Chargement…',
    networkError: 'Coffer est injoignable. Vérifiez votre connexion et réessayez.',
    unexpectedError: 'Une erreur est survenue. Réessayez dans un instant.',
    tooManyRequests: (wait: string) => `Trop de tentatives. Réessayez dans ${wait}.`,
    duration: (seconds: number) =>
      seconds < 60
        ? `${seconds} s`
        : seconds < 3600
          ? `${Math.ceil(seconds / 60)} min`
          : `${Math.ceil(seconds / 3600)} h`,
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    backHome: 'Retour à l’accueil',
    cancel: 'Annuler',
    rename: 'Renommer',
    newName: 'Nouveau nom',
    saveName: 'Enregistrer le nom',
    confirmFirst: 'Confirmez d’abord que c’est vous, puis réessayez.',
  },
  nav: {
    label: 'Principal',
    inbox: 'Boîte de réception',
    admin: 'Organisations',
    account: 'Sécurité',
  },
  amr: {
    'identity:emailed_code': 'Code reçu par e-mail',
    'identity:prehashed_password': 'Mot de passe',
    'webauthn:webauthn': 'Clé d’accès ou clé de sécurité',
    'totp:totp': 'Application d’authentification',
    'totp:recovery': 'Code de secours',
  },
  home: {
    intro:
      'Un fournisseur d’identité et des coffres chiffrés de bout en bout : une organisation ouvre un coffre au sujet d’une personne, et seules les personnes qui en font partie peuvent lire son contenu. Messages et fichiers sont chiffrés dans le navigateur ; le serveur ne voit jamais aucune clé.',
    signIn: 'Se connecter',
    withPasskey: 'Se connecter plutôt avec une clé d’accès',
    signInHint:
      'Connectez-vous pour lire les coffres que des organisations ont ouverts à votre sujet, gérer ceux de votre organisation, ou gérer votre sécurité.',
    developers: 'Pour les développeurs',
    apiReference: 'API REST (OpenAPI 3.1)',
    health: 'État du service',
  },
  apiDocs: {
    title: 'Référence de l’API REST',
    intro:
      'Toutes les opérations de l’API REST, générées à partir des schémas qui valident les requêtes.',
    document: 'Document OpenAPI 3.1',
    parameters: 'Paramètres',
    body: 'Corps de la requête',
    answer: 'Réponse',
    required: 'obligatoire',
    schemas: 'Schémas',
    schemasIntro:
      'Les ressources auxquelles les opérations renvoient par #/components/schemas/<nom>.',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'Cette adresse ne correspond à aucune page. Elle est peut-être mal saisie, ou la page a été déplacée.',
  },
  errorPage: {
    title: 'Une erreur est survenue',
    body: 'La page n’a pas pu s’afficher. Réessayez ; si le problème persiste, revenez plus tard.',
    retry: 'Réessayer',
  },
  flowProblem: {
    missingTitle: 'Rien à poursuivre ici',
    missing:
      'Cette page s’ouvre lorsqu’une application vous demande de vous connecter. Retournez sur l’application et recommencez.',
    notFoundTitle: 'Demande inconnue',
    notFound: 'Cette demande n’existe pas. Retournez sur l’application et recommencez.',
    expiredTitle: 'Cette demande a expiré',
    expired:
      'Une demande de connexion est valable une heure et ne sert qu’une fois. Retournez sur l’application et recommencez.',
    otherBrowserTitle: 'Commencée dans un autre navigateur',
    otherBrowser:
      'Pour votre sécurité, une connexion ne se poursuit que dans le navigateur où elle a commencé. Retournez sur l’application dans ce navigateur et recommencez.',
    otherEmail:
      'Cette connexion a déjà avancé avec une autre adresse. Pour utiliser celle-ci, retournez sur l’application et recommencez.',
  },
  login: {
    title: 'Connexion',
    continueTo: (client: string) => `pour continuer vers ${client}`,
    email: {
      label: 'Adresse e-mail',
      hint: 'Nous vous enverrons un code, ou vous demanderons votre mot de passe si vous en avez un.',
      submit: 'Continuer',
      invalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    },
    signingInAs: (email: string) => `Connexion en tant ${queName(email)}`,
    changeEmail: 'Utiliser une autre adresse',
    codeSentWhenComplete: 'Le code est vérifié dès que son sixième chiffre est saisi.',
    progress: (reached: number, required: number) =>
      `Niveau de sécurité : ${reached} sur ${required}`,
    nextFactor: 'Confirmé. Encore une étape : confirmez avec une seconde méthode.',
    otherMethods: 'Autres façons de continuer',
    emailedCode: {
      heading: 'Consultez vos e-mails',
      sent: (email: string) =>
        `Nous avons envoyé un code à 6 chiffres à ${email}. Il est valable 5 minutes.`,
      keptInOutbox: (email: string) =>
        `Ce Coffer n’envoie pas d’e-mails : le code à 6 chiffres pour ${email} est sur sa page de boîte d’envoi. Il est valable 5 minutes.`,
      openOutbox: 'Ouvrir la boîte d’envoi (nouvel onglet)',
      sentRecently:
        'Un code vient d’être envoyé à cette adresse : utilisez-le, ou demandez-en un nouveau une fois l’attente écoulée.',
      label: 'Code à 6 chiffres',
      submit: 'Vérifier',
      resend: 'Envoyer un nouveau code',
      resendIn: (wait: string) => `Envoyer un nouveau code (dans ${wait})`,
      resent: 'Un nouveau code est en route. Seul le dernier code est valable.',
    },
    password: {
      heading: 'Saisissez votre mot de passe',
      label: 'Mot de passe',
      submit: 'Se connecter',
      checking: 'Vérification…',
    },
    totp: {
      heading: 'Application d’authentification',
      hint: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
      label: 'Code à 6 chiffres',
      submit: 'Vérifier',
      besidePasskey:
        'Pas de clé d’accès sur cet appareil ? Utilisez votre application d’authentification',
    },
    recovery: {
      heading: 'Code de secours',
      hint: 'Saisissez l’un des codes de secours enregistrés lors de la configuration de votre application d’authentification. Chaque code ne sert qu’une fois.',
      label: 'Code de secours',
      submit: 'Vérifier',
    },
    passkey: {
      heading: 'Clé d’accès ou clé de sécurité',
      hint: 'Utilisez la clé d’accès enregistrée sur cet appareil, ou votre clé de sécurité.',
      submit: 'Utiliser ma clé d’accès',
      waiting: 'Suivez les instructions de votre navigateur…',
      cancelled: 'La clé d’accès n’a pas été utilisée. Réessayez.',
      withoutEmail: 'Se connecter avec une clé d’accès',
    },
    errors: {
      codeInvalid: 'Ce code est incorrect. Vérifiez-le et réessayez.',
      codeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
      codeFormat: 'Le code comporte 6 chiffres.',
      passwordInvalid: 'Ce mot de passe est incorrect.',
      recoveryInvalid: 'Ce code de secours est incorrect, ou a déjà été utilisé.',
      passkeyInvalid: 'Cette clé d’accès n’a pas été acceptée. Réessayez.',
      locked: (wait: string) =>
        `Trop d’échecs : cette méthode est bloquée. Réessayez dans ${wait}.`,
      methodUnavailable: 'Cette méthode n’est pas disponible pour ce compte.',
      sendFailed: 'Le code n’a pas pu être envoyé. Réessayez dans un instant.',
    },
    redirecting: 'Connexion en cours…',
  },
  consent: {
    title: 'Votre accord',
    heading: (client: string) => `${client} demande votre accord`,
    signedInAs: (name: string) => `Connecté en tant ${queName(name)}`,
    intro: 'Avant de continuer, lisez et acceptez :',
    noLegalScopes: (client: string) => `Voulez-vous continuer vers ${client} ?`,
    scopes: {
      tos: {
        label: (client: string) => `J’accepte les conditions d’utilisation ${deName(client)}`,
        link: 'Lire les conditions d’utilisation',
      },
      privacy_policy: {
        label: (client: string) => `J’accepte la politique de confidentialité ${deName(client)}`,
        link: 'Lire la politique de confidentialité',
      },
    },
    mustAcceptAll: 'Cochez chaque case pour continuer, ou refusez.',
    accept: 'Accepter et continuer',
    decline: 'Refuser',
    redirecting: (client: string) => `Retour vers ${client}…`,
  },
  account: {
    title: 'Votre compte',
    loading: 'Chargement de votre compte…',
    signInRedirect: 'Redirection vers la page de connexion…',
    profile: {
      heading: 'Profil',
      displayNameLabel: 'Nom affiché',
      displayNameHint:
        'Visible des organisations et des personnes avec qui vous partagez des coffres.',
      notificationsLabel: 'Notifications par e-mail',
      notifications: {
        minimal: 'Minimales : seulement ce qui vous attend',
        moderate: 'Modérées : un résumé quotidien',
        frequent: 'Fréquentes : chaque nouveau message',
      },
      save: 'Enregistrer',
      saved: 'Votre profil est enregistré.',
      displayNameInvalid: 'Saisissez un nom de 1 à 254 caractères.',
      shareEmail: 'Afficher mon adresse e-mail sur mon profil public',
      shareEmailSaved: (shared: boolean) =>
        shared
          ? 'Votre adresse e-mail est désormais publique.'
          : 'Votre adresse e-mail est désormais privée.',
      avatarHeading: 'Photo',
      avatarAlt: 'Votre photo',
      noAvatar: 'Pas encore de photo.',
      avatarLabel: 'Nouvelle photo',
      avatarHint: 'PNG, JPEG ou WebP, jusqu’à 3 Mio.',
      avatarUpload: 'Envoyer',
      avatarUploaded: 'Votre photo est mise à jour.',
      avatarRemove: 'Retirer la photo',
      avatarRemoved: 'Votre photo est retirée.',
      avatarRequired: 'Choisissez d’abord une photo.',
      avatarTooLarge: 'Cette photo dépasse 3 Mio.',
      avatarWrongType: 'Ce fichier n’est pas une image PNG, JPEG ou WebP.',
    },
    mfa: {
      heading: 'Seconde méthode à chaque connexion',
      intro:
        'Demander une seconde méthode (application d’authentification ou clé d’accès) à chaque connexion, et pas seulement quand une page exige le niveau de sécurité 2.',
      label: 'À chaque connexion',
      options: {
        disabled: 'Aucune seconde méthode exigée',
        totp: 'Exiger mon application d’authentification',
        webauthn: 'Exiger une clé d’accès ou une clé de sécurité',
      },
      save: 'Enregistrer',
      saved: 'Votre exigence de connexion est enregistrée.',
      notConfigured: 'Configurez d’abord cette méthode, plus haut sur cette page.',
    },
    raise: {
      heading: 'Un niveau de sécurité plus élevé est nécessaire',
      body: (level: number) =>
        `Cette action demande le niveau de sécurité ${level} : confirmez avec votre seconde méthode (application d’authentification ou clé d’accès).`,
      action: 'Confirmer avec ma seconde méthode',
      setupHint:
        'Pas encore de seconde méthode ? Ajoutez d’abord une clé d’accès ou une application d’authentification dans vos paramètres de sécurité, puis reconnectez-vous.',
      setup: 'Configurer une seconde méthode',
      accountLevel:
        'Votre compte a une clé d’accès ou une application d’authentification. Confirmez avec elle pour ajouter ou retirer une méthode, changer votre mot de passe ou vos clés, ou supprimer le compte.',
      methodsNeedLevel:
        'Confirmez d’abord avec votre clé d’accès ou votre application d’authentification (ci-dessus) pour ajouter une autre méthode.',
    },
    proof: {
      heading: 'Confirmez que c’est vous',
      body: 'Cette modification demande une confirmation récente avec votre propre méthode. Confirmez, et la modification se poursuit.',
      waiting: 'Confirmez dans la fenêtre qui s’est ouverte ; la modification se poursuit ensuite.',
      action: 'Confirmer que c’est moi',
      later: 'Pas maintenant',
      done: 'Confirmé',
      closeWindow: 'Vous pouvez fermer cette fenêtre et revenir à votre page.',
    },
    password: {
      heading: 'Mot de passe',
      intro:
        'Créez un mot de passe pour vous connecter sans attendre d’e-mail. Il est haché sur cet appareil : Coffer ne le reçoit jamais.',
      newLabel: 'Nouveau mot de passe',
      newHint: 'Au moins 10 caractères.',
      confirmLabel: 'Confirmez le mot de passe',
      submit: 'Créer le mot de passe',
      working: 'Sécurisation du mot de passe…',
      tooShort: 'Le mot de passe doit comporter au moins 10 caractères.',
      mismatch: 'Les deux mots de passe diffèrent.',
      created: 'Votre mot de passe est enregistré.',
      hasPassword: 'Votre compte a un mot de passe.',
      noPassword:
        'Votre compte n’a pas de mot de passe : vous vous connectez avec votre clé d’accès. Vous pouvez en choisir un, pour vous connecter sans elle.',
      firstHow:
        'Pour en choisir un, reconnectez-vous avec un code envoyé à votre adresse e-mail et votre clé d’accès : c’est alors possible pendant 10 minutes.',
      firstSignIn: 'Me reconnecter pour en choisir un',
      firstIntro:
        'Choisissez un mot de passe. Il est haché sur cet appareil : Coffer ne le reçoit jamais. Chaque identité de votre compte est avertie.',
      firstSubmit: 'Enregistrer le mot de passe',
      conflict: 'Cette identité a déjà un compte.',
      changeIntro:
        'Choisissez un nouveau mot de passe. Il est haché sur cet appareil : Coffer ne le reçoit jamais. Chaque identité de votre compte est avertie du changement.',
      changeSubmit: 'Changer le mot de passe',
      changed: 'Votre mot de passe est changé.',
      changeHow:
        'Pour le changer, reconnectez-vous avec un code envoyé à votre adresse e-mail et votre seconde méthode : le changement est alors possible pendant 10 minutes.',
      changeSignIn: 'Me reconnecter pour le changer',
      changeExpired:
        'Plus de 10 minutes ont passé depuis votre connexion avec le code reçu par e-mail. Reconnectez-vous pour changer le mot de passe.',
    },
    totp: {
      heading: 'Application d’authentification',
      intro:
        'Les codes d’une application d’authentification confirment que c’est bien vous, comme seconde méthode.',
      start: 'Configurer une application d’authentification',
      replaceWarning:
        'Configurer une application à nouveau remplace la précédente et ses codes de secours.',
      scan: 'Scannez ce QR code avec votre application d’authentification, ou saisissez la clé de configuration.',
      qrAlt: 'QR code qui ajoute Coffer à une application d’authentification',
      secretLabel: 'Clé de configuration',
      uriLabel: 'Lien de configuration',
      codeLabel: 'Code affiché par l’application',
      confirm: 'Confirmer',
      codeInvalid: 'Ce code ne correspond pas. Vérifiez l’heure de votre appareil et réessayez.',
      enrolmentGone: 'Cette configuration a été remplacée par une plus récente. Recommencez.',
      recoveryHeading: 'Vos codes de secours',
      recoveryIntro:
        'Conservez ces 10 codes en lieu sûr. Chacun permet de vous connecter une fois si vous perdez votre appareil. Ils ne seront plus affichés.',
      copyCodes: 'Copier les codes',
      copied: 'Les codes sont copiés dans le presse-papiers.',
      copyFailed: 'Les codes n’ont pas pu être copiés : sélectionnez-les et copiez-les à la main.',
      savedCodes: 'Je les ai enregistrés',
      done: 'Votre application d’authentification est configurée.',
    },
    passkeys: {
      heading: 'Clés d’accès et clés de sécurité',
      intro:
        'Une clé d’accès ou une clé de sécurité confirme que c’est bien vous, comme seconde méthode.',
      nameLabel: 'Nom de la nouvelle clé d’accès (facultatif)',
      nameHint:
        'Vide : elle prend le nom de son gestionnaire de mots de passe ou de sa clé (« iCloud Keychain »), sinon de ce navigateur. Ou choisissez-en un, par exemple « Ordinateur du bureau ».',
      add: 'Ajouter une clé d’accès',
      adding: 'Suivez les instructions de votre navigateur…',
      added: (name: string) => `Clé d’accès « ${name} » ajoutée.`,
      cancelled: 'La clé d’accès n’a pas été créée.',
      alreadyRegistered: 'Cet authentificateur est déjà enregistré.',
      listHeading: 'Vos clés d’accès',
      none: 'Aucune clé d’accès pour l’instant.',
      addedOn: (date: string) => `Ajoutée le ${date}`,
      madeIn: (where: string) => `créée dans ${where}`,
      lastUsed: (date: string) => `dernière utilisation le ${date}`,
      neverUsed: 'pas encore utilisée pour se connecter',
      renameLabel: (name: string) => `Renommer la clé d’accès « ${name} »`,
      renamed: (name: string) => `Clé d’accès renommée « ${name} ».`,
      delete: 'Supprimer',
      deleteLabel: (name: string) => `Supprimer la clé d’accès « ${name} »`,
      confirmDelete: (name: string) =>
        `Supprimer « ${name} » ? Vous ne pourrez plus vous connecter avec.`,
      deleted: (name: string) => `Clé d’accès « ${name} » supprimée.`,
    },
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion…',
  },
  outbox: {
    title: 'Boîte d’envoi de développement',
    intro:
      'Aucun SMTP_URL n’est configuré : Coffer garde ici ses e-mails au lieu de les envoyer. Les plus récents en premier.',
    refresh: 'Actualiser',
    empty: 'Aucun e-mail pour l’instant.',
    to: 'À',
    receivedAt: 'Reçu',
  },
  accountPages: accountPagesFr,
  admin: adminFr,
  boxes: boxesFr,
  files: filesFr,
  keys: keysFr,
  live: liveFr,
  journeys: journeysFr,
  signin: signinFr,
};
