import { accountsRouter } from './routers/accounts/router';
import { authRouter } from './routers/auth/router';
import { devRouter } from './routers/dev/router';
import { healthRouter } from './routers/health/router';
import { identitiesRouter } from './routers/identities/router';
import { notificationsRouter } from './routers/notifications/router';
import { totpRouter } from './routers/totp/router';
import { webauthnCredentialsRouter } from './routers/webauthn-credentials/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  accounts: accountsRouter,
  auth: authRouter,
  dev: devRouter,
  health: healthRouter,
  identities: identitiesRouter,
  notifications: notificationsRouter,
  totp: totpRouter,
  webauthnCredentials: webauthnCredentialsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
