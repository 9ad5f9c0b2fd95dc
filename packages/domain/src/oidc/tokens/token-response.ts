/** The token endpoint's success body (RFC 6749 §5.1, OIDC Core §3.1.3.3). */
export type TokenResponse = {
  access_token: string;
  /** DPoP for a token bound to the client's DPoP key (RFC 9449 §5). */
  token_type: 'Bearer' | 'DPoP';
  expires_in: number;
  scope: string;
  id_token?: string;
};
