import type { RestMeta } from '../../rest/rest-meta';

export const endOwnSessionMeta = {
  method: 'POST',
  path: '/auth/logout',
  status: 204,
  summary: 'End the session: its tokens are revoked and the cookies cleared',
  tags: ['Authentication'],
} satisfies RestMeta;
