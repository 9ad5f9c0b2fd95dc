import { httpRoutes } from '@coffer/api';

export const dynamic = 'force-dynamic';

export const GET = httpRoutes['/auth/callback'].GET;
