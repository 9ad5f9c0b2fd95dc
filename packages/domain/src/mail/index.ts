export { sendMail, type Mail } from './send-mail';
export { listOutboxMail, type ListOutboxMailOptions, type OutboxMail } from './list-outbox-mail';
