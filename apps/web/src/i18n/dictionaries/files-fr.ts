import { deName } from '../french-elision';
import type { FilesDictionary } from './files-en';

export const filesFr: FilesDictionary = {
  upload: {
    multipleHint: 'Plusieurs fichiers à la fois partent chacun dans son propre message.',
    dropHint: 'Vous pouvez aussi déposer des fichiers n’importe où sur cette page.',
    dropActive: 'Déposez les fichiers pour les chiffrer et les envoyer dans ce coffre.',
    refused: (name: string) => `${name} dépasse 126 Mio : il n’a pas été ajouté.`,
    chosen: (names: string) => `Prêt à envoyer : ${names}.`,
    waiting: (name: string) => `${name} attend les fichiers qui le précèdent`,
    cancel: (name: string) => `Annuler l’envoi ${deName(name)}`,
    cancelled: (name: string) => `L’envoi ${deName(name)} est annulé : rien n’en a été gardé.`,
    failed: (name: string, reason: string) => `${name} n’a pas été envoyé : ${reason}`,
  },
  deletedBox: {
    heading: 'Ce coffre a été supprimé',
    body: (organization: string, date: string) =>
      `${organization} a supprimé ce coffre le ${date}, avec ses messages et ses fichiers. Plus rien ne peut en être ouvert.`,
    backToInbox: 'Retour à votre boîte de réception',
  },
  messages: {
    fromOrganization: (organization: string) => `De la part ${deName(organization)}`,
    organizationAndPerson: (organization: string, person: string) => `${organization} (${person})`,
    deleteNamed: (sender: string, time: string) =>
      `Supprimer le message ${deName(sender)}, ${time}`,
  },
};
