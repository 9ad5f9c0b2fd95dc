import { accountsRouter } from './routers/accounts/router';
import { authRouter } from './routers/auth/router';
import { boxesRouter } from './routers/boxes/router';
import { devRouter } from './routers/dev/router';
import { healthRouter } from './routers/health/router';
import { identitiesRouter } from './routers/identities/router';
import { keySharesRouter } from './routers/key-shares/router';
import { messagesRouter } from './routers/messages/router';
import { notificationsRouter } from './routers/notifications/router';
import { organizationsRouter } from './routers/organizations/router';
import { totpRouter } from './routers/totp/router';
import { webauthnCredentialsRouter } from './routers/webauthn-credentials/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  accounts: accountsRouter,
  auth: authRouter,
  boxes: boxesRouter,
  dev: devRouter,
  health: healthRouter,
  identities: identitiesRouter,
  keyShares: keySharesRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  organizations: organizationsRouter,
  totp: totpRouter,
  webauthnCredentials: webauthnCredentialsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
