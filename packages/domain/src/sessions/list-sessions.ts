import { getDb } from '@coffer/db';
import { assertSelf } from './assert-self';
import type { Caller } from './caller';
import { networkKindOf, type NetworkKind } from './network-kind';
import { describeUserAgent, type DeviceDescription } from '../user-agent/describe-user-agent';

export type SessionResource = DeviceDescription & {
  id: string;
  user_agent: string | null;
  network: string | null;
  network_kind: NetworkKind | null;
  acr: number;
  created_at: string;
  last_active_at: string | null;
  expires_at: string;
  /** The session this request was made with. */
  current: boolean;
};

export type ListSessionsOptions = { caller: Caller; identityId: string };

/**
 * GET /identities/{id}/sessions: the identity's browsers that are signed in (sessions neither
 * ended nor expired), newest first (docs/identities.md#sessions).
 */
export async function listSessions({
  caller,
  identityId,
}: ListSessionsOptions): Promise<SessionResource[]> {
  assertSelf(caller, identityId);
  const current = caller.kind === 'user' ? caller.sessionId : null;
  const rows = await getDb().providerSession.findMany({
    where: { identityId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      userAgent: true,
      network: true,
      acr: true,
      createdAt: true,
      lastActiveAt: true,
      expiresAt: true,
    },
  });
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    user_agent: row.userAgent,
    network: row.network,
    network_kind: networkKindOf(row.network),
    acr: row.acr,
    created_at: row.createdAt.toISOString(),
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    current: row.id === current,
  }));
}
