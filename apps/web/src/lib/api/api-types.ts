import type { Amr } from '../amr';

// The JSON the pages read, as contract §6 and service.md define it (snake_case on the wire).

export type ClientSummary = {
  id: string;
  name: string;
  logo_uri: string | null;
  tos_uri: string | null;
  policy_uri: string | null;
};

export type LoginInfo = {
  client: ClientSummary;
  scope: string[];
  acr_values: string[] | null;
  login_hint: string | null;
};

export type AuthnStep = { identity_id: string; method_name: Amr; metadata: unknown };

export type IdentifyAnswer = {
  identity: { display_name: string; avatar_url: string | null; has_account: boolean };
  authn_step: AuthnStep;
  available_amrs: string[];
  required_acr: number;
};

/** POST /authn-steps without metadata. */
export type PreparedStep = { authn_step: AuthnStep };

/** POST /authn-steps with metadata. */
export type PerformedStep =
  { next: 'authn_step'; authn_step: AuthnStep } | { next: 'redirect'; redirect_to: string };

export type ConsentInfo = {
  client: ClientSummary;
  identity: { id: string; display_name: string };
  scope: string[];
  legal_scopes: LegalScope[];
};

export type LegalScope = 'tos' | 'privacy_policy';

/** Where the browser goes next; with form_post, the fields are POSTed there. */
export type RedirectAnswer = { redirect_to: string; form_post?: Record<string, string> };

export type SessionInfo = {
  identity_id: string;
  account_id: string | null;
  has_account: boolean;
  acr: number;
  amr: string[];
  auth_time: string;
};

export type TotpEnrolment = { id: string; otpauth_uri: string; qr_svg: string };

export type WebauthnCredential = {
  id: string;
  name: string;
  identity_id: string;
  created_at: string;
};

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
};
