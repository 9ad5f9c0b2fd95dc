import { z } from 'zod';
import { AppError } from '@coffer/domain';
import { defineOperation } from '../src/operations/operation';
import { publicRung } from '../src/auth/ladder';

const item = z.object({ id: z.uuid(), display_name: z.string() });

/**
 * Operations that exercise every REST mapping rule: path, query and body inputs; 200, 201
 * and 204; HEAD counts; domain errors; unexpected failures; an output that breaks its schema.
 */
export const fixtureOperations = {
  items: {
    list: defineOperation(
      publicRung,
      {
        rest: { method: 'GET', path: '/items', summary: 'List', tags: ['Items'] },
        input: z.strictObject({
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(500).default(500),
        }),
        output: z.array(z.object({ offset: z.number(), limit: z.number() })),
      },
      ({ input }) => [input],
    ),
    count: defineOperation(
      publicRung,
      {
        rest: { method: 'HEAD', path: '/items', status: 204, summary: 'Count', tags: ['Items'] },
      },
      ({ ctx }) => {
        ctx.response.headers.set('X-Total-Count', '42');
      },
    ),
    latest: defineOperation(
      publicRung,
      {
        rest: { method: 'GET', path: '/items/latest', summary: 'Latest', tags: ['Items'] },
        output: item,
      },
      () => ({ id: '00000000-0000-4000-8000-000000000000', display_name: 'Latest' }),
    ),
    get: defineOperation(
      publicRung,
      {
        rest: { method: 'GET', path: '/items/{id}', summary: 'Get', tags: ['Items'] },
        input: z.strictObject({ id: z.uuid() }),
        output: item,
      },
      ({ input }) => ({ id: input.id, display_name: 'Ada' }),
    ),
    create: defineOperation(
      publicRung,
      {
        rest: { method: 'POST', path: '/items', status: 201, summary: 'Create', tags: ['Items'] },
        input: z.strictObject({ display_name: z.string().min(1).max(254) }),
        output: item,
      },
      ({ input }) => ({ id: '3f1c2a4e-8d5b-4c6a-9e7f-0a1b2c3d4e5f', ...input }),
    ),
    update: defineOperation(
      publicRung,
      {
        rest: {
          method: 'PATCH',
          path: '/items/{id}',
          status: 204,
          summary: 'Update',
          tags: ['Items'],
        },
        input: z.strictObject({
          id: z.uuid(),
          display_name: z.string().min(1).max(254).optional(),
        }),
      },
      () => undefined,
    ),
    acknowledge: defineOperation(
      publicRung,
      {
        rest: {
          method: 'PUT',
          path: '/items/{id}/acknowledgement',
          status: 204,
          summary: 'Acknowledge',
          tags: ['Items'],
          query: ['ids'],
        },
        input: z.strictObject({ id: z.uuid(), ids: z.string().optional() }),
      },
      ({ ctx, input }) => {
        ctx.response.headers.set('X-Seen-Ids', input.ids ?? '');
      },
    ),
    archive: defineOperation(
      publicRung,
      {
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
      },
      ({ ctx, input }) => {
        ctx.response.headers.set('X-Note', input.note ?? '');
      },
    ),
  },
  failures: {
    conflict: defineOperation(
      publicRung,
      {
        rest: { method: 'GET', path: '/conflict', summary: 'Conflict', tags: ['Failures'] },
      },
      () => {
        throw new AppError('conflict', {
          origin: 'path',
          desc: 'no avatar is set',
          details: { avatar: 'not_found' },
        });
      },
    ),
    crash: defineOperation(
      publicRung,
      {
        rest: { method: 'GET', path: '/crash', summary: 'Crash', tags: ['Failures'] },
      },
      () => {
        throw new Error('connection to 10.0.0.5 refused for user coffer');
      },
    ),
    badOutput: defineOperation(
      publicRung,
      {
        rest: { method: 'GET', path: '/bad-output', summary: 'Bad', tags: ['Failures'] },
        output: item,
      },
      () => ({ id: 'not-a-uuid', display_name: 'x' }),
    ),
  },
};
