import { getDb, getPool, type BoxAccessMode, type OrganizationRole, type Prisma } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { accessRulesMatching } from './access-rule-match';
import type { BoxViewer } from './sender-record';

/** The box facts access decisions and events need. */
export type AccessedBox = {
  id: string;
  ownerOrgId: string;
  publicKey: string;
  accessMode: BoxAccessMode;
  datatagSubject: string;
  creatorIdentityId: string | null;
};

/**
 * What the caller may do with a box (docs/boxes.md):
 * - admins: the owner organization (its token), its staff with role admin, the creator;
 * - members: admins, the owner organization's agents (decided: staff may post in their
 *   organization's boxes but only admins administer them), the data subject (an identity
 *   with that email), and identities that joined;
 * - joinable: a person who is no member yet, of a public box or of one with an access rule
 *   matching their email.
 */
export type BoxAccess = {
  box: AccessedBox;
  isAdmin: boolean;
  isMember: boolean;
  canJoin: boolean;
  viewer: BoxViewer;
  /** The calling person's email; null for an organization. */
  email: string | null;
  /** The calling person's role in the owner organization, if any. */
  staffRole: OrganizationRole | null;
};

export type FindBoxAccessOptions = {
  caller: Caller;
  boxId: string;
  /** A transaction, to decide on rows it has locked. */
  db?: Prisma.TransactionClient;
};

type PersonAccessRow = AccessedBox & {
  staffRole: OrganizationRole | null;
  joined: boolean;
  email: string;
};

const accessedBoxSelect = {
  id: true,
  ownerOrgId: true,
  publicKey: true,
  accessMode: true,
  datatagSubject: true,
  creatorIdentityId: true,
} as const;

/**
 * A person's access in one round trip: the box, their role in its organization, whether they
 * joined it and their email. Every box request of a person starts here: a named (prepared)
 * statement on the pool outside a transaction (Prisma's nested selects made it four queries,
 * 2.1 → 0.7 ms, bench-boxes; its raw query still cost CPU per call, packages/bench/README.md).
 */
const PERSON_ACCESS_SQL = `
  SELECT b."id", b."ownerOrgId", b."publicKey", b."accessMode"::text AS "accessMode",
         b."datatagSubject", b."creatorIdentityId",
         (SELECT m."role"::text FROM "OrganizationMember" m
          WHERE m."organizationId" = b."ownerOrgId" AND m."identityId" = i."id") AS "staffRole",
         EXISTS (SELECT 1 FROM "BoxMember" j
                 WHERE j."boxId" = b."id" AND j."identityId" = i."id") AS "joined",
         i."identifierValue" AS "email"
  FROM "Box" b, "Identity" i
  WHERE b."id" = $1::uuid AND i."id" = $2::uuid`;

/** The caller's access to a box, or null when there is no such box. */
export async function findBoxAccess({
  caller,
  boxId,
  db,
}: FindBoxAccessOptions): Promise<BoxAccess | null> {
  if (caller.kind === 'organization') {
    const box = await (db ?? getDb()).box.findUnique({
      where: { id: boxId },
      select: accessedBoxSelect,
    });
    if (!box) return null;
    // An organization reaches its own boxes only; it cannot join another's.
    const owns = box.ownerOrgId === caller.organizationId;
    return {
      box,
      isAdmin: owns,
      isMember: owns,
      canJoin: false,
      viewer: { identityId: null, isAdmin: owns },
      email: null,
      staffRole: null,
    };
  }
  const { identityId } = caller;
  const [row] = db
    ? await db.$queryRawUnsafe<PersonAccessRow[]>(PERSON_ACCESS_SQL, boxId, identityId)
    : (
        await getPool().query<PersonAccessRow>({
          name: 'find-box-access',
          text: PERSON_ACCESS_SQL,
          values: [boxId, identityId],
        })
      ).rows;
  if (!row) return null;
  const { staffRole, joined, email, ...box } = row;
  const isAdmin = staffRole === 'admin' || box.creatorIdentityId === identityId;
  const isMember = isAdmin || staffRole === 'agent' || box.datatagSubject === email || joined;
  const canJoin =
    !isMember &&
    (box.accessMode === 'public' ||
      (await (db ?? getDb()).boxAccessRule.findFirst({
        where: { boxId, ...accessRulesMatching(email) },
        select: { id: true },
      })) !== null);
  return { box, isAdmin, isMember, canJoin, viewer: { identityId, isAdmin }, email, staffRole };
}
