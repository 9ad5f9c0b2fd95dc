import type { FilesDictionary } from './files-en';

export const filesFr: FilesDictionary = {
  upload: {
    multipleHint: 'Plusieurs fichiers à la fois partent chacun dans son propre message.',
    dropHint: 'Vous pouvez aussi déposer des fichiers n’importe où sur cette page.',
    dropActive: 'Déposez les fichiers pour les chiffrer et les envoyer dans cette boîte.',
    refused: (name: string) => `${name} dépasse 126 Mio : il n’a pas été ajouté.`,
    chosen: (names: string) => `Prêt à envoyer : ${names}.`,
    waiting: (name: string) => `${name} attend les fichiers qui le précèdent`,
    cancel: (name: string) => `Annuler l’envoi de ${name}`,
    cancelled: (name: string) => `L’envoi de ${name} est annulé : rien n’en a été gardé.`,
    failed: (name: string, reason: string) => `${name} n’a pas été envoyé : ${reason}`,
  },
  deletedBox: {
    heading: 'Cette boîte a été supprimée',
    body: (organization: string, date: string) =>
      `${organization} a supprimé cette boîte le ${date}, avec ses messages et ses fichiers. Plus rien ne peut en être ouvert.`,
    backToInbox: 'Retour à votre boîte de réception',
  },
  messages: {
    fromOrganization: (organization: string) => `De la part de ${organization}`,
    organizationAndPerson: (organization: string, person: string) => `${organization} (${person})`,
    deleteNamed: (sender: string, time: string) => `Supprimer le message de ${sender}, ${time}`,
  },
};
