/** The account page's own words: who is signed in, their sessions, deleting the account. */
export const accountPagesEn = {
  you: {
    heading: 'You',
    signedInAs: 'Signed in as',
    securityLevel: 'Security level',
    methods: 'Methods used',
    signedInAt: 'Signed in',
    details: 'Technical details',
    identityId: 'Identity id',
    accountId: 'Account id',
    accountIdHidden: 'Shown at security level 2',
    noAccountId: 'None: no password or key storage yet',
  },
  sessions: {
    heading: 'Where you are signed in',
    intro:
      'Each browser you signed in with. Sign out any you do not recognise: it is signed out at its next click.',
    loading: 'Loading your sessions…',
    thisOne: 'This browser',
    unknownBrowser: 'Browser not seen yet',
    on: (browser: string, os: string) => `${browser} on ${os}`,
    network: (network: string) => `From network ${network}`,
    thisComputer: 'From this computer (the one Coffer runs on)',
    localNetwork: (network: string) => `From the local network ${network}`,
    started: (when: string) => `Signed in ${when}`,
    lastActive: (when: string) => `Last active ${when}`,
    level: (acr: number) => `Security level ${acr}`,
    signOut: 'Sign out',
    signOutLabel: (name: string, when: string) => `Sign out ${name}, signed in ${when}`,
    confirmSignOut: (name: string) => `Sign out ${name}? That browser will have to sign in again.`,
    signedOut: (name: string) => `${name} is signed out.`,
    signOutOthers: 'Sign out everywhere else',
    confirmSignOutOthers: 'Sign out every other browser? Only this one stays signed in.',
    signedOutOthers: 'Every other browser is signed out.',
    onlyThisOne: 'You are signed in only here.',
  },
  consent: {
    sharedHeading: (client: string) => `What ${client} receives`,
    shared: {
      openid:
        'An identifier for you at Coffer (a random id, the same each time you sign in to it with this email), and how and when you signed in (security level and methods).',
      tos: 'That you accepted its terms of service.',
      privacy_policy: 'That you accepted its privacy policy.',
    },
    notShared:
      'It does not receive your email address, your name, your avatar, or anything in your boxes.',
    notYou: (email: string) => `Not ${email}?`,
    useAnother: 'Use another account',
  },
  dashboard: {
    createNeedsLevel:
      'Creating an organization needs security level 2: sign in again with a second method (passkey or authenticator app) first.',
    publicQuestion: 'Make this box public?',
    publicMeans:
      'Public means that anyone who signs in with this box’s invitation link can join it and read its messages, past and future. Now, only its admins, the organization’s agents, the person it is about and the people you let in can.',
    publicUndo: 'You can limit access again later, but what was read cannot be unread.',
  },
  deletion: {
    heading: 'Delete your account',
    intro: (email: string) =>
      `This erases ${email} from Coffer. Before you confirm, here is what happens:`,
    erased:
      'Erased now: your sessions (every browser is signed out), passkeys, authenticator app, recovery codes, password and key storage with its keys, your profile and avatar, your notifications, and your place in organizations’ staff and in boxes.',
    boxesStay:
      'Boxes stay with the organizations that opened them: boxes about you (where you are the data subject) and the messages you sent in them are the organization’s record, which it keeps or deletes under its own duties. Ask that organization to erase them.',
    noWayBack:
      'Without your keys, nobody can open those boxes for you again. If you sign in later with the same email, you start from zero; boxes opened for this email show up again, and you need their links to read them.',
    otherEmails: 'If your account also has other emails, they keep the password and key storage.',
    confirmLabel: (email: string) => `Type ${email} to confirm`,
    mismatch: 'Type your email exactly as shown to confirm.',
    lastAdmin:
      'You are the only admin of an organization. Make someone else its admin first (Organizations), then delete your account.',
    submit: 'Delete my account',
    deleting: 'Deleting…',
    done: {
      title: 'Your account is deleted',
      erased:
        'Erased: your sessions (every browser is signed out), passkeys, authenticator app, recovery codes, password and key storage with its keys, your profile and avatar, your notifications, and your place in organizations’ staff and in boxes.',
      browser: 'This browser keeps none of your keys: they were removed from it too.',
      mailed: 'An email confirming the deletion was sent to your address.',
    },
  },
};

export type AccountPagesDictionary = typeof accountPagesEn;
