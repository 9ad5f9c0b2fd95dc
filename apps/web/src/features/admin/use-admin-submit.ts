import { useState } from 'react';
import type { ApiError } from '../../lib/api/api-error';
import { useSubmit, type Submit } from '../../lib/use-submit';
import { useI18n } from '../../i18n/use-i18n';
import { requiredAcrOf } from '../../lib/describe-api-error';
import { describeAdminError } from './admin-errors';

export type AdminSubmit = Submit & {
  /** The level the last refusal asked for (show the prompt to sign in again), or null. */
  requiredAcr: number | null;
};

/**
 * A dashboard form's submission: useSubmit with the dashboard's wording of refusals, and
 * the ACR error kept apart so the form can offer to sign in again at that level.
 */
export function useAdminSubmit(specific?: (error: ApiError) => string | null): AdminSubmit {
  const { t } = useI18n();
  const [requiredAcr, setRequiredAcr] = useState<number | null>(null);
  const submit = useSubmit((error) => describeAdminError(error, t, specific));
  return {
    ...submit,
    requiredAcr,
    run: (action) =>
      submit.run(async () => {
        setRequiredAcr(null);
        try {
          await action();
        } catch (error) {
          setRequiredAcr(requiredAcrOf(error));
          throw error;
        }
      }),
  };
}
