import type { OperationContract } from '../../operations/operation-contract';

export const endOwnSessionContract = {
  rest: {
    method: 'POST',
    path: '/auth/logout',
    status: 204,
    summary: 'End the session: its tokens are revoked and the cookies cleared',
    tags: ['Authentication'],
  },
} satisfies OperationContract;
