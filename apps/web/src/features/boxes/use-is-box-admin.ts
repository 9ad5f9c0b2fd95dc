import { useQuery } from '@tanstack/react-query';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

/**
 * Whether the person administers the box (docs/boxes.md): its creator, or an admin of the
 * owner organization. Only admins may list an organization's staff, so a refusal there
 * simply means "not an admin"; the server checks again on every admin operation.
 */
export function useIsBoxAdmin(box: Box, identityId: string): boolean {
  const trpc = useTRPC();
  const isCreator = box.creator.id === identityId;
  const staff = useQuery({
    ...trpc.organizations.listOrganizationMembers.queryOptions({ oid: box.owner_org_id }),
    enabled: !isCreator,
    retry: false,
  });
  if (isCreator) return true;
  return (
    staff.data?.some((member) => member.identity_id === identityId && member.role === 'admin') ??
    false
  );
}
