import { z } from 'zod';
import { AppError } from '@coffer/domain';
import { publicProcedure, withContract } from '../src/trpc';

const item = z.object({ id: z.uuid(), display_name: z.string() });

/**
 * Operations that exercise every REST mapping rule: path, query and body inputs; 200, 201
 * and 204; HEAD counts; domain errors; unexpected failures; an output that breaks its schema.
 */
export const fixtureOperations = {
  items: {
    list: withContract(publicProcedure, {
      rest: { method: 'GET', path: '/items', summary: 'List', tags: ['Items'] },
      input: z.strictObject({
        offset: z.coerce.number().int().min(0).default(0),
        limit: z.coerce.number().int().min(1).max(500).default(500),
      }),
      output: z.array(z.object({ offset: z.number(), limit: z.number() })),
    }).query(({ input }) => [input]),
    count: withContract(publicProcedure, {
      rest: { method: 'HEAD', path: '/items', status: 204, summary: 'Count', tags: ['Items'] },
    }).query(({ ctx }) => {
      ctx.response.headers.set('X-Total-Count', '42');
    }),
    latest: withContract(publicProcedure, {
      rest: { method: 'GET', path: '/items/latest', summary: 'Latest', tags: ['Items'] },
      output: item,
    }).query(() => ({ id: '00000000-0000-4000-8000-000000000000', display_name: 'Latest' })),
    get: withContract(publicProcedure, {
      rest: { method: 'GET', path: '/items/{id}', summary: 'Get', tags: ['Items'] },
      input: z.strictObject({ id: z.uuid() }),
      output: item,
    }).query(({ input }) => ({ id: input.id, display_name: 'Ada' })),
    create: withContract(publicProcedure, {
      rest: { method: 'POST', path: '/items', status: 201, summary: 'Create', tags: ['Items'] },
      input: z.strictObject({ display_name: z.string().min(1).max(254) }),
      output: item,
    }).mutation(({ input }) => ({ id: '3f1c2a4e-8d5b-4c6a-9e7f-0a1b2c3d4e5f', ...input })),
    update: withContract(publicProcedure, {
      rest: {
        method: 'PATCH',
        path: '/items/{id}',
        status: 204,
        summary: 'Update',
        tags: ['Items'],
      },
      input: z.strictObject({ id: z.uuid(), display_name: z.string().min(1).max(254).optional() }),
    }).mutation(() => undefined),
    acknowledge: withContract(publicProcedure, {
      rest: {
        method: 'PUT',
        path: '/items/{id}/acknowledgement',
        status: 204,
        summary: 'Acknowledge',
        tags: ['Items'],
        query: ['ids'],
      },
      input: z.strictObject({ id: z.uuid(), ids: z.string().optional() }),
    }).mutation(({ ctx, input }) => {
      ctx.response.headers.set('X-Seen-Ids', input.ids ?? '');
    }),
    archive: withContract(publicProcedure, {
      rest: {
        method: 'DELETE',
        path: '/items/{id}/archive',
        status: 204,
        summary: 'Archive',
        tags: ['Items'],
        body: ['confirmation'],
      },
      input: z.strictObject({
        id: z.uuid(),
        confirmation: z.literal('archive'),
        note: z.string().optional(),
      }),
    }).mutation(({ ctx, input }) => {
      ctx.response.headers.set('X-Note', input.note ?? '');
    }),
  },
  failures: {
    conflict: withContract(publicProcedure, {
      rest: { method: 'GET', path: '/conflict', summary: 'Conflict', tags: ['Failures'] },
    }).query(() => {
      throw new AppError('conflict', {
        origin: 'path',
        desc: 'no avatar is set',
        details: { avatar: 'not_found' },
      });
    }),
    crash: withContract(publicProcedure, {
      rest: { method: 'GET', path: '/crash', summary: 'Crash', tags: ['Failures'] },
    }).query(() => {
      throw new Error('connection to 10.0.0.5 refused for user coffer');
    }),
    badOutput: withContract(publicProcedure, {
      rest: { method: 'GET', path: '/bad-output', summary: 'Bad', tags: ['Failures'] },
      output: item,
    }).query(() => ({ id: 'not-a-uuid', display_name: 'x' })),
  },
};
