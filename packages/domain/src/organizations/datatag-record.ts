import { z } from 'zod';

/** A datatag's name: what kind of data an organization's boxes hold (e.g. "Invoices"). */
export const datatagNameSchema = z.string().trim().min(1).max(100);

/** The datatag resource (docs/boxes.md). */
export type DatatagRecord = {
  id: string;
  name: string;
  organization_id: string;
  /** RFC 3339 UTC. */
  created_at: string;
};

export const datatagRecordSelect = {
  id: true,
  name: true,
  organizationId: true,
  createdAt: true,
} as const;

export function toDatatagRecord(row: {
  id: string;
  name: string;
  organizationId: string;
  createdAt: Date;
}): DatatagRecord {
  return {
    id: row.id,
    name: row.name,
    organization_id: row.organizationId,
    created_at: row.createdAt.toISOString(),
  };
}
