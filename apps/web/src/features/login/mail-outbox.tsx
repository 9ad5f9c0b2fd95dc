'use client';

import { createContext, useContext, type ReactNode } from 'react';

const MailOutbox = createContext(false);

/**
 * Whether this server keeps its mail in the outbox page instead of sending it (MAIL_OUTBOX):
 * the code step then says where the code is, never that it was sent.
 */
export function MailOutboxProvider({ outbox, children }: { outbox: boolean; children: ReactNode }) {
  return <MailOutbox.Provider value={outbox}>{children}</MailOutbox.Provider>;
}

export function useMailOutbox(): boolean {
  return useContext(MailOutbox);
}
