'use client';

import type { BoxPublicKey, BoxSecretKey } from '@coffer/crypto';
import { useI18n } from '../../i18n/use-i18n';
import type { Box } from '../../lib/trpc/procedure-types';
import { AccessModeControl } from './access-mode-control';
import { DeleteBoxForm } from './delete-box-form';
import { InvitationLinkControl } from './invitation-link-control';
import { InvitePersonForm } from './invite-person-form';

/** What only box admins do: access mode, the invitation link, inviting someone, deletion. */
export function BoxAdminPanel({
  box,
  publicKey,
  secretKey,
  identityId,
}: {
  box: Box;
  publicKey: BoxPublicKey;
  secretKey: BoxSecretKey | null;
  identityId: string;
}) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="box-admin-title">
      <h2 id="box-admin-title">{t.boxes.box.admin.heading}</h2>
      <AccessModeControl box={box} />
      <InvitationLinkControl box={box} publicKey={publicKey} secretKey={secretKey} />
      {secretKey ? <InvitePersonForm box={box} secretKey={secretKey} /> : null}
      <DeleteBoxForm box={box} identityId={identityId} />
    </section>
  );
}
