/** The organization resource (docs/boxes.md). */
export type OrganizationRecord = {
  id: string;
  name: string;
  /** RFC 3339 UTC. */
  created_at: string;
};

export const organizationRecordSelect = { id: true, name: true, createdAt: true } as const;

export function toOrganizationRecord(row: {
  id: string;
  name: string;
  createdAt: Date;
}): OrganizationRecord {
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString() };
}
