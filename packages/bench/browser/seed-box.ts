import { randomUUID } from 'node:crypto';
import {
  encryptTextToBox,
  formatBoxPublicKey,
  formatBoxSecretKey,
  generateBoxKeyPair,
} from '@coffer/crypto';
import { getDb } from '@coffer/db';
import {
  createIdentity,
  createOrganization,
  createOrganizationToken,
  createUserSession,
} from '@coffer/domain/test-factories';

// Posted a few at a time: the machine is shared.
const AT_ONCE = 10;

export type SeededBox = {
  boxId: string;
  identityId: string;
  /** The data subject's app session: cookies for the browser, its CSRF token. */
  accessToken: string;
  csrfToken: string;
  /** formatBoxSecretKey of the box key, as the browser's keyring keeps it. */
  formattedSecretKey: string;
};

/**
 * A box of an organization whose data subject reads it, with `messages` text messages posted
 * through the API (encrypted to the box key, as the pages post them), the oldest first.
 */
export async function seedBoxWithMessages(origin: string, messages: number): Promise<SeededBox> {
  const organization = await createOrganization('Browser bench');
  const token = (await createOrganizationToken(organization.id)).headers();
  token.set('content-type', 'application/json');
  const datatag = await getDb().datatag.create({
    data: { organizationId: organization.id, name: 'Letters' },
  });
  const email = `subject-${randomUUID()}@bench.test`;
  const subject = await createIdentity({ email });
  const session = await createUserSession({ identityId: subject.id, acr: 2 });
  const { publicKey, secretKey } = await generateBoxKeyPair();
  const created = await fetch(`${origin}/api/organizations/${organization.id}/boxes`, {
    method: 'POST',
    headers: token,
    body: JSON.stringify({
      title: 'Letters',
      owner_org_id: organization.id,
      datatag_id: datatag.id,
      datatag_subject: email,
      public_key: formatBoxPublicKey(publicKey),
    }),
  });
  if (created.status !== 201) throw new Error(`box creation answered ${created.status}`);
  const { id: boxId } = (await created.json()) as { id: string };
  const post = async (index: number) => {
    const answer = await fetch(`${origin}/api/boxes/${boxId}/events`, {
      method: 'POST',
      headers: token,
      body: JSON.stringify({
        type: 'msg.text',
        content: {
          encrypted: await encryptTextToBox(publicKey, `Message ${index}`),
          public_key: formatBoxPublicKey(publicKey),
        },
      }),
    });
    if (answer.status !== 201) throw new Error(`message ${index} answered ${answer.status}`);
  };
  for (let start = 0; start < messages; start += AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, messages - start) }, (_, i) => post(start + i)),
    );
  }
  return {
    boxId,
    identityId: subject.id,
    accessToken: session.accessToken,
    csrfToken: session.csrfToken,
    formattedSecretKey: formatBoxSecretKey(secretKey),
  };
}
