import {
  BOX_ALGORITHM_NACL,
  buildProvisionLink,
  encryptInvitationPayload,
  generateBoxKeyPair,
  parseBoxPublicKey,
  splitProvisionKey,
} from '@coffer/crypto';
import type { CofferContext } from '../context';
import type { RequestOptions } from '../http/request-options';
import { expectOk, sendWith } from '../http/api-client';

/**
 * How the data subject gets the box key:
 * - `invitation`: they have public keys; each gets an automatic invitation (no link);
 * - `provision`: they have none; a new provision is made, and `link` is the one link to send;
 * - `reused_provision`: the organization provisioned them before; the box joins that
 *   provision, whose link they already have. It cannot be rebuilt (only they got its user
 *   share: docs/key-model.md#provisions), so `link` is null.
 */
export type Delivery = 'invitation' | 'provision' | 'reused_provision';

export type SubjectDelivery = {
  delivery: Delivery;
  link: string | null;
  crypto: {
    invitation_data: Record<string, string>;
    provisions?: Record<
      string,
      { public_key: string; service_key_share: string; user_key_share_hash: string }
    >;
  };
};

/** The `crypto` of a new box that hands `invitationShare` to the data subject. */
export async function deliverToSubject(
  context: CofferContext,
  options: {
    organizationId: string;
    subject: string;
    invitationShare: string;
    request: RequestOptions;
  },
): Promise<SubjectDelivery> {
  const { organizationId, subject, invitationShare, request } = options;
  const invite = async (publicKey: string) => ({
    [publicKey]: await encryptInvitationPayload(parseBoxPublicKey(publicKey), invitationShare),
  });
  const subjectKeys = expectOk(
    await context.api.GET('/identities/pubkey', {
      params: { query: { identifier_value: subject } },
      ...sendWith(context, request),
    }),
  );
  // Invitation payloads are NaCl cryptograms: an aes-rsa key cannot take one.
  const naclKeys = subjectKeys.filter(
    (key) => parseBoxPublicKey(key).algorithm === BOX_ALGORITHM_NACL,
  );
  if (naclKeys.length > 0) {
    const invitations = await Promise.all(naclKeys.map(invite));
    return {
      delivery: 'invitation',
      link: null,
      crypto: { invitation_data: Object.assign({}, ...invitations) as Record<string, string> },
    };
  }
  const [existing] = expectOk(
    await context.api.GET('/organizations/{oid}/provisions', {
      params: { path: { oid: organizationId }, query: { email: subject } },
      ...sendWith(context, request),
    }),
  );
  if (existing) {
    const { public_key, service_key_share, user_key_share_hash } = existing;
    return {
      delivery: 'reused_provision',
      link: null,
      crypto: {
        invitation_data: await invite(public_key),
        provisions: { [subject]: { public_key, service_key_share, user_key_share_hash } },
      },
    };
  }
  const { user_share, ...provision } = await splitProvisionKey(
    (await generateBoxKeyPair()).secretKey,
  );
  return {
    delivery: 'provision',
    link: buildProvisionLink(context.origin, user_share),
    crypto: {
      invitation_data: await invite(provision.public_key),
      provisions: { [subject]: provision },
    },
  };
}
