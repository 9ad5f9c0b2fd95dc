import type { BoxEventType, Prisma } from '@coffer/db';
import { toBoxEventTypeName, type BoxEventTypeName } from './box-event-types';
import {
  senderIdentitySelect,
  senderOrganizationSelect,
  senderRecordOf,
  type BoxViewer,
  type SenderIdentityRow,
  type SenderOrganizationRow,
  type SenderRecord,
} from './sender-record';

/** The box event resource (docs/boxes.md; docs/boxes.md). */
export type BoxEventRecord = {
  id: string;
  type: BoxEventTypeName;
  box_id: string;
  /** RFC 3339 UTC. */
  server_event_created_at: string;
  sender: SenderRecord | null;
  /**
   * The organization the event speaks for: the sending organization, or the box's owner
   * organization when the sending person is on its staff; null for anyone else.
   */
  sender_organization: { id: string; name: string } | null;
  /** Per type (docs/boxes.md); `{deleted: {at_time, by_identity}}` for a deleted message. */
  content: Record<string, unknown> | null;
  referrer_id: string | null;
};

export const boxEventRecordSelect = {
  id: true,
  boxId: true,
  type: true,
  createdAt: true,
  content: true,
  referrerId: true,
  senderIdentity: {
    select: { ...senderIdentitySelect, memberships: { select: { organizationId: true } } },
  },
  senderOrg: { select: senderOrganizationSelect },
  box: { select: { ownerOrg: { select: senderOrganizationSelect } } },
} as const;

export type BoxEventRow = {
  id: string;
  boxId: string;
  type: BoxEventType;
  createdAt: Date;
  content: Prisma.JsonValue;
  referrerId: string | null;
  /** With the organizations the person is on the staff of (to tell staff from others). */
  senderIdentity: (SenderIdentityRow & { memberships: { organizationId: string }[] }) | null;
  senderOrg: SenderOrganizationRow | null;
  box: { ownerOrg: SenderOrganizationRow };
};

export function toBoxEventRecord(row: BoxEventRow, viewer: BoxViewer): BoxEventRecord {
  return {
    id: row.id,
    type: toBoxEventTypeName(row.type),
    box_id: row.boxId,
    server_event_created_at: row.createdAt.toISOString(),
    sender: senderRecordOf({ identity: row.senderIdentity, organization: row.senderOrg }, viewer),
    sender_organization: senderOrganizationOf(row),
    content: isJsonObject(row.content) ? row.content : null,
    referrer_id: row.referrerId,
  };
}

/** Staff post in their organization's name (docs/boxes.md): the person reads "From Acme". */
function senderOrganizationOf(row: BoxEventRow): BoxEventRecord['sender_organization'] {
  const organization = row.senderOrg
    ? row.senderOrg
    : row.senderIdentity?.memberships.some(
          (membership) => membership.organizationId === row.box.ownerOrg.id,
        )
      ? row.box.ownerOrg
      : null;
  return organization ? { id: organization.id, name: organization.name } : null;
}

function isJsonObject(value: Prisma.JsonValue): value is Prisma.JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
