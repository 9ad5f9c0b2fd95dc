/** The sign-in journeys' English strings (docs/authentication.md; the French ones are typed by these). */
export const journeysEn = {
  invitation: {
    opened: (organization: string, title: string) => `${organization} opened “${title}” for you.`,
    signingIn: 'Sign in to read it: we will send a code to your email.',
    loginContext: (organization: string, title: string) =>
      `To read “${title}”, opened for you by ${organization}.`,
  },
  deadLink: {
    heading: 'This link no longer opens anything',
    invitation:
      'A newer link replaced it, its box was deleted, or it was not copied in full. Ask the organization for the link it sent last. If you can read the box already, sign in: it is in your inbox.',
    provisions:
      'It was not copied in full, or it is no longer valid. Copy it again from the message you received, or ask the organization for a new one.',
    signIn: 'Sign in all the same',
  },
  provisions: {
    opened: (organization: string) => `${organization} opened boxes for you.`,
    loginContext: (organization: string) => `To read the boxes ${organization} opened for you.`,
  },
  stepUp: {
    /** What the session being stepped up from used (its amr), `carriedBy` joined. */
    carried: (methods: string) =>
      `You are signed in with ${methods}. Confirm with your second method.`,
    carriedBy: {
      'identity:emailed_code': 'your emailed code',
      'identity:prehashed_password': 'your password',
      'webauthn:webauthn': 'your passkey',
      'totp:totp': 'your authenticator app',
      'totp:recovery': 'a recovery code',
    },
    and: ' and ',
    noMethod:
      'This page needs security level 2, and no second method is set up for this account yet. Create a passkey on this device, or continue at security level 1.',
    continueWithout: 'Continue without it (security level 1)',
    stuckHeading: 'Cannot use this method?',
    passkeyElsewhere:
      'Passkey on another device? Confirm there, or continue at security level 1 here. A new passkey or app for this device is added once you confirmed with the one you have: a mailbox alone cannot add one.',
    lockedElsewhere: 'Or sign in with another account.',
    switchAccount: 'Use another account',
  },
  passkeyNow: {
    intro:
      'Level 2 needs a second method. Create a passkey on this device: you confirm with it once, and go straight on.',
    create: 'Create a passkey and continue',
    creating: 'Follow the instructions of your browser…',
    cancelled: 'The passkey was not created. Try again.',
  },
  switchAccount: {
    signedInAs: (email: string) => `Signed in as ${email}.`,
    action: 'Switch account',
  },
  spent: {
    signInAgain: 'Sign in again',
    signedInTitle: 'You are signed in',
    signedIn: 'This sign-in is already finished: you can go on where you were going.',
    goOn: 'Continue',
  },
  sessionMenu: {
    signedIn: 'Signed in',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    anotherAccount: 'Use another account',
  },
};
