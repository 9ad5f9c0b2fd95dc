import { AppError } from '@coffer/domain';
import { listOutboxMail } from '@coffer/domain/mail';
import { getEnv } from '@coffer/env';
import { REST_BASE_PATH } from '../../rest/create-rest-handler';
import { defineOperation } from '../../operations/operation';
import { publicRung } from '../../auth/ladder';
import { listOutboxMailContract } from './list-outbox-mail.types';

export const listOutboxMailOperation = defineOperation(
  publicRung,
  listOutboxMailContract,
  async ({ input }) => {
    if (!getEnv().mailOutbox) {
      // The same answer as an unknown path: a server that sends mail does not reveal the route.
      throw new AppError('not_found', {
        origin: 'path',
        desc: `no operation at ${REST_BASE_PATH}${listOutboxMailContract.rest.path}`,
        details: { path: 'not_found' },
      });
    }
    const mails = await listOutboxMail({ limit: input.limit });
    return mails.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      created_at: mail.createdAt.toISOString(),
    }));
  },
);
