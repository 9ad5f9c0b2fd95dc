import { describeUserAgent, type DeviceDescription } from '../../user-agent/describe-user-agent';
import { authenticatorName } from './authenticator-names';

/**
 * The webauthn credential resource (docs/identities.md#credentials): its name, and what
 * tells it apart from the person's other passkeys (the authenticator, the browser and
 * system it was made in, when it was added and last used).
 */
export type WebauthnCredentialRecord = DeviceDescription & {
  /** Unpadded url-safe base64 credential id. */
  id: string;
  name: string;
  identity_id: string;
  /** The authenticator model's AAGUID, when it gave one. */
  aaguid: string | null;
  /** "iCloud Keychain", "YubiKey 5 Series"…: the AAGUID's common name, when known. */
  authenticator: string | null;
  /** RFC 3339 UTC. */
  created_at: string;
  last_used_at: string | null;
  /** Registered in the browser of the request that lists it. */
  this_browser: boolean;
};

export const webauthnCredentialRecordSelect = {
  id: true,
  name: true,
  identityId: true,
  aaguid: true,
  userAgent: true,
  createdAt: true,
  lastUsedAt: true,
  browserKeyHash: true,
} as const;

/** `currentBrowser`: the requesting session's browser key hash (sessionBrowserKeyHash). */
export function toWebauthnCredentialRecord(
  row: {
    id: string;
    name: string;
    identityId: string;
    aaguid: string | null;
    userAgent: string | null;
    createdAt: Date;
    lastUsedAt: Date | null;
    browserKeyHash: string | null;
  },
  currentBrowser: string | null,
): WebauthnCredentialRecord {
  return {
    id: row.id,
    name: row.name,
    identity_id: row.identityId,
    aaguid: row.aaguid,
    authenticator: authenticatorName(row.aaguid),
    ...describeUserAgent(row.userAgent),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    this_browser: currentBrowser !== null && row.browserKeyHash === currentBrowser,
  };
}
