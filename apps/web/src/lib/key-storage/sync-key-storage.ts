import {
  decryptInvitationPayload,
  formatBoxSecretKey,
  parseBoxSecretKey,
  BOX_ALGORITHM_NACL,
  type BoxSecretKey,
} from '@coffer/crypto';
import { ApiError } from '../api/api-error';
import { listRememberedBoxIds, recallBoxSecretKey, rememberBoxSecretKey } from '../box-keyring';
import type { Flow } from '../trpc/flow';
import { keepBoxKey } from './keep-box-key';
import { listProvisionKeys } from './provision-keyring';
import { fetchServiceShareOf, rebuildBoxSecretKey } from './rebuild-box-secret-key';
import { checkPublishedKeys, type PublishedKeysState } from './published-keys';
import { openSecretKey, sealSecretKey } from './storage-entry';
import type { UnlockedStorage } from './unlocked-storage';

/** An invitation that could not be redeemed, and why (shown to the person). */
export type InvitationFailure = {
  boxId: string;
  /** The box's title, when the person may read it. */
  title: string | null;
  /** `rotated`: the box's key share changed since; `invalid`: it does not open the box. */
  reason: 'rotated' | 'invalid';
};

/** What a sync found that the person must hear of. */
export type SyncOutcome = { failures: InvitationFailure[]; publishedKeys: PublishedKeysState };

/**
 * Brings this browser and the unlocked storage together (docs/key-model.md): the storage's
 * box keys into the keyring cache, the keyring's and provisions' keys the storage lacks into
 * the storage, then redeems the automatic invitations and provisioned boxes not yet opened.
 * It also compares the keys organizations invite the person to with the storage's.
 */
export async function syncKeyStorage(flow: Flow, storage: UnlockedStorage): Promise<SyncOutcome> {
  const { identityId } = storage;
  const boxKeys = await syncBoxKeys(flow, storage);
  const identityKeys = await syncIdentityKeys(flow, storage);
  const publishedKeys = await checkPublishedKeys(flow, identityId, identityKeys);
  const fetchServiceShare = (hash: string) =>
    flow.read(flow.trpc.keyShares.getKeyShare.queryOptions({ invitation_share_hash: hash }));
  const failures: InvitationFailure[] = [];
  const redeem = async (boxId: string, secretKey: BoxSecretKey, payload: string) => {
    if (boxKeys.has(boxId)) return true;
    let title: string | null = null;
    try {
      const share = await decryptInvitationPayload(secretKey, payload);
      // A rotated key share fails here, before the person joins a box they cannot read.
      const keyShare = await fetchServiceShareOf(boxId, share, fetchServiceShare);
      const box = await readOrJoinBox(flow, boxId);
      title = box.title;
      const boxKey = await rebuildBoxSecretKey(box, share, keyShare);
      await keepBoxKey(flow, identityId, boxId, formatBoxSecretKey(boxKey));
      boxKeys.add(boxId);
      return true;
    } catch (error) {
      const rotated = error instanceof ApiError && error.status === 404;
      failures.push({ boxId, title, reason: rotated ? 'rotated' : 'invalid' });
      return false;
    }
  };

  const invitations = await flow.read(
    flow.trpc.notifications.listNotifications.queryOptions({
      id: identityId,
      type: 'box.auto_invite',
      used: 'false',
    }),
  );
  for (const notification of invitations) {
    if (notification.type !== 'box.auto_invite') continue;
    const { box_id, public_key, encrypted_payload } = notification.details;
    const secretKey = identityKeys.get(public_key);
    if (secretKey === undefined) continue;
    if (await redeem(box_id, secretKey, encrypted_payload)) {
      await flow.write(flow.trpc.notifications.redeemAutoInvitation.mutationOptions(), {
        id: identityId,
        notification_id: String(notification.id),
      });
    }
  }
  const provisions = await flow.read(
    flow.trpc.provisions.listIdentityProvisions.queryOptions({ id: identityId }),
  );
  for (const provision of provisions) {
    const secretKey = identityKeys.get(provision.public_key);
    if (secretKey === undefined) continue;
    for (const invitation of provision.invitations) {
      await redeem(invitation.box_id, secretKey, invitation.encrypted_payload);
    }
  }
  return { failures, publishedKeys };
}

/** Both ways; the box ids whose key this browser now holds. */
async function syncBoxKeys(flow: Flow, storage: UnlockedStorage): Promise<Set<string>> {
  const { identityId } = storage;
  const entries = await flow.read(
    flow.trpc.keyStorage.listStorageEntries.queryOptions({
      id: identityId,
      kind: 'box_key',
    }),
  );
  const stored = new Set<string>();
  for (const entry of entries) {
    const secret = await openSecretKey(storage, 'box_key', entry.name, entry.ciphertext);
    await rememberBoxSecretKey(identityId, entry.name, secret);
    stored.add(entry.name);
  }
  for (const boxId of await listRememberedBoxIds(identityId)) {
    if (stored.has(boxId)) continue;
    const secret = await recallBoxSecretKey(identityId, boxId);
    if (secret === null) continue;
    await flow.write(flow.trpc.keyStorage.writeStorageEntry.mutationOptions(), {
      id: identityId,
      kind: 'box_key',
      name: boxId,
      ciphertext: await sealSecretKey(storage, 'box_key', boxId, secret),
    });
    stored.add(boxId);
  }
  return stored;
}

/** The identity keys by public key: the storage's, plus provision keys this browser rebuilt. */
async function syncIdentityKeys(
  flow: Flow,
  storage: UnlockedStorage,
): Promise<Map<string, BoxSecretKey>> {
  const { identityId } = storage;
  const entries = await flow.read(
    flow.trpc.keyStorage.listStorageEntries.queryOptions({
      id: identityId,
      kind: 'identity_key',
    }),
  );
  const keys = new Map<string, BoxSecretKey>();
  for (const entry of entries) {
    const secret = await openSecretKey(storage, 'identity_key', entry.name, entry.ciphertext);
    keys.set(entry.name, parseBoxSecretKey(BOX_ALGORITHM_NACL, secret));
  }
  for (const [publicKey, secret] of await listProvisionKeys(identityId)) {
    if (keys.has(publicKey)) continue;
    await flow.write(flow.trpc.keyStorage.writeStorageEntry.mutationOptions(), {
      id: identityId,
      kind: 'identity_key',
      name: publicKey,
      ciphertext: await sealSecretKey(storage, 'identity_key', publicKey, secret),
    });
    keys.set(publicKey, parseBoxSecretKey(BOX_ALGORITHM_NACL, secret));
  }
  return keys;
}

/**
 * The box, joining it first when an access rule admits the person (403 not_member): an
 * invitation from its admin is the person's reason to be in it (docs/boxes.md).
 */
async function readOrJoinBox(flow: Flow, boxId: string) {
  try {
    return await flow.read(flow.trpc.boxes.getBox.queryOptions({ id: boxId }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.detail('reason') !== 'not_member') throw error;
    await flow.write(flow.trpc.messages.postBoxEvent.mutationOptions(), {
      id: boxId,
      type: 'member.join',
    });
    return flow.read(flow.trpc.boxes.getBox.queryOptions({ id: boxId }));
  }
}
