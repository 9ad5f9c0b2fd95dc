/**
 * The app's start-up work, once per server start: the one place for it. Next.js runs it
 * (inside the app, where the domain and its database client live) before it handles the
 * first request, and with-database has applied the migrations before the server started.
 * Node.js runtime only: the domain needs Node and Prisma.
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next.js itself, not configuration.
  if (process.env['NEXT_RUNTIME'] !== 'nodejs') return;
  const { registerNode } = await import('./instrumentation-node');
  await registerNode();
}
