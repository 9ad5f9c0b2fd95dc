import { rememberEndedSession } from '../../../auth/ended-sessions';
import { verifyLogoutToken } from '../../../auth/verify-logout-token';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Coffer's back-channel logout (registered as `--backchannel-logout-uri`): a server-to-server
 * POST of `logout_token` when the Coffer session this app signed someone in within ends. The
 * app's sessions from it end at their next request (authOptions' jwt callback). A token that
 * does not verify is answered 400, as §2.8 says, and changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const token = form?.get('logout_token');
  if (typeof token !== 'string') {
    return Response.json({ error: 'invalid_request' }, { status: 400, headers: NO_STORE });
  }
  try {
    rememberEndedSession(await verifyLogoutToken(token));
  } catch {
    return Response.json({ error: 'invalid_request' }, { status: 400, headers: NO_STORE });
  }
  return new Response(null, { status: 200, headers: NO_STORE });
}
