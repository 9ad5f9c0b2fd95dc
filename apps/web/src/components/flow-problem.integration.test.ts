import { describe, expect, it } from 'vitest';
import { failureOf, inProcessApi } from '../test/in-process-api';
import { flowProblemOf } from './flow-problem';

describe('flowProblemOf', () => {
  it('a challenge not even shaped like one cannot exist: not found, login and consent alike', async () => {
    expect(
      flowProblemOf(
        await failureOf(() => inProcessApi.auth.getLoginInfo.query({ login_challenge: 'x' })),
      ),
    ).toBe('not_found');
    expect(
      flowProblemOf(
        await failureOf(() => inProcessApi.auth.getConsentInfo.query({ consent_challenge: 'x' })),
      ),
    ).toBe('not_found');
  });

  it('any other refusal is no problem of the flow', async () => {
    expect(flowProblemOf(await failureOf(() => inProcessApi.auth.getSession.query()))).toBeNull();
    expect(flowProblemOf(new Error('not an API call'))).toBeNull();
  });
});
