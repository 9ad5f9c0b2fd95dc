import type { Operation } from '../../rest/operation-table';
import { listOutboxMailProcedure } from './list-outbox-mail';

export const devRouter = {
  listOutboxMail: listOutboxMailProcedure,
} satisfies Record<string, Operation>;
