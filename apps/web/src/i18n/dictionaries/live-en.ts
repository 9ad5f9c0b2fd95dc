/** Unread counts, live pages, long lists and webhooks: English strings (French ones typed by these). */
export const liveEn = {
  inbox: {
    unread: (count: number) => (count === 1 ? '1 unread' : `${count} unread`),
    totalUnread: (count: number) =>
      count === 0 ? 'Nothing unread.' : count === 1 ? '1 unread event.' : `${count} unread events.`,
    searchLabel: 'Search by box title',
    searchHint: 'Every box is searched, not only those shown.',
    noMatch: (query: string) => `No box title contains “${query}”.`,
    showMore: 'Show more boxes',
    loadingMore: 'Loading more…',
  },
  box: {
    showOlder: 'Show older messages',
    loadingOlder: 'Loading older messages…',
    deletedLive: 'It was deleted while this page was open, with its messages and files.',
    accessLost: 'You no longer have access to this box.',
  },
  admin: {
    searchLabel: 'Search by title',
    noMatch: (query: string) => `No box title contains “${query}”.`,
    showMore: 'Show more boxes',
  },
  webhooks: {
    heading: 'Webhooks',
    intro:
      'Coffer tells your servers what happens in the organization’s boxes: ids, types and times, never content. Each delivery is signed (Standard Webhooks).',
    adminsOnly: 'Only the organization’s admins manage webhooks.',
    none: 'No endpoint yet.',
    urlLabel: 'Endpoint URL',
    urlHint: 'https://, or http:// on localhost only.',
    eventTypesLabel: 'Event types',
    register: 'Register the endpoint',
    registered: 'Endpoint registered.',
    urlInvalid: 'Use an https:// address (http:// only on localhost), without credentials.',
    eventTypesInvalid: 'Choose at least one event type.',
    secretHeading: 'Signing secret',
    secretOnce:
      'Copy it now: it is shown this once. Your server checks each delivery’s signature with it.',
    copy: 'Copy the secret',
    copied: 'Copied.',
    enabled: 'Enabled',
    disabled: 'Disabled',
    disable: 'Disable',
    enable: 'Enable',
    rotate: 'Rotate the secret',
    rotateConfirm:
      'Rotate the secret? Every delivery from now on, retries included, is signed with the new one only.',
    remove: 'Delete',
    removeLabel: (url: string) => `Delete the endpoint ${url}`,
    removeConfirm: 'Delete this endpoint and its delivery log?',
    removed: 'Endpoint deleted.',
    deliveries: 'Delivery log',
    deliveriesLabel: (url: string) => `Delivery log of ${url}`,
    noDeliveries: 'No delivery yet.',
    eventType: 'Event',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    time: 'Time',
    statuses: {
      pending: 'Pending',
      retrying: 'Retrying',
      succeeded: 'Delivered',
      failed: 'Failed',
      skipped: 'Skipped',
    },
    refresh: 'Refresh the log',
  },
};

export type LiveDictionary = typeof liveEn;
