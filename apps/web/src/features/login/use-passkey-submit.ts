import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { useSubmit } from '../../lib/use-submit';
import { stepErrorMessage } from './step-error-message';

/**
 * A passkey press: the server's refusal in the step's words, and a dialog the person closed
 * (the browser's error, not the API's) as "cancelled", not an error of theirs to fix.
 */
export function usePasskeySubmit() {
  const { t } = useI18n();
  return useSubmit((error) =>
    error instanceof ApiError
      ? stepErrorMessage(error, 'webauthn:webauthn', t)
      : t.login.passkey.cancelled,
  );
}
