import {
  decryptInvitationKeyShare,
  encryptInvitationPayload,
  parseBoxPublicKey,
} from '@coffer/crypto';
import type { CofferContext } from '../context';
import { ConflictError, NotFoundError } from '../errors';
import { expectOk, sendWith } from '../http/api-client';
import type { RequestOptions } from '../http/request-options';
import { boxPublicKeyOf, boxSecretKeyFor } from './box-keys';

/** The box secret key the organization kept from `boxes.create`, or null when it has none. */
export type BoxSecretKeyLookup = (boxId: string) => Promise<string | null>;

/**
 * Lets in the people who asked for a box of the organization (docs/key-model.md
 * #access-requests), as a staff browser does: for each pending request whose box key
 * `secretKeyOf` gives, the box's current invitation share is read with that key, encrypted to
 * the requester's current public key, and sent as their automatic invitation. The number of
 * people let in; requests whose key the organization does not hold stay pending.
 */
export async function letInRequesters(
  context: CofferContext,
  secretKeyOf: BoxSecretKeyLookup,
  options: RequestOptions = {},
): Promise<number> {
  const organizationId = await context.organizationId();
  const requests = expectOk(
    await context.api.GET('/organizations/{oid}/access-requests', {
      params: { path: { oid: organizationId } },
      ...sendWith(context, options),
    }),
  );
  let invited = 0;
  for (const request of requests) {
    const kept = await secretKeyOf(request.box_id);
    if (kept === null) continue;
    try {
      await invite(context, request, kept, options);
      invited += 1;
    } catch (error) {
      // Let in by someone else meanwhile, or their key changed: the next run reads again.
      if (!(error instanceof NotFoundError || error instanceof ConflictError)) throw error;
    }
  }
  return invited;
}

type AccessRequest = { box_id: string; identity_id: string; public_key: string };

async function invite(
  context: CofferContext,
  request: AccessRequest,
  kept: string,
  options: RequestOptions,
) {
  const publicKey = await boxPublicKeyOf(context, request.box_id, options);
  const secretKey = await boxSecretKeyFor(publicKey, kept);
  const encrypted = expectOk(
    await context.api.GET('/key-shares/encrypted-invitation-key-share', {
      params: { query: { box_id: request.box_id } },
      ...sendWith(context, options),
    }),
  );
  const share = await decryptInvitationKeyShare(secretKey, encrypted);
  expectOk(
    await context.api.POST('/boxes/{id}/access-requests/{identity_id}/invitation', {
      params: { path: { id: request.box_id, identity_id: request.identity_id } },
      body: {
        public_key: request.public_key,
        encrypted_payload: await encryptInvitationPayload(
          parseBoxPublicKey(request.public_key),
          share,
        ),
      },
      ...sendWith(context, options),
    }),
  );
}
