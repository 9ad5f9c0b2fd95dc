import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '../../../../auth/auth-options';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ nextauth: string[] }> };

// The options are built per request: they need the environment, which `next build` lacks.
async function handler(request: NextRequest, context: Context): Promise<Response> {
  return (await NextAuth(request, context, authOptions())) as Response;
}

export { handler as GET, handler as POST };
