import { useRef, useState } from 'react';

export type SingleFlight = {
  busy: boolean;
  /** Runs `action` unless one is running already: then the call does nothing. */
  run: (action: () => Promise<unknown>) => Promise<void>;
};

/**
 * One submission at a time, for every form of the pages: a double click on a submit button
 * comes twice before React disables it, and would post twice (two messages, two boxes).
 * The ref answers at once; `busy` is the state that disables the button meanwhile.
 */
export function useSingleFlight(): SingleFlight {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, run };
}
