import { handleTrpcRequest } from '@coffer/api';

export const dynamic = 'force-dynamic';

export { handleTrpcRequest as GET, handleTrpcRequest as POST };
