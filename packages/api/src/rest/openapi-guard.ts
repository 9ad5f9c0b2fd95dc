import { COOKIE } from '../auth/cookies';
import type { Guard } from '../auth/ladder';
import { OPERATION_PROOFS } from '../auth/operation-proofs';
import type { RestRoute } from './rest-routes';

/** How callers authenticate (docs/http-api.md#callers-and-credentials), for Swagger UI and clients. */
export const SECURITY_SCHEMES = {
  organizationToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An organization's access token, from POST /oauth2/token (client_credentials with private_key_jwt); counts as acr 2",
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE.accessToken,
    description:
      "A person's session: the access token Coffer's own pages keep in this cookie; only with csrfToken",
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      "The session's CSRF token, on every request that carries the session cookie, reads included",
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, []>>;

const ORGANIZATION: SecurityRequirement = { organizationToken: [] };
// Both at once: the cookie alone is refused.
const PERSON: SecurityRequirement = { sessionCookie: [], csrfToken: [] };

/** Who may call an operation, as OpenAPI security requirements (any one of them). */
export function securityOf(guard: Guard): SecurityRequirement[] {
  switch (guard.kind) {
    case 'public':
    case 'auth_flow':
      return [];
    case 'optional_caller':
      return [{}, ORGANIZATION, PERSON];
    case 'caller':
      return [ORGANIZATION, PERSON];
    case 'user':
      return [PERSON];
  }
}

/** The refusals a guard and an input can produce, by status (docs/http-api.md). */
export type Refusals = Map<RefusalStatus, string[]>;
export type RefusalStatus = 400 | 401 | 403 | 413 | 429 | 503;

/**
 * What an operation refuses before it does anything of its own: from its rung's guard
 * (credentials, CSRF, caller kind, acr, the sign-in rate limit), its proof
 * (auth/operation-proofs.ts) and the shape of its input. Its own refusals (not found,
 * conflicts, roles) are the document's `default` answer.
 */
export function refusalsOf(route: RestRoute): Refusals {
  const refusals: Refusals = new Map();
  const add = (status: RefusalStatus, cause: string) =>
    refusals.set(status, [...(refusals.get(status) ?? []), cause]);
  add(
    400,
    route.streaming?.contract.multipart
      ? 'the path, query or form does not match the operation (details names each field)'
      : 'the input does not match the operation: a field missing, malformed or not acceptable, or an unknown key (details names each)',
  );
  if (route.bodyKeys.length > 0) add(413, 'a JSON body over 1 MiB');
  if (route.streaming?.contract.multipart) add(413, 'a file over its limit');
  const { guard } = route;
  if (guard.kind === 'auth_flow') {
    add(429, 'more sign-in requests from this address than the per-minute limit (Retry-After)');
  }
  // Event streams have caps of their own (http/stream-slots.ts).
  if (isEventStream(route)) {
    add(
      429,
      'more event streams open at once than STREAMS_PER_SESSION for this session or STREAMS_PER_ADDRESS for this address (Retry-After)',
    );
  }
  if (guard.kind === 'optional_caller' || guard.kind === 'caller' || guard.kind === 'user') {
    add(
      400,
      'an access token sent two ways (Bearer and cookie), or the cookie without X-CSRF-Token',
    );
    add(
      401,
      guard.kind === 'optional_caller'
        ? 'an access token that is unknown, revoked, expired or of the wrong kind'
        : 'no credentials, or an access token that is unknown, revoked, expired or of the wrong kind',
    );
    add(403, 'an X-CSRF-Token of another session');
    if (guard.kind === 'user') add(403, "an organization's token: this operation is for people");
    if (guard.kind !== 'optional_caller' && guard.minimumAcr > 1) {
      add(403, `a session below acr ${guard.minimumAcr} (origin acr, details.required_acr)`);
    }
    const proof = OPERATION_PROOFS[route.operationId];
    if (proof?.kind === 'own_level') {
      add(
        403,
        proof.recent
          ? "a session that did not reach the account's own level recently (origin acr)"
          : "a session below the account's own level (origin acr)",
      );
    }
  }
  // Every guard but the public one reads the database: while it is unreachable, 503.
  if (guard.kind !== 'public') add(503, 'the database is unreachable (Retry-After)');
  return refusals;
}

function isEventStream(route: RestRoute): boolean {
  const output = route.streaming?.contract.output;
  return output !== undefined && 'binary' in output && output.binary === 'text/event-stream';
}
