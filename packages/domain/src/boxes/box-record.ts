import type { BoxAccessMode } from '@coffer/db';
import type { BoxEventRecord } from './box-event-record';
import {
  identitySenderRecord,
  organizationSenderRecord,
  senderIdentitySelect,
  senderOrganizationSelect,
  type BoxViewer,
  type SenderIdentityRow,
  type SenderOrganizationRow,
  type SenderRecord,
} from './sender-record';

/** The box resource (docs/boxes.md; docs/boxes.md). */
export type BoxRecord = {
  id: string;
  title: string;
  owner_org_id: string;
  /** The owner organization's name goes with it: readers see who opened the box, not an id. */
  owner_organization: { id: string; name: string };
  /** Null once the datatag is gone. */
  datatag_id: string | null;
  datatag_subject: string;
  public_key: string;
  access_mode: BoxAccessMode;
  /** RFC 3339 UTC. */
  server_created_at: string;
  creator: SenderRecord;
  last_event: BoxEventRecord | null;
  events_count: number;
  /** Events since the caller last acknowledged the box, not their own; null for an organization. */
  unread_count: number | null;
};

export const boxRecordSelect = {
  id: true,
  title: true,
  ownerOrgId: true,
  datatagId: true,
  datatagSubject: true,
  publicKey: true,
  accessMode: true,
  createdAt: true,
  lastEventAt: true,
  eventsCount: true,
  creatorIdentityId: true,
  creatorIdentity: { select: senderIdentitySelect },
  ownerOrg: { select: senderOrganizationSelect },
} as const;

export type BoxRow = {
  id: string;
  title: string;
  ownerOrgId: string;
  datatagId: string | null;
  datatagSubject: string;
  publicKey: string;
  accessMode: BoxAccessMode;
  createdAt: Date;
  lastEventAt: Date;
  eventsCount: number;
  creatorIdentityId: string | null;
  creatorIdentity: SenderIdentityRow | null;
  ownerOrg: SenderOrganizationRow;
};

export function toBoxRecord(
  row: BoxRow,
  lastEvent: BoxEventRecord | null,
  viewer: BoxViewer,
): Omit<BoxRecord, 'unread_count'> {
  return {
    id: row.id,
    title: row.title,
    owner_org_id: row.ownerOrgId,
    owner_organization: { id: row.ownerOrg.id, name: row.ownerOrg.name },
    datatag_id: row.datatagId,
    datatag_subject: row.datatagSubject,
    public_key: row.publicKey,
    access_mode: row.accessMode,
    server_created_at: row.createdAt.toISOString(),
    // A box is made by a person of the staff (its creator) or by the organization's token,
    // in which case no creator identity is recorded.
    creator: row.creatorIdentity
      ? identitySenderRecord(row.creatorIdentity, viewer)
      : organizationSenderRecord(row.ownerOrg),
    last_event: lastEvent,
    events_count: row.eventsCount,
  };
}
