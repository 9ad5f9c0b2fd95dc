import type { ReactNode } from 'react';

type Tone = 'error' | 'info' | 'success';

/**
 * A message screen readers announce when it changes. The region is always rendered (empty
 * when there is nothing to say): content inserted together with its live region is often
 * not announced.
 */
export function LiveMessage({
  tone,
  children,
  id,
}: {
  tone: Tone;
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={`message message-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {children}
    </div>
  );
}
