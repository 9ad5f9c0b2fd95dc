import { consumeBudget } from './request-budgets';

/**
 * Per client IP, AUTH_REQUESTS_PER_IP_PER_MINUTE requests to the sign-in endpoints
 * (docs/authentication.md); beyond: 429 with Retry-After, shared by every process.
 */
export async function limitAuthRequests({ clientIp }: { clientIp: string }): Promise<void> {
  await consumeBudget('address', clientIp);
}
