import { describe, expect, it } from 'vitest';
import { isDevOutboxAvailable } from './dev-outbox-availability';

describe('isDevOutboxAvailable', () => {
  it('is available on a development or test server without SMTP_URL', () => {
    expect(isDevOutboxAvailable({ nodeEnv: 'development', smtpUrl: undefined })).toBe(true);
    expect(isDevOutboxAvailable({ nodeEnv: 'test', smtpUrl: undefined })).toBe(true);
  });

  it('is never available in production, even without SMTP_URL', () => {
    expect(isDevOutboxAvailable({ nodeEnv: 'production', smtpUrl: undefined })).toBe(false);
  });

  it('is not available once mail is really sent', () => {
    expect(isDevOutboxAvailable({ nodeEnv: 'development', smtpUrl: 'smtp://127.0.0.1:2525' })).toBe(
      false,
    );
  });
});
