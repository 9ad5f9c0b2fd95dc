import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@coffer/api';
import { toApiError } from '../api/to-api-error';

/**
 * The web app's one mapping of failed tRPC calls: each one becomes the contract's ApiError
 * here, next to the transport, so the links above it (CSRF renewal, proof prompt),
 * react-query's retry and every page read `status`, `body` and `details` as they are.
 */
export const apiErrorLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      const subscription = next(op).subscribe({
        next: (value) => {
          observer.next(value);
        },
        complete: () => {
          observer.complete();
        },
        error: (failure) => {
          observer.error(toApiError(failure));
        },
      });
      return () => {
        subscription.unsubscribe();
      };
    });
