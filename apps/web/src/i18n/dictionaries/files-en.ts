/** The box page's file, focus and accessible-name strings (the French ones are typed by these). */
export const filesEn = {
  upload: {
    multipleHint: 'Several files at once are sent as one message each.',
    dropHint: 'You can also drop files anywhere on this page.',
    dropActive: 'Drop the files to encrypt and send them to this box.',
    refused: (name: string) => `${name} is larger than 126 MiB: it was not added.`,
    chosen: (names: string) => `Ready to send: ${names}.`,
    waiting: (name: string) => `${name} waits for the files before it`,
    cancel: (name: string) => `Cancel the upload of ${name}`,
    cancelled: (name: string) => `The upload of ${name} is cancelled: nothing of it was kept.`,
    failed: (name: string, reason: string) => `${name} was not sent: ${reason}`,
  },
  deletedBox: {
    heading: 'This box was deleted',
    body: (organization: string, date: string) =>
      `${organization} deleted this box on ${date}, with its messages and files. Nothing of it can be opened any more.`,
    backToInbox: 'Back to your inbox',
  },
  messages: {
    fromOrganization: (organization: string) => `From ${organization}`,
    organizationAndPerson: (organization: string, person: string) => `${organization} (${person})`,
    deleteNamed: (sender: string, time: string) => `Delete message from ${sender}, ${time}`,
  },
};

export type FilesDictionary = typeof filesEn;
