import { expect } from 'vitest';

export type OrganizationBox = {
  organizationId: string;
  /** The organization's token, as request headers. */
  headers: Headers;
  boxId: string;
  publicKey: string;
};

/**
 * An organization with a token and a datatag, made by this test process in the running
 * Coffer's database (process.env must name it before the first getEnv()), and a box it opens
 * through that Coffer's API for `subject`.
 */
export async function openOrganizationBox(
  origin: string,
  { title, subject }: { title: string; subject: string },
): Promise<OrganizationBox> {
  const { createOrganization, createOrganizationToken } =
    await import('@coffer/domain/test-factories');
  const { getDb } = await import('@coffer/db');
  const { formatBoxPublicKey, generateBoxKeyPair } = await import('@coffer/crypto');
  const organization = await createOrganization();
  const headers = (await createOrganizationToken(organization.id)).headers();
  const datatag = await getDb().datatag.create({
    data: { organizationId: organization.id, name: title },
  });
  const publicKey = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
  const created = await fetch(`${origin}/api/organizations/${organization.id}/boxes`, {
    method: 'POST',
    headers: new Headers([...headers, ['content-type', 'application/json']]),
    body: JSON.stringify({
      title,
      owner_org_id: organization.id,
      datatag_id: datatag.id,
      datatag_subject: subject,
      public_key: publicKey,
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { organizationId: organization.id, headers, boxId: id, publicKey };
}
