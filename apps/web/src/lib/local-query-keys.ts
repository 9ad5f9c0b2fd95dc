/**
 * The keys of the queries whose data is no read of the API: decrypted in this browser, kept in
 * its IndexedDB, or made by a flow of several calls. API reads use tRPC's own keys
 * (`trpc.x.y.queryOptions`), invalidated through `trpc.x.y.queryKey()` or `pathFilter()`.
 * Called with fewer arguments, a factory gives the prefix that invalidates all of its keys.
 */
export const localQueryKeys = {
  /** The box keys of this browser's keyring (lib/box-keyring.ts). */
  boxKeyring: (identityId: string) => ['box-keyring', identityId] as const,
  /** A box's secret key for its page: from the keyring or the invitation link. */
  boxSecretKey: (
    identityId: string,
    ...box: [boxId: string, publicKey: string, fromInvitation: boolean, unlocked: boolean] | []
  ) => ['box-secret-key', identityId, ...box] as const,
  /** A text message, decrypted. */
  decryptedText: (messageId: string) => ['decrypted-text', messageId] as const,
  /** A file message's decryption info, decrypted. */
  fileDecryptionInfo: (fileId: string) => ['file-decryption-info', fileId] as const,
  /** The unlocker this device keeps (IndexedDB). */
  deviceUnlocker: (identityId: string) => ['device-unlocker', identityId] as const,
  /** Opening the key storage with this device's unlocker, for one read of the storage. */
  keyStorageDeviceUnlock: (identityId: string, storageReadAt: number) =>
    ['key-storage-device-unlock', identityId, storageReadAt] as const,
  /** Bringing the key storage and the keyring together (sync-key-storage.ts). */
  keyStorageSync: (
    ...scope: [identityId: string, accountId: string | null] | [identityId: string] | []
  ) => ['key-storage-sync', ...scope] as const,
  /** Redeeming the provisions kept for the key storage. */
  keptProvisions: (identityId: string) => ['kept-provisions', identityId] as const,
  /** Opening a provisions link's boxes. */
  provision: (identityId: string, withShare: boolean) =>
    ['provision', identityId, withShare] as const,
  /** A person's request to be let into a box: a write made once per page. */
  accessRequest: (identityId: string, boxId: string) =>
    ['access-request', identityId, boxId] as const,
  /** Staff's browser inviting the people who asked for access. */
  inviteAccessRequesters: (identityId: string, organizationId: string) =>
    ['invite-access-requesters', identityId, organizationId] as const,
};
