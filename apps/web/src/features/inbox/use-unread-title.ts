'use client';

import { useEffect } from 'react';

/** The page title carries the unread count, "(3) Inbox · Coffer", so a background tab shows it. */
export function useUnreadTitle(count: number, title: string): void {
  useEffect(() => {
    document.title = count > 0 ? `(${count}) ${title} · Coffer` : `${title} · Coffer`;
  }, [count, title]);
}
