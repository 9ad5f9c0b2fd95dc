/**
 * A second Coffer process beside the e2e run's server (Playwright's webServer): the same
 * production build, database, secret and files, on a port of its own, so that a test can kill
 * and restart it while a browser is connected to it (docs/activity.md, "Across processes").
 */
import { startCoffer, type CofferProcess } from '../../packages/db/test/spawn-coffer';
import { APP_SERVER_ENV, databaseUrl } from './e2e-settings';

export { freePort } from '../../packages/db/test/free-port';

/**
 * Starts `pnpm start` on `port` against the e2e run's database and waits until it is ready.
 * `settings` change its environment; an `undefined` value removes a setting of the first server.
 * `kill()` ends it as a crash would; `restart()` starts it again on the same port.
 */
export function startSecondCoffer(
  port: number,
  settings: Record<string, string | undefined> = {},
): Promise<CofferProcess> {
  return startCoffer({
    port,
    // Cookies are per host name: the browser's sessions are for localhost, whatever the port.
    host: 'localhost',
    // The first server's home (the same secret and files) and public origin, as processes
    // behind one load balancer: a start with another APP_ORIGIN would move the app's own
    // OAuth client to it, and the first server's sign-ins would fail.
    home: APP_SERVER_ENV.COFFER_HOME,
    databaseUrl: databaseUrl(),
    // The first server's mail goes to the SMTP sink, not to an outbox.
    env: { MAIL_OUTBOX: undefined, ...APP_SERVER_ENV, ...settings },
  });
}
