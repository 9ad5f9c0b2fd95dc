import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { cofferEndSessionUrl } from '../../../auth/end-session';
import { getEnv } from '../../../env';

export const dynamic = 'force-dynamic';

/**
 * Where the browser goes to end its Coffer session too (OIDC RP-Initiated Logout), asked
 * right before next-auth clears this app's session cookie. POST: never prefetched or
 * cached, and a cross-origin page cannot read the answer.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const env = getEnv();
  const token = await getToken({ req: request, secret: env.secret });
  const url = token?.idToken ? await cofferEndSessionUrl(token.idToken) : `${env.origin}/`;
  return Response.json({ url }, { headers: { 'Cache-Control': 'no-store' } });
}
