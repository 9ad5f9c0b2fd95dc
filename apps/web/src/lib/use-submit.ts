import { useId, useState } from 'react';
import { ApiError } from './api/api-error';
import { useCountdown } from './use-countdown';
import { useSingleFlight } from './use-single-flight';

export type Submit = {
  busy: boolean;
  /** What to tell the person about the last failure, null after a success. */
  error: string | null;
  /** Seconds before the server accepts another try (429 Retry-After), 0 when it does. */
  waitSeconds: number;
  run: (action: () => Promise<void>) => Promise<void>;
  /** The id of the region that shows `error` (SubmitForm renders it). */
  errorId: string;
  /** For the form's fields: refused together with the form, and described by its error. */
  field: { invalid: boolean; errorId: string };
};

/**
 * The state of a form's submission: busy while it runs, the failure described by
 * `describe`, and the wait a 429 imposes before the next try.
 */
export function useSubmit(describe: (error: unknown) => string): Submit {
  const flight = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const waitSeconds = useCountdown(retryAt);
  const errorId = useId();

  function run(action: () => Promise<void>): Promise<void> {
    return flight.run(async () => {
      setError(null);
      try {
        await action();
      } catch (failure) {
        // tRPC's refusals too are ApiErrors (lib/trpc/api-error-link.ts): one for the
        // message and for the wait.
        setError(describe(failure));
        if (failure instanceof ApiError && failure.retryAfterSeconds !== null) {
          setRetryAt(Date.now() + failure.retryAfterSeconds * 1000);
        }
      }
    });
  }

  return {
    busy: flight.busy,
    error,
    waitSeconds,
    run,
    errorId,
    field: { invalid: error !== null, errorId },
  };
}
