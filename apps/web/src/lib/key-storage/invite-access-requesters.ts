import {
  decryptInvitationKeyShare,
  encryptInvitationPayload,
  parseBoxPublicKey,
  parseBoxSecretKey,
} from '@coffer/crypto';
import { recallBoxSecretKey } from '../box-keyring';
import { ApiError } from '../api/api-error';
import type { Flow } from '../trpc/flow';
import type { ApiOutputs } from '../trpc/procedure-types';

type AccessRequestRow = ApiOutputs['accessRequests']['listOrganizationAccessRequests'][number];

/**
 * Lets in the people who asked for a box of the organization (docs/key-model.md
 * #access-requests): for each pending request whose box key this browser holds, the box's
 * current invitation share, read with that key, is encrypted to the requester's current
 * public key and sent as their automatic invitation. Requests for boxes whose key is not
 * here wait for a browser that holds it. The number of people let in.
 */
export async function inviteAccessRequesters(
  flow: Flow,
  identityId: string,
  organizationId: string,
): Promise<number> {
  const requests = await flow.read(
    flow.trpc.accessRequests.listOrganizationAccessRequests.queryOptions({
      oid: organizationId,
    }),
  );
  let invited = 0;
  for (const request of requests) {
    const remembered = await recallBoxSecretKey(identityId, request.box_id);
    if (remembered === null) continue;
    try {
      await invite(flow, request, remembered);
      invited += 1;
    } catch (error) {
      // Another browser let them in first, or their key changed meanwhile: the next round
      // reads the list again. Anything else ends this round; the next one tries again.
      if (!(error instanceof ApiError && [404, 409].includes(error.status))) throw error;
    }
  }
  return invited;
}

async function invite(flow: Flow, request: AccessRequestRow, remembered: string) {
  const box = await flow.read(flow.trpc.boxes.getBox.queryOptions({ id: request.box_id }));
  const secretKey = parseBoxSecretKey(parseBoxPublicKey(box.public_key).algorithm, remembered);
  const encrypted = await flow.read(
    flow.trpc.keyShares.getEncryptedInvitationKeyShare.queryOptions({
      box_id: request.box_id,
    }),
  );
  const share = await decryptInvitationKeyShare(secretKey, encrypted);
  await flow.write(flow.trpc.accessRequests.inviteAccessRequester.mutationOptions(), {
    id: request.box_id,
    identity_id: request.identity_id,
    public_key: request.public_key,
    encrypted_payload: await encryptInvitationPayload(parseBoxPublicKey(request.public_key), share),
  });
}
