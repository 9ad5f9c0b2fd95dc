/** Who is calling: a person through the app (cookies) or an organization's server (Bearer). */
export type UserCaller = {
  kind: 'user';
  identityId: string;
  accountId: string | null;
  acr: number;
  amr: string[];
  /** When the person last authenticated (OIDC auth_time) for this session. */
  authTime: Date;
  accessTokenId: string;
  /** The provider session (the browser's sign-in) the token was issued within, if any. */
  sessionId: string | null;
  clientId: string;
  /** When the last method of this session's sign-in was performed (its recency). */
  provedAt: Date;
  /** The request's User-Agent, named in the security emails its changes send. */
  userAgent?: string | null;
};

export type OrganizationCaller = {
  kind: 'organization';
  organizationId: string;
  /** Organization tokens count as acr 2 (docs/http-api.md). */
  acr: 2;
  accessTokenId: string;
  clientId: string;
};

export type Caller = UserCaller | OrganizationCaller;
