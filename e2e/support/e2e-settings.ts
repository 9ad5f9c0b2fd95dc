/** Where the e2e run's servers listen; shared by playwright.config.ts and the tests. */
export const APP_PORT = 3100;
export const APP_ORIGIN = `http://localhost:${APP_PORT}`;
export const SMTP_SINK_PORT = 2526;
export const SMTP_SINK_HTTP_PORT = 2527;

/**
 * The app server's environment. Its own home, so the e2e server's embedded database never
 * touches the dev one; a real SMTP server (the sink) receives the emailed codes.
 */
export const APP_SERVER_ENV = {
  PORT: String(APP_PORT),
  APP_ORIGIN,
  COFFER_HOME: '/tmp/coffer-e2e',
  EMBEDDED_POSTGRES_PORT: '54331',
  NEXT_TELEMETRY_DISABLED: '1',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
  // Every spec signs in from 127.0.0.1, several times, on two workers: the per-IP limit of
  // 60 auth requests a minute (docs/authentication.md) would be reached. Raised for this run only.
  AUTH_REQUESTS_PER_IP_PER_MINUTE: '10000',
} as const;
