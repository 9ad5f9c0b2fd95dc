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
