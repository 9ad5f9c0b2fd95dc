'use client';

import { useState } from 'react';

/**
 * Runs a navigation-starting action once: the button stays disabled (and says so to
 * assistive technology) until the browser leaves, or shows the failure if it does not.
 */
export function usePending() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    setPending(true);
    setFailed(false);
    action().catch((error: unknown) => {
      console.error(error);
      setPending(false);
      setFailed(true);
    });
  };
  return { pending, failed, run };
}
