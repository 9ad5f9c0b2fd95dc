import { E2E_PORT_OFFSET } from './e2e-settings';

/** The example relying party of the e2e run (apps/example-rp, its production build). */
export const EXAMPLE_RP_PORT = 3200 + E2E_PORT_OFFSET;
export const EXAMPLE_RP_ORIGIN = `http://localhost:${EXAMPLE_RP_PORT}`;
/** The client name registered with Coffer, shown on its login and consent pages. */
export const EXAMPLE_RP_NAME = 'Example RP';
