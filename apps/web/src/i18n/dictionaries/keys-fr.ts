import type { KeysDictionary } from './keys-en';

export const keysFr: KeysDictionary = {
  heading: 'Vos clés sur tous vos appareils',
  intro:
    'Coffer garde les clés de vos coffres chiffrés sous une clé que vous seul pouvez ouvrir : chaque appareil que vous déverrouillez lit vos coffres sans leurs liens. Coffer lui-même ne peut pas l’ouvrir.',
  levelNeeded: 'Gérer vos clés demande une connexion de niveau 2.',
  setUp: {
    intro:
      'Activez votre trousseau de clés : vos coffres s’ouvriront ensuite sur tout appareil que vous déverrouillez.',
    passwordLabel: 'Votre mot de passe',
    passwordHint: 'Il ouvre vos clés sur un nouvel appareil. Il n’est jamais envoyé à Coffer.',
    withPassword: 'Activer avec mon mot de passe',
    withPasskey: 'Activer avec une clé d’accès',
    passkeyHint:
      'Votre clé d’accès ouvrira vos clés (elle doit prendre en charge l’extension PRF, comme la plupart des récentes).',
    needMethod:
      'Choisissez un mot de passe ou ajoutez une clé d’accès, puis activez votre trousseau de clés ici.',
    working: 'Création de vos clés…',
    deviceName: 'Navigateur',
    passwordName: 'Mot de passe',
    passkeyName: 'Clé d’accès',
    recoveryName: 'Clé de secours',
    noPrf:
      'Cette clé d’accès ne peut pas garder de clés (pas de PRF). Utilisez plutôt un mot de passe.',
  },
  recovery: {
    heading: 'Votre clé de secours',
    intro:
      'Si vous perdez votre mot de passe et vos appareils, cette clé est le seul moyen de rouvrir vos coffres. Notez-la ou imprimez-la, et gardez-la en lieu sûr. Elle n’est affichée que maintenant.',
    introNoPassword:
      'Si vous perdez vos clés d’accès et vos appareils, cette clé est le seul moyen de rouvrir vos coffres. Notez-la ou imprimez-la, et gardez-la en lieu sûr. Elle n’est affichée que maintenant.',
    unsaved:
      'Vous n’avez jamais confirmé avoir gardé votre clé de secours. Si vous ne l’avez pas notée, créez-en une nouvelle : sans elle, perdre vos appareils, c’est perdre vos coffres.',
    unsavedLink: 'Créer une nouvelle clé de secours',
    alreadySaved: 'Je l’ai gardée',
    copy: 'Copier',
    copied: 'Copiée.',
    print: 'Imprimer',
    saved: 'J’ai gardé ma clé de secours',
    label: 'Clé de secours',
  },
  unlock: {
    heading: 'Déverrouiller vos clés',
    intro: 'Vos coffres s’ouvrent sur cet appareil une fois vos clés déverrouillées.',
    passwordLabel: 'Votre mot de passe',
    submit: 'Déverrouiller',
    withPasskey: 'Déverrouiller avec une clé d’accès',
    withRecovery: 'Utiliser plutôt ma clé de secours',
    recoveryLabel: 'Clé de secours',
    recoverySubmit: 'Déverrouiller avec la clé de secours',
    working: 'Déverrouillage…',
    unlocking: 'Déverrouillage de vos clés sur cet appareil…',
    wrong: 'Cela n’ouvre pas vos clés. Vérifiez et réessayez.',
    passkeyFailed:
      'La clé d’accès n’a pas ouvert vos clés (fenêtre fermée, ou elle ne peut pas garder de clés).',
    unlocked: 'Vos clés sont déverrouillées sur cet appareil.',
  },
  notice: {
    invitationUnusable:
      'Une invitation à un coffre ne peut plus servir : la clé du coffre a été remplacée depuis, ou l’invitation ne l’ouvre pas. Demandez un nouveau lien à l’organisation.',
    setUp:
      'Gardez les clés de vos coffres sur tous vos appareils : activez votre trousseau de clés sur la page de votre compte.',
    foreignKeys:
      'La clé publique avec laquelle les organisations vous invitent n’est pas une de vos clés : leurs invitations ne s’ouvrent pas ici, et qui l’a définie peut les lire. Créez et publiez de nouvelles clés.',
    missingKeys:
      'Votre clé publique n’est pas publiée : les organisations ne peuvent pas vous inviter sans lien. Publiez vos clés.',
    republish: 'Créer et publier de nouvelles clés',
    setUpLink: 'Activer mes clés',
    revoked:
      'Cet appareil a été retiré de vos clés : déverrouillez-les à nouveau pour lire vos coffres ici.',
    invitationRotated: (title: string) =>
      `L’invitation à « ${title} » ne peut plus servir : la clé du coffre a été remplacée depuis. Demandez un nouveau lien à l’organisation.`,
    invitationInvalid: (title: string) =>
      `L’invitation à « ${title} » n’ouvre pas ce coffre. Demandez un nouveau lien à l’organisation.`,
  },
  unlockers: {
    heading: 'Ce qui ouvre vos clés',
    kinds: {
      password: 'Mot de passe',
      passkey: 'Clé d’accès',
      recovery: 'Clé de secours',
      device: 'Appareil',
    },
    thisDevice: 'cet appareil',
    addedFrom: (where: string) => `depuis ${where}`,
    renameLabel: (name: string) => `Renommer « ${name} »`,
    renamed: (name: string) => `Nouveau nom : « ${name} ».`,
    createdOn: (date: string) => `Ajout le ${date}`,
    lastUsed: (date: string) => `dernière utilisation le ${date}`,
    neverUsed: 'aucune utilisation',
    remove: 'Retirer',
    removeLabel: (name: string) => `Retirer « ${name} »`,
    confirmRemove: (name: string) =>
      `Retirer « ${name} » ? Vos clés ne s’ouvriront plus par ce moyen ; un appareil retiré ici est verrouillé.`,
    signsOut:
      'Cet appareil est aussi déconnecté de Coffer aussitôt, et oublie les clés qu’il gardait à sa prochaine utilisation.',
    removed: (name: string) => `« ${name} » n’ouvre plus vos clés.`,
    lastOne: 'C’est la seule chose qui ouvre vos clés : ajoutez-en une autre avant de la retirer.',
  },
  add: {
    deviceLabel: 'Nom de cet appareil',
    deviceHint: 'Au nom de ce navigateur ; par exemple « Firefox sur mon portable ».',
    device: 'Se souvenir de cet appareil',
    deviceAdded: 'Cet appareil ouvre maintenant vos clés sans rien demander.',
    recovery: 'Créer une nouvelle clé de secours',
    confirmRecovery: 'Créer une nouvelle clé de secours ? L’ancienne ne fonctionnera plus.',
    passkey: (name: string) => `Ouvrir mes clés avec la clé d’accès « ${name} »`,
    passkeyAdded: (name: string) => `La clé d’accès « ${name} » ouvre maintenant vos clés.`,
  },
  boxes: {
    heading: 'Vos coffres sur cet appareil',
    none: 'Aucun coffre pour l’instant.',
    stored: 'Lisible : sa clé est dans votre trousseau de clés',
    cached: 'Lisible sur cet appareil seulement : déverrouillez vos clés pour la garder partout',
    missing: 'Illisible ici : ouvrez son lien d’invitation',
  },
  provisions: {
    pageTitle: 'Vos coffres',
    title: 'Les coffres ouverts pour vous',
    opening: 'Ouverture de vos coffres…',
    noLink:
      'Ouvrez le lien envoyé par l’organisation pour voir les coffres qu’elle a ouverts pour vous.',
    opened: (organization: string, count: number) =>
      `${organization} a ouvert ${count} coffre${count === 1 ? '' : 's'} pour vous. ${count === 1 ? 'Il est lisible' : 'Ils sont lisibles'} sur cet appareil.`,
    keepHint:
      'Activez votre trousseau de clés pour les lire aussi sur vos autres appareils, et ouvrir les suivants sans lien.',
    notFound:
      'Ce lien n’ouvre rien pour l’adresse avec laquelle vous êtes connecté·e. Vérifiez l’adresse, ou demandez un nouveau lien à l’organisation.',
    invalid:
      'Ce lien n’ouvre pas vos coffres : il est peut-être incomplet. Copiez-le à nouveau depuis le message reçu.',
  },
  passwordChange: {
    locked:
      'Vos clés sont verrouillées sur cet appareil. Déverrouillez-les d’abord ci-dessus, pour que le nouveau mot de passe les ouvre aussi.',
    lose: (count: number) =>
      `Rien d’autre n’ouvre vos clés : après ce changement, ${count === 1 ? '1 coffre demandera à nouveau son' : `${count} coffres demanderont à nouveau leur`} lien d’invitation.`,
    confirmLose: 'Changer le mot de passe et recommencer mes clés',
    recoveryAfterReset: 'Vos clés ont été recommencées. Gardez votre nouvelle clé de secours :',
  },
};
