import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomEmail } from '@coffer/domain/test-factories';
import {
  boxSecretKeyFromBytes,
  assertBoxKeyPair,
  buildInvitationLink,
  combineKeyShares,
  decryptFileDecryptionInfo,
  decryptFileStream,
  decryptInvitationKeyShare,
  decryptTextFromBox,
  encryptFileDecryptionInfo,
  encryptFileStream,
  encryptTextToBox,
  generateFileEncryptionKey,
  hashInvitationShare,
  parseBoxPublicKey,
  parseInvitationLink,
  randomBytes,
} from '@coffer/crypto';
import {
  call,
  json,
  openBox,
  postEvent,
  setUpOrganization,
  signedIn,
  uploadFile,
  useTemporaryFileStorage,
  type Box,
  type BoxEvent,
} from './test/box-api';

await useTemporaryFileStorage();

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('the journey a box is made for (docs/boxes.md)', () => {
  it('an organization opens a box for a data subject, who reads its text and file with the key rebuilt from the link', async () => {
    // The organization's server: a datatag, then a box with a key share.
    const org = await setUpOrganization();
    const subjectEmail = randomEmail('subject');
    const { box, keyPair, split } = await openBox(org, { subject: subjectEmail.toUpperCase() });
    expect(box).toMatchObject({
      title: 'Your invoices',
      owner_org_id: org.organization.id,
      datatag_id: org.datatag.id,
      datatag_subject: subjectEmail,
      access_mode: 'limited',
      events_count: 1,
      creator: { id: org.organization.id, display_name: org.organization.name },
      last_event: { type: 'create', box_id: box.id },
    });
    // The invitation link goes to the subject out of band; the service never sees it.
    const link = buildInvitationLink(box.id, split.invitationShare);

    // The organization posts a text and a file, both encrypted to the box.
    const publicKey = parseBoxPublicKey(box.public_key);
    const text = await postEvent(box.id, org.token(), {
      type: 'msg.text',
      content: {
        encrypted: await encryptTextToBox(publicKey, 'Your invoice is attached.'),
        public_key: box.public_key,
      },
    });
    expect(text.status).toBe(201);
    const plaintext = randomBytes(3 * 1024 * 1024 + 12_345);
    const fileKey = generateFileEncryptionKey();
    const ciphertext = await bytesOf(encryptFileStream(new Blob([plaintext]).stream(), fileKey));
    const info = {
      fileKey,
      fileName: 'invoice.pdf',
      fileSize: plaintext.byteLength,
      fileType: 'application/pdf',
    };
    const upload = await uploadFile(box.id, org.token(), {
      file: new Blob([ciphertext]),
      encryptedContent: await encryptFileDecryptionInfo(publicKey, info),
    });
    expect(upload.status).toBe(201);
    const fileEvent = await json<BoxEvent>(upload);
    expect(fileEvent).toMatchObject({
      type: 'msg.file',
      box_id: box.id,
      referrer_id: null,
      sender: { id: org.organization.id, identifier_value: '' },
      content: { public_key: box.public_key, encrypted_file_id: expect.any(String) },
    });

    // The data subject signs in (acr 2) and finds the box.
    const subject = await signedIn({ email: subjectEmail });
    const boxes = await json<Box[]>(await call('GET', '/boxes', subject.headers()));
    expect(boxes.map((found) => found.id)).toEqual([box.id]);
    expect(boxes[0]).toMatchObject({ events_count: 3, last_event: { type: 'msg.file' } });

    // The link's share and the service's share rebuild the box secret key.
    const { boxId, invitationShare } = parseInvitationLink(`http://localhost:3000${link}`);
    expect(boxId).toBe(box.id);
    const keyShareResponse = await call(
      'GET',
      `/key-shares/${await hashInvitationShare(invitationShare)}`,
      subject.headers(),
    );
    expect(keyShareResponse.status).toBe(200);
    const keyShare = await json<{ service_share: string; box_id: string }>(keyShareResponse);
    expect(keyShare.box_id).toBe(box.id);
    const secretKey = boxSecretKeyFromBytes(
      publicKey.algorithm,
      combineKeyShares(keyShare.service_share, invitationShare),
    );
    await assertBoxKeyPair(secretKey, publicKey);
    expect(secretKey.bytes).toEqual(keyPair.secretKey.bytes);

    // As a member, the subject can also rebuild the latest link from the encrypted share.
    const encryptedShare = await call(
      'GET',
      `/key-shares/encrypted-invitation-key-share?box_id=${box.id}`,
      subject.headers(),
    );
    expect(encryptedShare.status).toBe(200);
    expect(await decryptInvitationKeyShare(secretKey, await json<string>(encryptedShare))).toBe(
      invitationShare,
    );

    // The messages, newest first: the file, then the text.
    const messages = await json<BoxEvent[]>(
      await call('GET', `/boxes/${box.id}/messages`, subject.headers()),
    );
    expect(messages.map((message) => message.type)).toEqual(['msg.file', 'msg.text']);
    const [file, message] = messages as [BoxEvent, BoxEvent];
    expect(await decryptTextFromBox(secretKey, message.content?.['encrypted'] as string)).toBe(
      'Your invoice is attached.',
    );
    const decryptionInfo = await decryptFileDecryptionInfo(
      secretKey,
      file.content?.['encrypted'] as string,
    );
    expect(decryptionInfo).toMatchObject({
      fileName: 'invoice.pdf',
      fileSize: plaintext.byteLength,
    });
    const download = await call(
      'GET',
      `/encrypted-files/${file.content?.['encrypted_file_id'] as string}`,
      subject.headers(),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-length')).toBe(String(ciphertext.byteLength));
    const decrypted = await bytesOf(decryptFileStream(download.body!, decryptionInfo.fileKey));
    // Digests: a deep equality of megabytes element by element takes vitest tens of seconds.
    expect(sha256(decrypted)).toBe(sha256(plaintext));

    // The subject answers; the organization's admin sees who wrote it.
    const reply = await postEvent(box.id, subject.headers(), {
      type: 'msg.text',
      content: {
        encrypted: await encryptTextToBox(publicKey, 'Thanks!'),
        public_key: box.public_key,
      },
    });
    expect(reply.status).toBe(201);
    const [latest] = await json<BoxEvent[]>(
      await call('GET', `/boxes/${box.id}/messages?types=msg.text`, org.admin.headers()),
    );
    expect(latest?.sender).toMatchObject({
      id: subject.identity.id,
      identifier_value: subjectEmail,
      identifier_kind: 'email',
    });
  });
});
