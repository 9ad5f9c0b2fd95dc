import { router } from '../../trpc';
import { listOutboxMailProcedure } from './list-outbox-mail';

export const devRouter = router({
  listOutboxMail: listOutboxMailProcedure,
});
