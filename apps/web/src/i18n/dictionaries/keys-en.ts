/** The key storage's English strings (docs/key-model.md; the French ones are typed by these). */
export const keysEn = {
  heading: 'Your keys on all your devices',
  intro:
    'Coffer keeps your box keys encrypted under a key only you can open, so every device you unlock reads your boxes without their links. Coffer itself cannot open it.',
  levelNeeded: 'Managing your keys needs a sign-in at level 2.',
  setUp: {
    intro: 'Set up your key storage: your boxes will then open on any device you unlock.',
    passwordLabel: 'Your password',
    passwordHint: 'It opens your keys on a new device. It is never sent to Coffer.',
    withPassword: 'Set up with my password',
    withPasskey: 'Set up with a passkey',
    passkeyHint:
      'Your passkey will open your keys (it must support the PRF extension, as most recent ones do).',
    needMethod: 'Choose a password or add a passkey first, then set up your key storage here.',
    working: 'Making your keys…',
    /** Only when the browser does not say what it is: its unlocker is named after it. */
    deviceName: 'Browser',
    passwordName: 'Password',
    passkeyName: 'Passkey',
    recoveryName: 'Recovery key',
    noPrf: 'This passkey cannot keep keys (no PRF support). Use a password instead.',
  },
  recovery: {
    heading: 'Your recovery key',
    intro:
      'If you lose your password and devices, this key is the only way to open your boxes again. Write it down or print it, and keep it somewhere safe. It is shown only now.',
    introNoPassword:
      'If you lose your passkeys and devices, this key is the only way to open your boxes again. Write it down or print it, and keep it somewhere safe. It is shown only now.',
    unsaved:
      'Your recovery key was never confirmed as saved. If you did not write it down, make a new one: without it, losing your devices loses your boxes.',
    unsavedLink: 'Make a new recovery key',
    alreadySaved: 'I have it saved',
    copy: 'Copy',
    copied: 'Copied.',
    print: 'Print',
    saved: 'I saved my recovery key',
    label: 'Recovery key',
  },
  unlock: {
    heading: 'Unlock your keys',
    intro: 'Your boxes open on this device once your keys are unlocked.',
    passwordLabel: 'Your password',
    submit: 'Unlock',
    withPasskey: 'Unlock with a passkey',
    withRecovery: 'Use my recovery key instead',
    recoveryLabel: 'Recovery key',
    recoverySubmit: 'Unlock with the recovery key',
    working: 'Unlocking…',
    unlocking: 'Unlocking your keys on this device…',
    wrong: 'That does not open your keys. Check it and try again.',
    passkeyFailed: 'The passkey did not open your keys (closed, or it cannot keep keys).',
    unlocked: 'Your keys are unlocked on this device.',
  },
  notice: {
    invitationUnusable:
      'An invitation to a box can no longer be used: the box key was replaced since, or the invitation does not open it. Ask the organization for a new link.',
    setUp: 'Keep your box keys on all your devices: set up your key storage on your account page.',
    setUpLink: 'Set up my keys',
    foreignKeys:
      'The public key organizations use to invite you is not one of your keys: invitations to it cannot be opened here, and whoever set it may read them. Make new keys and publish them.',
    missingKeys:
      'Your public key is not published: organizations cannot invite you without a link. Publish your keys.',
    republish: 'Make and publish new keys',
    revoked: 'This device was removed from your keys: unlock them again to read your boxes here.',
    invitationRotated: (title: string) =>
      `The invitation to “${title}” can no longer be used: the box's key was replaced since. Ask the organization for a new link.`,
    invitationInvalid: (title: string) =>
      `The invitation to “${title}” does not open that box. Ask the organization for a new link.`,
  },
  unlockers: {
    heading: 'What opens your keys',
    kinds: {
      password: 'Password',
      passkey: 'Passkey',
      recovery: 'Recovery key',
      device: 'Device',
    },
    thisDevice: 'this device',
    addedFrom: (where: string) => `from ${where}`,
    renameLabel: (name: string) => `Rename “${name}”`,
    renamed: (name: string) => `Renamed “${name}”.`,
    createdOn: (date: string) => `Added ${date}`,
    lastUsed: (date: string) => `last used ${date}`,
    neverUsed: 'never used',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove “${name}”`,
    confirmRemove: (name: string) =>
      `Remove “${name}”? It will no longer open your keys; a device removed here is locked out.`,
    signsOut:
      'That device is also signed out of Coffer at once, and forgets the keys it kept when it is next used.',
    removed: (name: string) => `“${name}” removed.`,
    lastOne: 'This is the only thing that opens your keys: add another one before removing it.',
  },
  add: {
    deviceLabel: 'Name of this device',
    deviceHint: 'Named after this browser; for example “Firefox on my laptop”.',
    device: 'Remember this device',
    deviceAdded: 'This device now opens your keys without asking.',
    recovery: 'Make a new recovery key',
    confirmRecovery: 'Make a new recovery key? The old one will stop working.',
    passkey: (name: string) => `Open my keys with the passkey “${name}”`,
    passkeyAdded: (name: string) => `The passkey “${name}” now opens your keys.`,
  },
  boxes: {
    heading: 'Your boxes on this device',
    none: 'No box yet.',
    stored: 'Readable: its key is in your key storage',
    cached: 'Readable on this device only: unlock your keys to keep it everywhere',
    missing: 'Not readable here: open its invitation link',
  },
  provisions: {
    pageTitle: 'Your boxes',
    title: 'Boxes opened for you',
    opening: 'Opening your boxes…',
    noLink: 'Open the link the organization sent you to see the boxes it opened for you.',
    opened: (organization: string, count: number) =>
      `${organization} opened ${count} box${count === 1 ? '' : 'es'} for you. They are readable on this device.`,
    keepHint:
      'Set up your key storage to read them on your other devices too, and to open the next ones without a link.',
    notFound:
      'This link does not open anything for the address you are signed in with. Check the address, or ask the organization for a new link.',
    invalid:
      'This link does not open your boxes: it may be incomplete. Copy it again from the message you received.',
  },
  passwordChange: {
    locked:
      'Your keys are locked on this device. Unlock them above first, so the new password opens them too.',
    lose: (count: number) =>
      `Nothing else opens your keys: after this change, ${count} box${count === 1 ? '' : 'es'} will need their invitation links again.`,
    confirmLose: 'Change the password and start new keys',
    recoveryAfterReset: 'Your keys were started again. Keep your new recovery key:',
  },
};
export type KeysDictionary = typeof keysEn;
