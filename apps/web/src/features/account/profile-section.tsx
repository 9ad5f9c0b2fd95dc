'use client';

import { useQuery } from '@tanstack/react-query';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { useTRPC } from '../../lib/trpc/trpc';
import { AvatarForm } from './avatar-form';
import { ProfileForm } from './profile-form';
import { ProfileSharingToggle } from './profile-sharing-toggle';

/** Who the person is to others: name, picture, notifications, what the profile shows. */
export function ProfileSection({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const identity = useQuery(trpc.identities.getIdentity.queryOptions({ id: identityId }));
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t.account.profile.heading}</h2>
      {identity.isPending ? (
        <p className="muted">{t.common.loading}</p>
      ) : identity.isError ? (
        <LiveMessage tone="error">{describeApiError(identity.error, t)}</LiveMessage>
      ) : (
        <>
          <AvatarForm identity={identity.data} />
          <ProfileForm identity={identity.data} />
          <ProfileSharingToggle identityId={identityId} />
        </>
      )}
    </section>
  );
}
