import { getDb, type Prisma } from '@coffer/db';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';
import type { BoxRow } from './box-record';
import type { BoxViewer } from './sender-record';

/** The filters of count and list boxes (docs/boxes.md). */
export type BoxListFilters = {
  /** Default: the calling organization's own boxes; for a person, every owner. */
  ownerOrgId?: string;
  /** Datatags to keep; null stands for "no datatag". Default: all. */
  datatagIds?: (string | null)[];
  /** A normalised email. */
  dataSubject?: string;
};

export type BoxListScope = {
  where: Prisma.BoxWhereInput;
  /** From the two fields it reads, so that a caller may select only those. */
  viewerOf: (box: Pick<BoxRow, 'ownerOrgId' | 'creatorIdentityId'>) => BoxViewer;
};

export type ResolveBoxListScopeOptions = { caller: Caller; filters: BoxListFilters };

/**
 * The boxes a caller can access, narrowed by the filters. An organization sees its own
 * boxes (naming another owner: 403); a person the boxes they are a member of (see
 * findBoxAccess): as staff of the owner, data subject, creator or by joining.
 */
export async function resolveBoxListScope({
  caller,
  filters,
}: ResolveBoxListScopeOptions): Promise<BoxListScope> {
  const narrowed: Prisma.BoxWhereInput[] = [];
  if (filters.datatagIds) {
    const ids = filters.datatagIds.filter((id): id is string => id !== null);
    narrowed.push({
      OR: [
        { datatagId: { in: ids } },
        ...(filters.datatagIds.includes(null) ? [{ datatagId: null }] : []),
      ],
    });
  }
  if (filters.dataSubject !== undefined) narrowed.push({ datatagSubject: filters.dataSubject });

  if (caller.kind === 'organization') {
    if (filters.ownerOrgId !== undefined && filters.ownerOrgId !== caller.organizationId) {
      throw new AppError('forbidden', {
        origin: 'query',
        desc: 'an organization lists only its own boxes',
        details: { owner_org_id: 'forbidden' },
      });
    }
    return {
      where: { AND: [{ ownerOrgId: caller.organizationId }, ...narrowed] },
      viewerOf: () => ({ identityId: null, isAdmin: true }),
    };
  }

  const { identityId } = caller;
  const db = getDb();
  const [identity, staff, joined] = await Promise.all([
    db.identity.findUniqueOrThrow({ where: { id: identityId }, select: { identifierValue: true } }),
    db.organizationMember.findMany({
      where: { identityId },
      select: { organizationId: true, role: true },
    }),
    db.boxMember.findMany({ where: { identityId }, select: { boxId: true } }),
  ]);
  const adminOf = new Set(
    staff.filter((member) => member.role === 'admin').map((member) => member.organizationId),
  );
  if (filters.ownerOrgId !== undefined) narrowed.push({ ownerOrgId: filters.ownerOrgId });
  return {
    where: {
      AND: [
        {
          // Three indexed conditions, so that PostgreSQL can combine index scans instead of
          // reading every box: a creator is found through the member row createBox gives
          // them, and joined boxes by their ids (a correlated EXISTS would scan).
          OR: [
            { ownerOrgId: { in: staff.map((member) => member.organizationId) } },
            { datatagSubject: identity.identifierValue },
            { id: { in: joined.map((member) => member.boxId) } },
          ],
        },
        ...narrowed,
      ],
    },
    viewerOf: (box) => ({
      identityId,
      isAdmin: adminOf.has(box.ownerOrgId) || box.creatorIdentityId === identityId,
    }),
  };
}
