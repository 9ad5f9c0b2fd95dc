import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError.requiredAcr', () => {
  it('reads the level of the ACR error (docs/http-api.md)', () => {
    const error = new ApiError(
      403,
      {
        code: 'forbidden',
        origin: 'acr',
        desc: 'acr is too low',
        details: { acr: 'forbidden', required_acr: '2' },
      },
      null,
    );
    expect(error.requiredAcr).toBe(2);
  });

  it('is null for any other refusal', () => {
    const csrf = new ApiError(
      403,
      { code: 'forbidden', origin: 'headers', desc: 'x', details: { csrf_token: 'invalid' } },
      null,
    );
    expect(csrf.requiredAcr).toBeNull();
    expect(new ApiError(0, null, null).requiredAcr).toBeNull();
  });
});

describe('ApiError.proofExpired', () => {
  const recency = new ApiError(
    403,
    {
      code: 'forbidden',
      origin: 'acr',
      desc: 'confirm it is you',
      details: { auth_time: 'expired', required_acr: '2', max_age: '600' },
    },
    null,
  );

  it('reads a recency refusal, which is no level too low: a step-up would change nothing', () => {
    expect(recency.proofExpired).toEqual({ requiredAcr: 2 });
    expect(recency.requiredAcr).toBeNull();
  });

  it('is null for the ACR error itself', () => {
    const level = new ApiError(
      403,
      {
        code: 'forbidden',
        origin: 'acr',
        desc: 'x',
        details: { acr: 'forbidden', required_acr: '2' },
      },
      null,
    );
    expect(level.proofExpired).toBeNull();
  });
});
