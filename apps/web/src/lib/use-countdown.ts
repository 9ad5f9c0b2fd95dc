import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (a Date.now() timestamp), updated every second; 0 once
 * it has passed or when there is nothing to wait for.
 */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    // Restart from the real time: `now` may date from long before this wait began.
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
