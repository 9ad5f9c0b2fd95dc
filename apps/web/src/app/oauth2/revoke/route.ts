import { httpRoutes } from '@coffer/api';

export const dynamic = 'force-dynamic';

export const POST = httpRoutes['/oauth2/revoke'].POST;
