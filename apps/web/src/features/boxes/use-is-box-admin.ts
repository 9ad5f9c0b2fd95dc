import { useQuery } from '@tanstack/react-query';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

/**
 * Whether the person administers the box (docs/boxes.md): its creator, or an admin of the
 * owner organization. Read from the organizations the person is on the staff of, which
 * anyone may ask: a data subject is on none, where asking for the owner organization's
 * staff list answered 403. The server checks again on every admin operation.
 */
export function useIsBoxAdmin(box: Box, identityId: string): boolean {
  const trpc = useTRPC();
  const isCreator = box.creator.id === identityId;
  const staffOf = useQuery({
    ...trpc.organizations.listStaffOrganizations.queryOptions({}),
    enabled: !isCreator,
  });
  if (isCreator) return true;
  return (
    staffOf.data?.some(
      (organization) => organization.id === box.owner_org_id && organization.role === 'admin',
    ) ?? false
  );
}
