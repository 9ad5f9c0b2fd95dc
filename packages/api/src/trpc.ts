import { initTRPC } from '@trpc/server';
import { limitAuthRequests } from '@coffer/domain/rate-limit';
import { authenticateCaller } from './auth/authenticate-caller';
import { clientIpOf } from './auth/client-ip';
import { requireCaller, requireUser } from './auth/require-caller';
import { readAuthnSource, readCredentials, readInteractionCookies } from './auth/read-credentials';
import type { Context } from './context';
import { findNulField, NulCharacterError } from './errors/nul-character';
import { toAppError } from './errors/to-app-error';
import type { ProcedureMeta } from './rest/rest-meta';

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // tRPC callers get the contract's error body too, under data.body, with its status.
    errorFormatter({ shape, error }) {
      const appError = toAppError(error);
      const body = appError.toBody();
      return {
        code: shape.code,
        message: body.desc,
        data: { code: shape.data.code, httpStatus: appError.status, path: shape.data.path, body },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

// The ladder (contract §4): credentials (401) → acr (403 origin acr) → ownership (403), the
// last rung being each procedure's own check against ctx.caller.

/**
 * Every procedure starts here: a NUL character anywhere in the input is a 400 naming the
 * field (PostgreSQL text cannot hold it), before any rung of the ladder runs.
 */
const baseProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  const field = findNulField(await getRawInput());
  if (field !== null) throw new NulCharacterError(field);
  return next();
});

/** No credentials needed. */
export const publicProcedure = baseProcedure;

/**
 * The login and consent steps: no credentials but the browser's key and provider session
 * (docs/authentication.md), N requests a minute per client IP.
 */
export const authFlowProcedure = baseProcedure.use(async ({ ctx, next }) => {
  await limitAuthRequests({ clientIp: clientIpOf(ctx.headers) });
  return next({
    ctx: { browser: readInteractionCookies(ctx.headers), source: readAuthnSource(ctx.headers) },
  });
});

/** Credentials optional; when present they must be valid. */
export const optionalCallerProcedure = baseProcedure.use(async ({ ctx, next }) => {
  const credentials = readCredentials(ctx.headers);
  return next({
    ctx: { caller: credentials.kind === 'none' ? null : await authenticateCaller(credentials) },
  });
});

/**
 * A person (session cookies + CSRF) or an organization (Bearer token) with at least
 * `minimumAcr`. Every protected procedure names its acr: there is no default to forget.
 */
export function callerProcedure(minimumAcr: number) {
  return baseProcedure.use(async ({ ctx, next }) =>
    next({ ctx: { caller: await requireCaller(ctx.headers, minimumAcr) } }),
  );
}

/** A person only (an organization's token is refused, 403) with at least `minimumAcr`. */
export function userProcedure(minimumAcr: number) {
  return baseProcedure.use(async ({ ctx, next }) =>
    next({ ctx: { caller: await requireUser(ctx.headers, minimumAcr) } }),
  );
}
