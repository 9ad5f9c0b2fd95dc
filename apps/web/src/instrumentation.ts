/**
 * Once per server start: the app's own OAuth client (its redirect URI follows APP_ORIGIN,
 * its keys follow COFFER_SECRET). Node.js runtime only: the domain needs Node and Prisma.
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next.js itself, not configuration.
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  const { ensureOwnClient } = await import('@coffer/domain/oidc');
  await ensureOwnClient();
}
