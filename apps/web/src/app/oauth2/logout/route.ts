import { httpRoutes } from '@coffer/api';

export const dynamic = 'force-dynamic';

export const GET = httpRoutes['/oauth2/logout'].GET;
export const POST = httpRoutes['/oauth2/logout'].POST;
