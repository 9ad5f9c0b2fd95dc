import { openApiDocument } from '@coffer/api';
import { getEnv } from '@coffer/env';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(openApiDocument(getEnv().appOrigin));
}
