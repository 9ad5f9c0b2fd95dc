import { AppError } from '@coffer/domain';
import { getCsrfToken } from '@coffer/domain/sessions';
import { findSessionToken } from '../../auth/authenticate-caller';
import { readCredentials } from '../../auth/read-credentials';
import { defineOperation } from '../../operations/operation';
import { publicRung } from '../../auth/ladder';
import { getCsrfTokenContract } from './get-csrf-token.types';

export const getCsrfTokenOperation = defineOperation(
  publicRung,
  getCsrfTokenContract,
  async ({ ctx }) => {
    // Same-origin only (docs/http-api.md): a page of another site may not even ask.
    const site = ctx.headers.get('sec-fetch-site');
    if (site !== null && site !== 'same-origin' && site !== 'none') {
      throw new AppError('forbidden', {
        origin: 'headers',
        desc: 'the CSRF token is only given to pages of this origin',
        details: { 'sec-fetch-site': 'forbidden' },
      });
    }
    const session = await findSessionToken(readCredentials(ctx.headers));
    return getCsrfToken({ accessTokenId: session.id });
  },
);
