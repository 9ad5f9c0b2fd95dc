/** The token endpoint's success body (RFC 6749 §5.1, OIDC Core §3.1.3.3). */
export type TokenResponse = {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  id_token?: string;
};
