import type { SecurityEvent } from '@coffer/domain/activity';
import { requireProof, type Caller } from '@coffer/domain/sessions';

/**
 * What a write operation needs the caller to have proved, beyond its rung's credentials
 * (docs/authentication.md#sensitive-operations):
 * - `flow`: no session at all: the sign-in and consent steps, one-click unsubscribe;
 * - `session`: the rung's credentials and level are the whole proof;
 * - `own_level`: the account's own level (2 once the person has a passkey or an app), and,
 *   with `recent`, reached within SENSITIVE_PROOF_MAX_AGE_SECONDS; `announces` names the
 *   security email the change sends to every identity of the account, in its transaction.
 *   With `fields`, only an input that sets one of them needs it.
 */
export type Proof =
  | { kind: 'flow' }
  | { kind: 'session' }
  | {
      kind: 'own_level';
      recent: boolean;
      announces: readonly SecurityEvent[];
      /** Changes nothing itself: the operation it leads to announces. */
      announcedBy?: string;
      fields?: readonly string[];
    };

const flow: Proof = { kind: 'flow' };
const session: Proof = { kind: 'session' };
type OwnLevel = Extract<Proof, { kind: 'own_level' }>;
const ownLevel = (announces: readonly SecurityEvent[] = []): OwnLevel => ({
  kind: 'own_level',
  recent: false,
  announces,
});
const recentOwnLevel = (announces: readonly SecurityEvent[]): OwnLevel => ({
  kind: 'own_level',
  recent: true,
  announces,
});

/**
 * Every write operation of the API (REST methods other than GET and HEAD, and tRPC
 * mutations) by its operation id, and its proof: the one table a reviewer reads, checked
 * whole by operation-proofs.test.ts so a new operation cannot forget it.
 */
const proofs = {
  // Signing in, consenting, unsubscribing: no session yet, or a token of their own.
  'auth.identifyForLogin': flow,
  'auth.performAuthnStep': flow,
  'auth.startPasskeySignIn': flow,
  'auth.signInWithPasskey': flow,
  'auth.giveConsent': flow,
  'auth.refuseConsent': flow,
  'auth.switchAccountAtConsent': flow,
  'notifications.unsubscribeActivityEmails': flow,

  // Methods: adding one when one exists needs it; removing one is destructive.
  'webauthnCredentials.startWebauthnRegistration': ownLevel(),
  'webauthnCredentials.finishWebauthnRegistration': ownLevel(['passkey_added']),
  'webauthnCredentials.deleteWebauthnCredential': recentOwnLevel(['passkey_removed']),
  // A name is the person's label: it changes nothing a sign-in or the storage checks.
  'webauthnCredentials.renameWebauthnCredential': session,
  'totp.startTotpEnrolment': ownLevel(),
  'totp.confirmTotpEnrolment': ownLevel(['totp_added']),
  'totp.removeTotp': recentOwnLevel(['totp_removed']),

  // The account: its password, its identities, its existence.
  'accounts.attachAccount': recentOwnLevel(['password_set', 'account_linked']),
  // Lets another email in: only from inside the account, recently, at its level. The link
  // it leads to is what is announced.
  'accounts.createAccountLinkCode': {
    ...recentOwnLevel([]),
    announcedBy: 'accounts.attachAccount',
  },
  // Its recency is its own older rule: an emailed code within 10 minutes (reset-password.ts).
  'accounts.resetPassword': ownLevel(['password_changed']),
  'identities.deleteIdentity': recentOwnLevel(['account_deleted']),
  // The keys organizations encrypt to. (mfa_method asks more of every later sign-in, and
  // turning it off needs level 2: its own rule, in update-identity.ts.)
  'identities.updateIdentity': {
    ...recentOwnLevel(['identity_keys_changed']),
    fields: ['pubkey', 'pubkey_aes_rsa', 'non_identified_pubkey', 'non_identified_pubkey_aes_rsa'],
  },

  // The key storage: what opens the root key, and the storage itself.
  // Makes the keys others will encrypt to: refused before anything is made when the proof is
  // old. Its keys are published next (updateIdentity), which announces them.
  'keyStorage.setUpKeyStorage': {
    ...recentOwnLevel([]),
    announcedBy: 'identities.updateIdentity',
  },
  'keyStorage.resetKeyStorage': recentOwnLevel(['key_storage_reset']),
  'keyStorage.addUnlocker': recentOwnLevel(['unlocker_added']),
  'keyStorage.updateUnlocker': recentOwnLevel(['unlocker_changed']),
  'keyStorage.deleteUnlocker': recentOwnLevel(['device_revoked', 'unlocker_removed']),
  // Its name, or "the recovery key is saved": labels that open or close nothing.
  'keyStorage.labelUnlocker': session,
  // Writes come from every sync of the pages; a deleted key is a key lost.
  'keyStorage.writeStorageEntry': session,
  'keyStorage.deleteStorageEntry': recentOwnLevel(['key_deleted']),

  // Who can reach an organization's boxes (acr 2, which is every account's own level).
  'organizations.addOrganizationMember': ownLevel(),
  'organizations.removeOrganizationMember': ownLevel(),
  'organizations.createOrganizationClient': ownLevel(),
  'messages.postBoxEvent': ownLevel(),
  'boxes.createBox': ownLevel(),
  'boxes.deleteBox': ownLevel(),
  // Asking leads to a box key encrypted to one's keys; letting in hands one out.
  'accessRequests.requestBoxAccess': ownLevel(),
  'accessRequests.inviteAccessRequester': ownLevel(),

  // Everyday writes: the session is the proof.
  'auth.endOwnSession': session,
  'sessions.endSession': session,
  'sessions.endOtherSessions': session,
  'identities.configureProfile': session,
  'identities.uploadAvatar': session,
  'identities.deleteAvatar': session,
  'notifications.acknowledgeNotifications': session,
  'notifications.redeemAutoInvitation': session,
  'boxes.acknowledgeBoxEvents': session,
  'encryptedFiles.uploadEncryptedFile': session,
  'organizations.createOrganization': session,
  'organizations.createDatatag': session,
  'organizations.updateDatatag': session,
  'webhooks.createWebhookEndpoint': session,
  'webhooks.updateWebhookEndpoint': session,
  'webhooks.rotateWebhookSecret': session,
  'webhooks.deleteWebhookEndpoint': session,
} satisfies Record<string, Proof>;

export const OPERATION_PROOFS: Readonly<Record<string, Proof>> = proofs;

/** The operations that write: a GET among them is still a tRPC mutation (trpc.ts). */
export type WriteOperationId = keyof typeof proofs;

/**
 * The proof check of one call, after its rung: the operation's entry in the table, for
 * the caller its rung made. An operation without entry is a read (the test sees to it).
 */
export async function checkProof(
  operationId: string,
  caller: Caller | null | undefined,
  input: unknown,
): Promise<void> {
  const proof = OPERATION_PROOFS[operationId];
  if (proof?.kind !== 'own_level' || !caller) return;
  if (proof.fields && !setsAnyOf(input, proof.fields)) return;
  await requireProof(caller, { recent: proof.recent });
}

function setsAnyOf(input: unknown, fields: readonly string[]): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const record = input as Record<string, unknown>;
  return fields.some((field) => record[field] !== undefined);
}
