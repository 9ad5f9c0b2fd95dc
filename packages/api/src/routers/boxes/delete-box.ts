import { z } from 'zod';
import { AppError } from '@coffer/domain';
import { deleteBox } from '@coffer/domain/boxes';
import { requireCaller } from '../../auth/require-caller';
import { validationDetails } from '../../errors/validation-details';
import { defineStreamingRoute } from '../../rest/streaming-route';
import { deleteBoxBody, deleteBoxMeta, deleteBoxParams } from './delete-box.types';

/**
 * DELETE /boxes/{id} with its JSON body (contract §8). A route of its own because the REST
 * adapter reads the input of DELETE procedures from the query string only.
 */
export const deleteBoxRoute = defineStreamingRoute({
  meta: deleteBoxMeta,
  params: deleteBoxParams,
  output: z.undefined(),
  handle: async ({ request, params }) => {
    const caller = await requireCaller(request.headers, 2);
    await readConfirmation(request);
    await deleteBox({ caller, boxId: params.id });
  },
});

async function readConfirmation(request: Request): Promise<void> {
  const text = await request.text();
  const contentType = request.headers.get('content-type') ?? '';
  if (text.trim() !== '' && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: 'the body must be JSON (Content-Type: application/json)',
      details: { 'content-type': 'invalid' },
    });
  }
  let body: unknown = {};
  try {
    if (text.trim() !== '') body = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'the body is not valid JSON',
      details: { body: 'malformed' },
    });
  }
  const parsed = deleteBoxBody.safeParse(body);
  if (!parsed.success) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'confirm with {"user_confirmation": "delete"} (or "supprimer")',
      details: validationDetails(parsed.error.issues),
    });
  }
}
