import { useEffect } from 'react';

const SETTLE_MS = 5000;
const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Lands on `#id` when the address names it. Pages that render after their data loads miss
 * a plain anchor (the target does not exist yet), and sections above it grow as their own
 * data comes: this scrolls to it once it exists, and again while the page above settles,
 * until the person scrolls or clicks themselves.
 */
export function useScrollToHash(id: string): void {
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return;
    let settling = true;
    const scroll = () => {
      if (settling) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    const stop = () => {
      settling = false;
    };
    const observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const event of PERSON_SCROLLS) window.addEventListener(event, stop, { passive: true });
    scroll();
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const event of PERSON_SCROLLS) window.removeEventListener(event, stop);
    };
  }, [id]);
}
