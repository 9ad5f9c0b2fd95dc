import { httpRoutes } from '@coffer/api';

export const dynamic = 'force-dynamic';

export const GET = httpRoutes['/oauth2/jwks'].GET;
