'use client';

import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';

type EmailFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** useSubmit's `field`: the failure the field points to. */
  field: { invalid: boolean; errorId: string };
  /** "webauthn" where the page also offers passkey autofill (use-passkey-autofill.ts). */
  autoComplete: 'username' | 'username webauthn';
  autoFocus?: boolean;
};

/**
 * The sign-in's email field, wherever a sign-in starts (the sign-in page, the signed-out home
 * page): the address is the account's name, which password managers key on ("username email"
 * is no valid token list: axe autocomplete-valid).
 */
export function EmailField({
  value,
  onValueChange,
  field,
  autoComplete,
  autoFocus,
}: EmailFieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      label={t.login.email.label}
      hint={t.login.email.hint}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      required
      autoFocus={autoFocus}
      value={value}
      onValueChange={onValueChange}
      {...field}
    />
  );
}
