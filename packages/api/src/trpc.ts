import { initTRPC } from '@trpc/server';
import type { Context } from './context';
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

/** The first rung of the ladder: no credentials needed. */
export const publicProcedure = t.procedure;
