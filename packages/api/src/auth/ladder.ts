import { AppError } from '@coffer/domain';
import { limitAuthRequests } from '@coffer/domain/rate-limit';
import {
  noteSessionActivity,
  requireAcr,
  type Caller,
  type UserCaller,
} from '@coffer/domain/sessions';
import { noteCaller } from '../observability/request-context';
import { authenticateCaller } from './authenticate-caller';
import { clientIpOf } from './client-ip';
import { readAuthnSource, readCredentials, readInteractionCookies } from './read-credentials';

/**
 * A rung of the ladder (docs/http-api.md): what a request's credentials give an operation, or
 * its refusal, in this order: credentials (401), then acr (403 origin acr). The last rung,
 * ownership (403), is each domain function's own check against the caller. Procedures
 * (trpc.ts) and streaming routes climb the same rungs.
 */
export type Rung<Extension extends object> = ((headers: Headers) => Promise<Extension>) & {
  /** What the rung asks of a request, as the OpenAPI document states it (openapi-security.ts). */
  readonly guard: Guard;
};

/** Who may call an operation: its rung, said as data. */
export type Guard =
  | { kind: 'public' }
  | { kind: 'auth_flow' }
  | { kind: 'optional_caller' }
  | { kind: 'caller'; minimumAcr: number }
  | { kind: 'user'; minimumAcr: number };

function rung<Extension extends object>(
  guard: Guard,
  climb: (headers: Headers) => Promise<Extension>,
): Rung<Extension> {
  return Object.assign(climb, { guard });
}

/** No credentials needed. */
export const publicRung: Rung<object> = rung({ kind: 'public' }, () => Promise.resolve({}));

/**
 * The login and consent steps: no credentials but the browser's key and provider session
 * (docs/authentication.md), N requests a minute per client IP.
 */
export const authFlowRung = rung({ kind: 'auth_flow' }, async (headers) => {
  await limitAuthRequests({ clientIp: clientIpOf(headers) });
  return { browser: readInteractionCookies(headers), source: readAuthnSource(headers) };
});

/** Credentials optional; when present they must be valid. */
export const optionalCallerRung = rung(
  { kind: 'optional_caller' },
  async (headers): Promise<{ caller: Caller | null }> => {
    const credentials = readCredentials(headers);
    if (credentials.kind === 'none') return { caller: null };
    return { caller: await authenticated(await authenticateCaller(credentials), headers) };
  },
);

/**
 * A person (session cookies + CSRF) or an organization (Bearer token) with at least
 * `minimumAcr`. Every protected operation names its acr: there is no default to forget.
 */
export function callerRung(minimumAcr: number): Rung<{ caller: Caller }> {
  return rung({ kind: 'caller', minimumAcr }, async (headers) => {
    const caller = await authenticated(await authenticateCaller(readCredentials(headers)), headers);
    requireAcr(caller, minimumAcr);
    return { caller };
  });
}

/** A person only (an organization's token is refused, 403) with at least `minimumAcr`. */
export function userRung(minimumAcr: number): Rung<{ caller: UserCaller }> {
  return rung({ kind: 'user', minimumAcr }, async (headers) => {
    const caller = await authenticated(await authenticateCaller(readCredentials(headers)), headers);
    if (caller.kind !== 'user') {
      throw new AppError('forbidden', {
        origin: 'headers',
        desc: 'this operation is for people, not organization tokens',
        details: { authorization: 'forbidden' },
      });
    }
    requireAcr(caller, minimumAcr);
    return { caller };
  });
}

/**
 * The request's log line names who called (a person or an organization), never how. A
 * person's request (session cookies: their token is refused as a Bearer) is activity of
 * their session, for its entry in the sessions list.
 */
async function authenticated(caller: Caller, headers: Headers): Promise<Caller> {
  noteCaller(caller.kind);
  if (caller.kind === 'user') {
    caller.userAgent = headers.get('user-agent');
    await noteSessionActivity({
      caller,
      userAgent: headers.get('user-agent'),
      clientIp: clientIpOf(headers),
    });
  }
  return caller;
}
