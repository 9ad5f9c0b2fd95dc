import { readFileSync } from 'node:fs';

/**
 * Where the e2e run's servers listen; shared by playwright.config.ts and the tests.
 * E2E_PORT_OFFSET moves every port and the server's home, so that two checkouts on one machine
 * can run their suites at once (each port below plus the offset). It is even and below 100:
 * the SMTP sink's two ports are 1 apart and the app's and example RP's 100 apart, so two such
 * offsets never give two checkouts the same port.
 */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (
  !Number.isInteger(E2E_PORT_OFFSET) ||
  E2E_PORT_OFFSET < 0 ||
  E2E_PORT_OFFSET > 98 ||
  E2E_PORT_OFFSET % 2 !== 0
) {
  throw new Error(
    `E2E_PORT_OFFSET must be an even number from 0 to 98, got "${process.env.E2E_PORT_OFFSET}"`,
  );
}
const APP_PORT = 3100 + E2E_PORT_OFFSET;
export const APP_ORIGIN = `http://localhost:${APP_PORT}`;
export const SMTP_SINK_PORT = 2526 + E2E_PORT_OFFSET;
export const SMTP_SINK_HTTP_PORT = 2527 + E2E_PORT_OFFSET;

/**
 * The app server's environment. Its own home, so the e2e server's embedded database never
 * touches the dev one; a real SMTP server (the sink) receives the emailed codes.
 */
export const APP_SERVER_ENV = {
  PORT: String(APP_PORT),
  APP_ORIGIN,
  COFFER_HOME: `/tmp/coffer-e2e-${E2E_PORT_OFFSET}`,
  EMBEDDED_POSTGRES_PORT: String(54331 + E2E_PORT_OFFSET),
  NEXT_TELEMETRY_DISABLED: '1',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
  // Every spec signs in from 127.0.0.1, several times, on two workers: the per-IP limit of
  // 60 auth requests a minute (docs/authentication.md) would be reached. Raised for this run only.
  AUTH_REQUESTS_PER_IP_PER_MINUTE: '10000',
  // The run's webhook receivers listen on this machine.
  WEBHOOK_PRIVATE_NETWORKS: 'allow',
  // A second emailed code to one address comes 30 s after the first by default
  // (docs/authentication.md): many specs sign one person in twice, and each would wait that
  // long. Lowered for this run only; the integration tests hold the default.
  EMAILED_CODE_RESEND_SECONDS: '2',
  // A method locked after 5 failures stays locked 60 s by default: the lockout spec waits it
  // out, as the person does. Shorter here, still long enough to see the page while locked.
  AUTH_LOCK_BASE_SECONDS: '20',
} as const;

/**
 * The e2e server's embedded PostgreSQL: its superuser, with the password the server made at
 * its start and keeps beside its data (packages/db, docs/operations.md).
 */
export function databaseUrl(): string {
  const password = readFileSync(`${APP_SERVER_ENV.COFFER_HOME}/postgres.password`, 'utf8').trim();
  return `postgresql://postgres:${password}@127.0.0.1:${APP_SERVER_ENV.EMBEDDED_POSTGRES_PORT}/postgres`;
}

/** When the next emailed code to an address may be asked for, with a margin for the mail's way. */
export const CODE_RESEND_MS = (Number(APP_SERVER_ENV.EMAILED_CODE_RESEND_SECONDS) + 1) * 1000;
