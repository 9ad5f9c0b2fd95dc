import { handleRestRequest } from '@coffer/api';

// Every REST operation is a tRPC procedure; this handler only adapts HTTP to it.
export const dynamic = 'force-dynamic';

export {
  handleRestRequest as GET,
  handleRestRequest as HEAD,
  handleRestRequest as POST,
  handleRestRequest as PUT,
  handleRestRequest as PATCH,
  handleRestRequest as DELETE,
  handleRestRequest as OPTIONS,
};
