import type { ReactNode } from 'react';
import { LiveMessage } from './live-message';

/**
 * A form's outcome in two live regions that are always rendered: the failure (an alert,
 * announced at once) and the good news (a polite status). One region that switches role as
 * its text arrives is often not announced at all.
 */
export function FormFeedback({
  error,
  news,
  errorId,
}: {
  error: ReactNode;
  news: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      <LiveMessage tone="error" id={errorId}>
        {error}
      </LiveMessage>
      <LiveMessage tone="success">{error ? null : news}</LiveMessage>
    </>
  );
}
