import { useQuery } from '@tanstack/react-query';
import { inviteAccessRequesters } from '../../lib/key-storage/invite-access-requesters';
import { useFlow } from '../../lib/trpc/flow';
import { localQueryKeys } from '../../lib/local-query-keys';

/** Staff may keep the dashboard open for hours: requests made meanwhile are let in too. */
const REQUESTS_POLL_MS = 30_000;

/**
 * While a staff member's dashboard or one of the organization's boxes is open, this browser
 * lets in the people who asked for a box of the organization whose key it holds
 * (docs/key-model.md#access-requests). The number let in by the last round.
 */
export function useInviteAccessRequesters(
  identityId: string,
  organizationId: string,
  enabled = true,
) {
  const flow = useFlow();
  return useQuery({
    queryKey: localQueryKeys.inviteAccessRequesters(identityId, organizationId),
    queryFn: () => inviteAccessRequesters(flow, identityId, organizationId),
    refetchInterval: REQUESTS_POLL_MS,
    enabled,
    retry: false,
  });
}
