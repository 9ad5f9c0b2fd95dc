/** The inbox's and box page's English strings (the French ones are typed by these). */
export const boxesEn = {
  inbox: {
    title: 'Inbox',
    intro: 'The boxes organizations opened about you, most recent activity first.',
    empty: 'No box yet. When an organization opens a box about you, it appears here.',
    from: (name: string) => `From ${name}`,
    lastActivity: (date: string) => `Last activity ${date}`,
    readableHere: 'Readable on this device',
    lockedHere: 'Open its invitation link to read it here',
  },
  box: {
    pageTitle: 'Box',
    loading: 'Opening the box…',
    about: (email: string) => `About ${email}`,
    openedBy: (name: string, date: string) => `Opened by ${name} on ${date}`,
    accessMode: {
      limited: 'Limited access',
      public: 'Public: anyone signed in with the link can join',
    },
    notMember: {
      heading: 'Join this box?',
      body: 'This box is public: you can join it to read and write its messages.',
      join: 'Join the box',
    },
    noAccess: {
      heading: 'You cannot open this box',
      body: 'This box does not exist, or it does not concern you. Check that you are signed in with the email address the invitation was sent to.',
    },
    key: {
      unlocking: 'Unlocking the box…',
      lockedHeading: 'This box is locked on this device',
      locked:
        'Its messages are end-to-end encrypted. Once your keys are set up and unlocked, Coffer asks the organization to let you in; an invitation link you received opens it at once. You can still write to the box.',
      waitingHeading: (organization: string) => `Waiting for ${organization}`,
      waiting: (organization: string) =>
        `You asked ${organization} to let you in. The next time one of its staff opens Coffer, this box opens here by itself.`,
      staleLink:
        'This invitation link is no longer valid: it was replaced by a new one. Ask the organization for the current link.',
      wrongLink:
        'This invitation link does not belong to this box. Check that you copied it whole.',
    },
    messages: {
      heading: 'Messages',
      empty: 'No message yet.',
      deleted: 'This message was deleted.',
      undecryptable: 'This message cannot be decrypted with the key of this box.',
      locked: 'Encrypted message',
      unknownSender: 'Former member',
      sentBy: (name: string, date: string) => `${name}, ${date}`,
      delete: 'Delete',
      deleteConfirm: 'Delete this message for everyone? This cannot be undone.',
      deleteFailed: 'The message could not be deleted.',
    },
    file: {
      download: 'Download',
      downloadNamed: (name: string) => `Download ${name}`,
      progressLabel: (name: string) => `Downloading and decrypting ${name}`,
      failed: 'The file could not be downloaded, or it did not decrypt: it may be damaged.',
      saved: (name: string) => `${name} is decrypted and saved to your downloads.`,
    },
    composer: {
      heading: 'Write to the box',
      label: 'Message',
      hint: 'Encrypted in your browser before it is sent.',
      send: 'Send',
      sending: 'Encrypting and sending…',
      sent: 'Message sent.',
      required: 'Write a message first.',
      tooLong: 'This message is too long. Send a long text as a file.',
    },
    upload: {
      label: 'File',
      hint: 'Up to 126 MiB. Encrypted in your browser before it is uploaded.',
      submit: 'Encrypt and send',
      encrypting: (name: string) => `Encrypting ${name}`,
      uploading: (name: string) => `Uploading ${name}`,
      sent: (name: string) => `${name} sent.`,
      tooLarge: 'This file is larger than 126 MiB.',
      required: 'Choose a file first.',
    },
    admin: {
      heading: 'Box administration',
      accessModeLabel: (mode: string) => `Access: ${mode}`,
      makePublic: 'Make public',
      makeLimited: 'Limit access',
      accessModeChanged: 'The access mode is changed.',
      linkHeading: 'Invitation link',
      linkIntro:
        'Send this link to the person the box is about: it lets them decrypt the box. Share it only with them, through a channel you trust.',
      linkLabel: 'Current invitation link',
      showLink: 'Show the link',
      copy: 'Copy the link',
      copied: 'The link is copied.',
      copyFailed: 'The link could not be copied: select it and copy it by hand.',
      rotate: 'Replace the link',
      rotateConfirm: 'Replace the invitation link? The current link stops working at once.',
      rotated: 'A new link replaces the previous one: send it again.',
      needsKey:
        'Open the box from its current invitation link on this device first: showing or replacing the link needs the box key.',
      inviteHeading: 'Invite someone',
      inviteIntro:
        'Lets a person into this box by their email. If they have keys, the box opens in their inbox without a link; otherwise send them the invitation link.',
      inviteLabel: 'Their email',
      invite: 'Invite',
      invitedWithKeys: (email: string) =>
        `${email} is invited: the box opens in their inbox, without a link.`,
      invitedWithoutKeys: (email: string) =>
        `${email} may now open the box, but has no keys yet: send them the invitation link.`,
      inviteConflict: 'This person may already open the box.',
      inviteInvalid: 'Enter a valid email address.',
      deleteHeading: 'Delete the box',
      deleteIntro:
        'Deletes the box with all its messages and files, for everyone. This cannot be undone.',
      deleteLabel: 'To confirm, type delete',
      deleteWord: 'delete',
      deleteSubmit: 'Delete the box',
      deleteMismatch: 'Type delete to confirm.',
    },
  },
  bytes: (count: number) =>
    count < 1024
      ? `${count} bytes`
      : count < 1024 * 1024
        ? `${(count / 1024).toFixed(1)} KiB`
        : `${(count / 1024 / 1024).toFixed(1)} MiB`,
};

export type BoxesDictionary = typeof boxesEn;
