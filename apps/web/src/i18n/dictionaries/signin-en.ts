/** The sign-in pages' English strings added for issue 14's last gaps (docs/authentication.md). */
export const signinEn = {
  codeLockout: {
    heading: 'Too many wrong codes',
    body: 'For your safety, this code no longer works and no new code is sent for a while.',
    until: (time: string, wait: string) => `You can ask for a new code at ${time} (in ${wait}).`,
    now: 'You can ask for a new code now.',
    resend: 'Send a new code',
    otherMethods: 'Or use one of the other ways below.',
    anotherAccount: 'Use another account',
  },
  noSecondMethod: {
    heading: 'No second method yet',
  },
  passkeyAdded: {
    confirming: (name: string) =>
      `Passkey “${name}” added. Confirming with it to reach security level 2…`,
  },
  boxPrompt: {
    context: (organization: string, title: string) =>
      `To read “${title}”, opened for you by ${organization}, this page needs a higher security level.`,
  },
  sessionEnded: {
    title: 'You were signed out',
    body: 'You signed out (perhaps in another tab) before this sign-in was finished, so it cannot go on. Sign in again to continue where you were.',
  },
};
