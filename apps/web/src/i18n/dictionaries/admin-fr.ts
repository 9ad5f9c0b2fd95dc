import type { AdminDictionary } from './admin-en';

export const adminFr: AdminDictionary = {
  title: 'Organisations',
  loading: 'Chargement…',
  signInRedirect: 'Redirection vers la page de connexion…',
  roles: { admin: 'Administrateur', agent: 'Agent' },
  home: {
    intro:
      'Les organisations pour lesquelles vous travaillez : leur équipe, leurs étiquettes, leurs coffres et leurs clients machine.',
    listHeading: 'Vos organisations',
    none: 'Vous ne faites encore partie de l’équipe d’aucune organisation.',
    listNeedsLevel: 'Vos organisations s’affichent au niveau de sécurité 2.',
    roleLabel: (role: string) => `Votre rôle : ${role}`,
    createHeading: 'Créer une organisation',
    nameLabel: 'Nom de l’organisation',
    nameHint: 'Jusqu’à 100 caractères. Vous en devenez administrateur.',
    create: 'Créer l’organisation',
    firstDatatagLabel: 'Sa première étiquette',
    firstDatatagHint:
      'Ce que contiennent ses coffres ; vous pourrez la renommer, ou laissez ce champ vide et créez des étiquettes plus tard.',
    firstDatatagDefault: 'Documents',
  },
  organization: {
    back: 'Toutes les organisations',
    forbidden: 'Vous ne faites pas partie de l’équipe de cette organisation, ou elle n’existe pas.',
    yourRole: (role: string) => `Votre rôle : ${role}`,
    idLabel: 'Identifiant de l’organisation',
    accessRequestsInvited: (count: number) =>
      count === 1
        ? 'Une personne qui demandait son coffre y a maintenant accès : il s’ouvre sur ses appareils.'
        : `${count} personnes qui demandaient leurs coffres y ont maintenant accès : ils s’ouvrent sur leurs appareils.`,
  },
  members: {
    heading: 'Équipe',
    intro:
      'Les administrateurs gèrent l’équipe et les clients machine ; les agents ouvrent et lisent les coffres.',
    adminsOnly: 'Seuls les administrateurs de l’organisation voient et gèrent son équipe.',
    none: 'Personne pour l’instant.',
    emailLabel: 'Adresse e-mail',
    emailHint: 'La personne se connectera avec cette adresse.',
    roleLabel: 'Rôle',
    add: 'Ajouter à l’équipe',
    added: (email: string) => `${email} a été ajouté à l’équipe.`,
    alreadyStaff:
      'Cette personne fait déjà partie de l’équipe. Retirez-la d’abord pour changer son rôle.',
    emailInvalid: 'Saisissez une adresse e-mail valide.',
    remove: 'Retirer',
    removeLabel: (email: string) => `Retirer ${email} de l’équipe`,
    confirmRemove: (email: string) => `Retirer ${email} de l’équipe ?`,
    removed: (email: string) => `${email} a été retiré de l’équipe.`,
    lastAdmin:
      'Le dernier administrateur d’une organisation ne peut pas être retiré. Nommez d’abord un autre administrateur.',
    you: '(vous)',
  },
  datatags: {
    heading: 'Étiquettes',
    intro:
      'Une étiquette indique le type de données d’un coffre, par exemple « Bulletins de paie ».',
    none: 'Aucune étiquette pour l’instant. Créez-en une avant d’ouvrir un coffre.',
    nameLabel: 'Nom de la nouvelle étiquette',
    create: 'Créer l’étiquette',
    created: (name: string) => `Étiquette « ${name} » créée.`,
    rename: 'Renommer',
    renameLabel: (name: string) => `Renommer l’étiquette « ${name} »`,
    newNameLabel: (name: string) => `Nouveau nom pour « ${name} »`,
    save: 'Enregistrer',
    renamed: (name: string) => `Étiquette renommée en « ${name} ».`,
  },
  boxes: {
    heading: 'Coffres',
    filterLabel: 'Étiquette',
    allDatatags: 'Toutes les étiquettes',
    noDatatag: 'Sans étiquette',
    none: 'Aucun coffre ici pour l’instant.',
    about: (email: string) => `Concerne ${email}`,
    openedOn: (date: string) => `Ouvert le ${date}`,
    datatag: (name: string) => `Étiquette : ${name}`,
    open: 'Ouvrir',
    openLabel: (title: string) => `Ouvrir le coffre « ${title} »`,
  },
  createBox: {
    heading: 'Ouvrir un coffre',
    intro:
      'La clé du coffre est créée sur cet appareil. Coffer n’en garde que la moitié publique et une moitié de partage de clé ; le lien d’invitation contient l’autre moitié.',
    titleLabel: 'Titre',
    titleHint: 'L’objet du coffre, tel que la personne le lira (jusqu’à 50 caractères).',
    datatagLabel: 'Étiquette',
    chooseDatatag: 'Choisissez une étiquette',
    needDatatag:
      'Un coffre a besoin d’une étiquette, et cette organisation n’en a pas encore : créez-en une d’abord sous Étiquettes.',
    subjectLabel: 'E-mail de la personne concernée',
    subjectHint: 'La personne concernée voit le coffre lorsqu’elle se connecte avec cette adresse.',
    submit: 'Ouvrir le coffre',
    working: 'Création de la clé du coffre…',
    created: (title: string) => `Coffre « ${title} » ouvert.`,
    autoInvited:
      'Cette personne a des clés : le coffre apparaît dans sa boîte de réception, lisible sans le lien. Gardez le lien seulement au cas où elle perdrait ses clés.',
    linkHeading: 'Envoyez ce lien à la personne',
    linkWarning:
      'Copiez le lien maintenant et envoyez-le à la personne ; quiconque possède le lien et se connecte avec cette adresse peut ouvrir le coffre. Plus tard, seul un navigateur qui détient la clé du coffre (celui-ci) peut l’afficher à nouveau, depuis la page du coffre.',
    linkLabel: 'Lien d’invitation',
    copy: 'Copier le lien',
    copied: 'Le lien est copié dans le presse-papiers.',
    copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le à la main.',
    openBox: 'Ouvrir le coffre',
    done: 'Terminé',
    titleInvalid: 'Le titre doit compter de 1 à 50 caractères.',
    subjectInvalid: 'Saisissez une adresse e-mail valide.',
    datatagInvalid: 'Choisissez une étiquette de cette organisation.',
  },
  clients: {
    heading: 'Clients machine',
    intro:
      'Un serveur de l’organisation obtient des jetons avec sa propre clé (client_credentials, private_key_jwt). Enregistrez les clés publiques avec lesquelles il signe.',
    none: 'Aucun client machine pour l’instant.',
    clientId: 'Identifiant du client',
    registeredOn: (date: string) => `Enregistré le ${date}`,
    keyCount: (count: number) => (count === 1 ? '1 clé publique' : `${count} clés publiques`),
    nameLabel: 'Nom du client',
    nameHint: 'Par exemple « Serveur de paie ».',
    jwksLabel: 'Jeu de clés JWK publiques (JSON)',
    jwksHint:
      'Un objet JSON {"keys": [...]} de clés publiques : ES256, RS256, PS256 ou EdDSA. Ne collez jamais une clé privée.',
    register: 'Enregistrer le client',
    registered: (name: string) => `Client « ${name} » enregistré.`,
    adminsOnly: 'Seuls les administrateurs enregistrent des clients machine.',
    notJson:
      'Ce n’est pas du JSON valide. Collez un jeu de clés tel que {"keys": [{"kty": "EC", …}]}.',
    notJwks: 'Un jeu de clés JWK est un objet JSON avec un tableau "keys".',
    privateKey:
      'Ce jeu de clés contient une clé privée. Collez uniquement les clés publiques : la clé privée reste sur votre serveur.',
    unsupported:
      'Une clé de ce jeu n’est pas prise en charge : utilisez des clés publiques ES256 (P-256), RS256 ou PS256 (RSA, 2048 bits ou plus) ou EdDSA (Ed25519), avec "use": "sig" le cas échéant.',
  },
  errors: {
    forbidden: 'Vous n’avez pas le rôle nécessaire dans l’organisation.',
    invalid: 'Certaines valeurs ne sont pas valides. Vérifiez le formulaire.',
  },
};
