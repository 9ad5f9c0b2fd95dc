// Activity (docs/activity.md): unread counts and their acknowledgement, the live stream of a
// box's events and of a person's inbox, and the jobs that tell people and systems.
export { acknowledgeBoxEvents, type AcknowledgeBoxEventsOptions } from './acknowledge-box-events';
export type { ActivityItem } from './activity-item';
export { streamBoxEvents, type StreamBoxEventsOptions } from './stream-box-events';
export { streamInboxEvents, type StreamInboxEventsOptions } from './stream-inbox-events';
export { closeActivityHub } from './activity-hub';
export {
  findUnsubscribePage,
  unsubscribeActivityEmails,
  type UnsubscribeActivityEmailsOptions,
} from './unsubscribe-activity-emails';
export { emailLanguageOf, escapeHtml } from './emails/email-language';
export { SECURITY_EVENTS, type SecurityEvent } from './emails/security-email';
