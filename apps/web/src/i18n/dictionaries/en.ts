import { accountPagesEn } from './account-en';
import { adminEn } from './admin-en';
import { boxesEn } from './boxes-en';
import { filesEn } from './files-en';
import { journeysEn } from './journeys-en';
import { keysEn } from './keys-en';
import { liveEn } from './live-en';
import { signinEn } from './signin-en';

/**
 * Every English string of the pages. This object is the reference: the French dictionary
 * is typed by it, so a key missing there is a type error.
 */
export const en = {
  meta: {
    description: 'Identity provider and end-to-end encrypted boxes',
  },
  common: {
    skipToContent: 'Skip to content',
    languageLabel: 'Language',
    loading: 'Loading…',
    networkError: 'Coffer cannot be reached. Check your connection and try again.',
    unexpectedError: 'Something went wrong. Try again in a moment.',
    tooManyRequests: (wait: string) => `Too many attempts. Try again in ${wait}.`,
    duration: (seconds: number) =>
      seconds < 60
        ? `${seconds} s`
        : seconds < 3600
          ? `${Math.ceil(seconds / 60)} min`
          : `${Math.ceil(seconds / 3600)} h`,
    opensInNewTab: '(opens in a new tab)',
    backHome: 'Back to the home page',
    cancel: 'Cancel',
    rename: 'Rename',
    newName: 'New name',
    saveName: 'Save the name',
    confirmFirst: 'Confirm it is you first, then try again.',
  },
  nav: {
    label: 'Main',
    inbox: 'Inbox',
    admin: 'Organizations',
    account: 'Security',
  },
  amr: {
    'identity:emailed_code': 'Code sent by email',
    'identity:prehashed_password': 'Password',
    'webauthn:webauthn': 'Passkey or security key',
    'totp:totp': 'Authenticator app',
    'totp:recovery': 'Recovery code',
  },
  home: {
    intro:
      'An identity provider and end-to-end encrypted boxes: organizations open a box about a person, and only the people in it can read what is inside. Messages and files are encrypted in the browser; the server never sees a key.',
    signIn: 'Sign in',
    withPasskey: 'Sign in with a passkey instead',
    signInHint:
      'Sign in to read the boxes organizations opened about you, to run your organization’s boxes, or to manage your security.',
    developers: 'For developers',
    apiReference: 'REST API (OpenAPI 3.1)',
    health: 'Service health',
  },
  apiDocs: {
    title: 'REST API reference',
    intro: 'Every operation of the REST API, generated from the schemas that validate requests.',
    document: 'OpenAPI 3.1 document',
    parameters: 'Parameters',
    body: 'Request body',
    answer: 'Answer',
    required: 'required',
    schemas: 'Schemas',
    schemasIntro: 'The resources the operations refer to as #/components/schemas/<name>.',
  },
  notFound: {
    title: 'Page not found',
    body: 'This address does not match any page. It may have been mistyped, or the page moved.',
  },
  errorPage: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Try again; if it keeps failing, come back later.',
    retry: 'Try again',
  },
  flowProblem: {
    missingTitle: 'Nothing to continue here',
    missing:
      'This page opens when an application asks you to sign in. Go back to the application and start again.',
    notFoundTitle: 'Unknown request',
    notFound: 'This request does not exist. Go back to the application and start again.',
    expiredTitle: 'This request has expired',
    expired:
      'Sign-in requests are valid for one hour and can be used once. Go back to the application and start again.',
    otherBrowserTitle: 'Started in another browser',
    otherBrowser:
      'For your safety, a sign-in goes on only in the browser where it started. Go back to the application in this browser and start again.',
    otherEmail:
      'This sign-in already went ahead with another email. To use this one, go back to the application and start again.',
  },
  login: {
    title: 'Sign in',
    continueTo: (client: string) => `to continue to ${client}`,
    email: {
      label: 'Email address',
      hint: 'We will send you a code, or ask for your password if you have one.',
      submit: 'Continue',
      invalid: 'Enter a valid email address, like name@example.com.',
    },
    signingInAs: (email: string) => `Signing in as ${email}`,
    changeEmail: 'Use another email',
    codeSentWhenComplete: 'The code is checked as soon as its sixth digit is typed.',
    progress: (reached: number, required: number) => `Security level: ${reached} of ${required}`,
    nextFactor: 'Confirmed. One more step: confirm with a second method.',
    otherMethods: 'Other ways to continue',
    emailedCode: {
      heading: 'Check your email',
      sent: (email: string) => `We sent a 6-digit code to ${email}. It is valid for 5 minutes.`,
      keptInOutbox: (email: string) =>
        `This Coffer sends no email: the 6-digit code for ${email} is in its outbox page. It is valid for 5 minutes.`,
      openOutbox: 'Open the outbox (new tab)',
      sentRecently:
        'A code was sent to this address moments ago: use it, or ask for a new one once the wait is over.',
      label: '6-digit code',
      submit: 'Verify',
      resend: 'Send a new code',
      resendIn: (wait: string) => `Send a new code (in ${wait})`,
      resent: 'A new code is on its way. Only the latest code works.',
    },
    password: {
      heading: 'Enter your password',
      label: 'Password',
      submit: 'Sign in',
      checking: 'Checking…',
    },
    totp: {
      heading: 'Authenticator app',
      hint: 'Enter the 6-digit code shown by your authenticator app.',
      label: '6-digit code',
      submit: 'Verify',
      besidePasskey: 'No passkey on this device? Use your authenticator app',
    },
    recovery: {
      heading: 'Recovery code',
      hint: 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.',
      label: 'Recovery code',
      submit: 'Verify',
    },
    passkey: {
      heading: 'Passkey or security key',
      hint: 'Use the passkey saved on this device, or your security key.',
      submit: 'Use my passkey',
      waiting: 'Follow the instructions of your browser…',
      cancelled: 'The passkey was not used. Try again.',
      withoutEmail: 'Sign in with a passkey',
    },
    errors: {
      codeInvalid: 'This code is not right. Check it and try again.',
      codeExpired: 'This code has expired. Ask for a new one.',
      codeFormat: 'The code is 6 digits.',
      passwordInvalid: 'This password is not right.',
      recoveryInvalid: 'This recovery code is not right, or it was used already.',
      passkeyInvalid: 'This passkey was not accepted. Try again.',
      locked: (wait: string) =>
        `Too many failed attempts: this method is locked. Try again in ${wait}.`,
      methodUnavailable: 'This method is not available for this account.',
      sendFailed: 'The code could not be sent. Try again in a moment.',
    },
    redirecting: 'Signing you in…',
  },
  consent: {
    title: 'Your agreement',
    heading: (client: string) => `${client} asks for your agreement`,
    signedInAs: (name: string) => `Signed in as ${name}`,
    intro: 'Before you continue, read and accept:',
    noLegalScopes: (client: string) => `Do you want to continue to ${client}?`,
    scopes: {
      tos: {
        label: (client: string) => `I accept the terms of service of ${client}`,
        link: 'Read the terms of service',
      },
      privacy_policy: {
        label: (client: string) => `I accept the privacy policy of ${client}`,
        link: 'Read the privacy policy',
      },
    },
    mustAcceptAll: 'Tick every box to continue, or decline.',
    accept: 'Accept and continue',
    decline: 'Decline',
    redirecting: (client: string) => `Taking you back to ${client}…`,
  },
  account: {
    title: 'Your account',
    loading: 'Loading your account…',
    signInRedirect: 'Taking you to the sign-in page…',
    profile: {
      heading: 'Profile',
      displayNameLabel: 'Display name',
      displayNameHint: 'Shown to the organizations and people you share boxes with.',
      notificationsLabel: 'Email notifications',
      notifications: {
        minimal: 'Minimal: only what needs you',
        moderate: 'Moderate: a daily summary',
        frequent: 'Frequent: every new message',
      },
      save: 'Save',
      saved: 'Your profile is saved.',
      displayNameInvalid: 'Enter a name of 1 to 254 characters.',
      shareEmail: 'Show my email address on my public profile',
      shareEmailSaved: (shared: boolean): string =>
        shared ? 'Your email address is now public.' : 'Your email address is now private.',
      avatarHeading: 'Picture',
      avatarAlt: 'Your picture',
      noAvatar: 'No picture yet.',
      avatarLabel: 'New picture',
      avatarHint: 'PNG, JPEG or WebP, up to 3 MiB.',
      avatarUpload: 'Upload',
      avatarUploaded: 'Your picture is updated.',
      avatarRemove: 'Remove the picture',
      avatarRemoved: 'Your picture is removed.',
      avatarRequired: 'Choose a picture first.',
      avatarTooLarge: 'This picture is larger than 3 MiB.',
      avatarWrongType: 'This file is not a PNG, JPEG or WebP picture.',
    },
    mfa: {
      heading: 'Second method at every sign-in',
      intro:
        'Ask for a second method (authenticator app or passkey) every time you sign in, not only when a page needs security level 2.',
      label: 'At every sign-in',
      options: {
        disabled: 'No second method required',
        totp: 'Require my authenticator app',
        webauthn: 'Require a passkey or security key',
      },
      save: 'Save',
      saved: 'Your sign-in requirement is saved.',
      notConfigured: 'Set up this method first, above on this page.',
    },
    raise: {
      heading: 'A higher security level is needed',
      body: (level: number) =>
        `This needs security level ${level}: confirm with your second method (authenticator app or passkey).`,
      action: 'Confirm with my second method',
      setupHint:
        'No second method yet? Add a passkey or an authenticator app in your security settings first, then sign in again.',
      setup: 'Set up a second method',
      accountLevel:
        'Your account has a passkey or an authenticator app. Confirm with it to add or remove a method, change your password or keys, or delete the account.',
      methodsNeedLevel:
        'Confirm with your passkey or authenticator app first (above) to add another method.',
    },
    proof: {
      heading: 'Confirm it is you',
      body: 'This change needs a recent confirmation with your own method. Confirm it, and the change goes on.',
      waiting: 'Confirm in the window that opened; the change goes on once you have.',
      action: 'Confirm it is you',
      later: 'Not now',
      done: 'Confirmed',
      closeWindow: 'You can close this window and go back to your page.',
    },
    password: {
      heading: 'Password',
      intro:
        'Create a password to sign in without waiting for an email. It is hashed on this device: Coffer never receives it.',
      newLabel: 'New password',
      newHint: 'At least 10 characters.',
      confirmLabel: 'Confirm the password',
      submit: 'Create the password',
      working: 'Securing your password…',
      tooShort: 'The password needs at least 10 characters.',
      mismatch: 'The two passwords differ.',
      created: 'Your password is set.',
      hasPassword: 'Your account has a password.',
      noPassword:
        'Your account has no password: you sign in with your passkey. You may choose one, to sign in without it.',
      firstHow:
        'To choose one, sign in again with a code sent to your email and your passkey: it is then possible for 10 minutes.',
      firstSignIn: 'Sign in again to choose one',
      firstIntro:
        'Choose a password. It is hashed on this device: Coffer never receives it. Every identity of your account is told.',
      firstSubmit: 'Set the password',
      conflict: 'This identity has an account already.',
      changeIntro:
        'Choose a new password. It is hashed on this device: Coffer never receives it. Every identity of your account is told of the change.',
      changeSubmit: 'Change the password',
      changed: 'Your password is changed.',
      changeHow:
        'To change it, sign in again with a code sent to your email and your second method: the change is then possible for 10 minutes.',
      changeSignIn: 'Sign in again to change it',
      changeExpired:
        'More than 10 minutes have passed since you signed in with the emailed code. Sign in again to change the password.',
    },
    totp: {
      heading: 'Authenticator app',
      intro: 'Codes from an authenticator app confirm that it is you, as a second method.',
      start: 'Set up an authenticator app',
      replaceWarning: 'Setting up an app again replaces the previous one and its recovery codes.',
      scan: 'Scan this QR code with your authenticator app, or enter the setup key.',
      qrAlt: 'QR code that adds Coffer to an authenticator app',
      secretLabel: 'Setup key',
      uriLabel: 'Setup link',
      codeLabel: 'Code shown by the app',
      confirm: 'Confirm',
      codeInvalid: 'This code does not match. Check the time of your device and try again.',
      enrolmentGone: 'This setup was replaced by a newer one. Start again.',
      recoveryHeading: 'Your recovery codes',
      recoveryIntro:
        'Keep these 10 codes somewhere safe. Each one lets you sign in once if you lose your device. They will not be shown again.',
      copyCodes: 'Copy the codes',
      copied: 'The codes are copied to the clipboard.',
      copyFailed: 'The codes could not be copied: select them and copy them by hand.',
      savedCodes: 'I have saved them',
      done: 'Your authenticator app is set up.',
    },
    passkeys: {
      heading: 'Passkeys and security keys',
      intro: 'A passkey or a security key confirms that it is you, as a second method.',
      nameLabel: 'Name of the new passkey (optional)',
      nameHint:
        'Empty: it is named after its password manager or key (“iCloud Keychain”), else this browser. Or choose one, for example “Work laptop”.',
      add: 'Add a passkey',
      adding: 'Follow the instructions of your browser…',
      added: (name: string) => `Passkey “${name}” added.`,
      cancelled: 'The passkey was not created.',
      alreadyRegistered: 'This authenticator is registered already.',
      listHeading: 'Your passkeys',
      none: 'No passkey yet.',
      addedOn: (date: string) => `Added ${date}`,
      madeIn: (where: string) => `made in ${where}`,
      lastUsed: (date: string) => `last used ${date}`,
      neverUsed: 'not used to sign in yet',
      renameLabel: (name: string) => `Rename passkey “${name}”`,
      renamed: (name: string) => `Passkey renamed “${name}”.`,
      delete: 'Delete',
      deleteLabel: (name: string) => `Delete passkey “${name}”`,
      confirmDelete: (name: string) =>
        `Delete “${name}”? You will no longer be able to sign in with it.`,
      deleted: (name: string) => `Passkey “${name}” deleted.`,
    },
    signOut: 'Sign out',
    signingOut: 'Signing out…',
  },
  outbox: {
    title: 'Development outbox',
    intro:
      'No SMTP_URL is configured, so Coffer keeps its mails here instead of sending them. Newest first.',
    refresh: 'Refresh',
    empty: 'No mail yet.',
    to: 'To',
    receivedAt: 'Received',
  },
  accountPages: accountPagesEn,
  admin: adminEn,
  boxes: boxesEn,
  files: filesEn,
  keys: keysEn,
  live: liveEn,
  journeys: journeysEn,
  signin: signinEn,
};

export type Dictionary = typeof en;
