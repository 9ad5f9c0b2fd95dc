import type { AnyOperation } from '../../operations/operation-table';
import { listOutboxMailOperation } from './list-outbox-mail';

export const devOperations = {
  listOutboxMail: listOutboxMailOperation,
} satisfies Record<string, AnyOperation>;
