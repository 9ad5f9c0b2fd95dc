import { randomUUID } from 'node:crypto';
import { formatBoxPublicKey, generateBoxKeyPair } from '@coffer/crypto';
import { getDb } from '@coffer/db';
import {
  createIdentity,
  createOrganization,
  createOrganizationToken,
  createUserSession,
} from '@coffer/domain/test-factories';
import { runLoad, type LoadResult } from './load';
import { warmUpThenMeasure, type MeasureSettings } from './measure';

/**
 * GET /api/boxes/{id} by the box's data subject, signed in with the app's cookies and the
 * CSRF header: the cheapest authenticated API call, so its server CPU is what every call
 * pays for the route layer, the caller's authentication and one read.
 */
export async function benchBoxRead(options: {
  origin: string;
  serverPid: number;
  settings: MeasureSettings;
}): Promise<LoadResult> {
  const organization = await createOrganization('Bench organization (box read)');
  const datatag = await getDb().datatag.create({
    data: { organizationId: organization.id, name: 'Bench' },
  });
  const email = `bench-box-reader-${randomUUID().slice(0, 8)}@example.test`;
  const subject = await createIdentity({ email });
  const token = (await createOrganizationToken(organization.id)).headers();
  token.set('content-type', 'application/json');
  const created = await fetch(`${options.origin}/api/organizations/${organization.id}/boxes`, {
    method: 'POST',
    headers: token,
    body: JSON.stringify({
      title: 'Bench box',
      owner_org_id: organization.id,
      datatag_id: datatag.id,
      datatag_subject: email,
      public_key: formatBoxPublicKey((await generateBoxKeyPair()).publicKey),
    }),
  });
  if (created.status !== 201) {
    throw new Error(`box creation: ${created.status} ${await created.text()}`);
  }
  const box = (await created.json()) as { id: string };
  const session = await createUserSession({ identityId: subject.id, acr: 2 });
  const headers = Object.fromEntries(session.headers());
  return warmUpThenMeasure(
    'box read',
    (amount, connections) =>
      runLoad({
        url: `${options.origin}/api/boxes/${box.id}`,
        method: 'GET',
        contentType: 'text/plain',
        headers,
        bodies: Array.from({ length: amount }, () => ''),
        connections,
        serverPid: options.serverPid,
      }),
    options.settings,
  );
}
