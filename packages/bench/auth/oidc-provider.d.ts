// oidc-provider ships no types and @types/oidc-provider is not installed: the members the
// benchmark uses, typed by hand after oidc-provider 9.13 (lib/provider.js, lib/models,
// lib/adapters/memory_adapter.js, docs/README.md). Nothing else of the package is declared.
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';
  import type { JWK } from 'jose';

  /** What a model stores; the provider reads and writes these fields itself. */
  export type AdapterPayload = {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
    [field: string]: unknown;
  };

  /** One instance per model name ("AuthorizationCode", "Grant", "ReplayDetection"…). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type ClientMetadata = {
    client_id: string;
    token_endpoint_auth_method: 'private_key_jwt';
    jwks: { keys: JWK[] };
    grant_types: string[];
    response_types: string[];
    redirect_uris: string[];
    id_token_signed_response_alg?: string;
  };

  export type Account = { accountId: string; claims: () => Record<string, unknown> };

  export type Configuration = {
    clients: ClientMetadata[];
    /** The provider's private signing keys. */
    jwks: { keys: JWK[] };
    findAccount: (context: unknown, accountId: string) => Account | Promise<Account>;
    adapter: new (model: string) => Adapter;
    clientAuthMethods: string[];
    responseTypes: string[];
    pkce: { required: () => boolean };
    features: {
      devInteractions: { enabled: boolean };
      clientCredentials: { enabled: boolean };
      /** RFC 9449; server nonces only with a nonceSecret (32 bytes). */
      dPoP: { enabled: boolean; nonceSecret: Buffer; requireNonce: (context: unknown) => boolean };
    };
    cookies: { keys: string[] };
    /** Lifetimes in seconds, by model. */
    ttl: Record<
      'AuthorizationCode' | 'AccessToken' | 'IdToken' | 'Grant' | 'ClientCredentials',
      number
    >;
  };

  /** A registered client, as the models take it. */
  export interface Client {
    readonly clientId: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    /** Stores the grant; resolves to its id. */
    save(): Promise<string>;
  }

  export interface AuthorizationCode {
    /** Stores the code; resolves to its value. */
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    /** Koa's request handler, to mount on a node:http server. */
    callback(): RequestListener;
    on(event: 'server_error', listener: (context: unknown, error: Error) => void): this;
    readonly Client: { find(clientId: string): Promise<Client | undefined> };
    readonly Grant: new (init: { accountId: string; clientId: string }) => Grant;
    readonly AuthorizationCode: new (init: {
      accountId: string;
      client: Client;
      grantId: string;
      redirectUri: string;
      scope: string;
      nonce: string;
      authTime: number;
      acr: string;
      amr: string[];
    }) => AuthorizationCode;
  }
}
