import { httpRoutes } from '@coffer/api';

export const dynamic = 'force-dynamic';

export const GET = httpRoutes['/.well-known/openid-configuration'].GET;
