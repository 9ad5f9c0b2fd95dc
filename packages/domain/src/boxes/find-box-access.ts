import {
  queryNamed,
  type BoxAccessMode,
  type NamedStatement,
  type OrganizationRole,
  type Prisma,
} from '@coffer/db';
import type { Caller } from '../sessions/caller';
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
  ruleAdmits: boolean;
  email: string;
};

const BOX_COLUMNS = `b."id", b."ownerOrgId", b."publicKey", b."accessMode"::text AS "accessMode",
  b."datatagSubject", b."creatorIdentityId"`;

/**
 * A person's access in one round trip: the box, their role in its organization, whether they
 * joined it, whether an access rule admits their email (access-rule-match.ts, the same test:
 * an exact identifier, or the domain after the last "@") and their email. Every box request
 * of a person starts here, so it is a named statement (packages/bench/README.md).
 */
const PERSON_ACCESS: NamedStatement = {
  name: 'find-box-access',
  text: `
  SELECT ${BOX_COLUMNS},
         (SELECT m."role"::text FROM "OrganizationMember" m
          WHERE m."organizationId" = b."ownerOrgId" AND m."identityId" = i."id") AS "staffRole",
         EXISTS (SELECT 1 FROM "BoxMember" j
                 WHERE j."boxId" = b."id" AND j."identityId" = i."id") AS "joined",
         EXISTS (SELECT 1 FROM "BoxAccessRule" r
                 WHERE r."boxId" = b."id"
                   AND ((r."restrictionType" = 'identifier' AND r."value" = i."identifierValue")
                     OR (r."restrictionType" = 'email_domain'
                         AND r."value" = substring(i."identifierValue" from '@([^@]*)$'))))
           AS "ruleAdmits",
         i."identifierValue" AS "email"
  FROM "Box" b, "Identity" i
  WHERE b."id" = $1::uuid AND i."id" = $2::uuid`,
};

const ORGANIZATION_ACCESS: NamedStatement = {
  name: 'find-box-access-of-organization',
  text: `SELECT ${BOX_COLUMNS} FROM "Box" b WHERE b."id" = $1::uuid`,
};

/** The caller's access to a box, or null when there is no such box. */
export async function findBoxAccess({
  caller,
  boxId,
  db,
}: FindBoxAccessOptions): Promise<BoxAccess | null> {
  if (caller.kind === 'organization') {
    const [box] = await queryNamed<AccessedBox>(ORGANIZATION_ACCESS, [boxId], db);
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
  const [row] = await queryNamed<PersonAccessRow>(PERSON_ACCESS, [boxId, identityId], db);
  if (!row) return null;
  const { staffRole, joined, ruleAdmits, email, ...box } = row;
  const isAdmin = staffRole === 'admin' || box.creatorIdentityId === identityId;
  const isMember = isAdmin || staffRole === 'agent' || box.datatagSubject === email || joined;
  const canJoin = !isMember && (box.accessMode === 'public' || ruleAdmits);
  return { box, isAdmin, isMember, canJoin, viewer: { identityId, isAdmin }, email, staffRole };
}
