import { getEnv } from '@coffer/env';

/** The public address of an identity's avatar (docs/identities.md), or null without one. */
export function avatarUrl(identity: {
  id: string;
  avatarStorageKey: string | null;
}): string | null {
  return identity.avatarStorageKey
    ? `${getEnv().appOrigin}/api/identities/${identity.id}/avatar`
    : null;
}
