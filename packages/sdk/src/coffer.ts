import type { JWK } from 'jose';
import { Access } from './access/access';
import { AccessRequests } from './access-requests/access-requests';
import { Boxes } from './boxes/boxes';
import type { CofferContext } from './context';
import { Datatags } from './datatags/datatags';
import { Events } from './events/events';
import { Files } from './files/files';
import { createApiClient } from './http/api-client';
import { OrganizationToken } from './http/organization-token';
import { readOrganizationId } from './http/read-organization-id';
import type { RequestDebugHook } from './http/request-options';
import { Transport } from './http/transport';
import { KeyShares } from './key-shares/key-shares';
import { Members } from './members/members';
import { Messages } from './messages/messages';
import { Provisions } from './provisions/provisions';
import { Webhooks } from './webhooks/webhooks';

export type CofferOptions = {
  /** Coffer's address, e.g. `https://coffer.example.org` (a path is ignored). */
  origin: string;
  /** The machine client's `client_id`, registered by an admin of the organization. */
  clientId: string;
  /** The private JWK of the client's assertions; its public half is the registered key. */
  privateKey: JWK;
  /**
   * Another fetch (a proxy agent, a test's counter); the global one by default. File uploads
   * stream through node:http(s) instead (docs/sdk.md).
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Retries of a request that is safe to repeat, after a network error, a timeout, 429 or 503
   * (docs/sdk.md#retries): 2 by default, 0 for none.
   */
  maxRetries?: number;
  /**
   * Milliseconds an attempt may wait for Coffer's answer to start (for an upload: without a
   * byte going out or coming back); 60 000 by default. Each call can say its own.
   */
  timeoutMs?: number;
  /** Told of every attempt: method, URL, status, request id, duration. No header, no body. */
  debug?: RequestDebugHook;
};

const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * An organization's server talking to Coffer. Every key stays in this process: boxes are
 * created with their key pair and key share here, and messages and files are encrypted and
 * decrypted here (docs/sdk.md).
 */
export class Coffer {
  readonly boxes: Boxes;
  readonly messages: Messages;
  readonly files: Files;
  readonly datatags: Datatags;
  readonly events: Events;
  readonly members: Members;
  readonly access: Access;
  readonly accessRequests: AccessRequests;
  readonly keyShares: KeyShares;
  readonly provisions: Provisions;
  readonly webhooks: Webhooks;
  readonly #context: CofferContext;

  constructor(options: CofferOptions) {
    const origin = new URL(options.origin).origin;
    const transport = new Transport({
      fetch: options.fetch ?? globalThis.fetch,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      debug: options.debug,
    });
    const token = new OrganizationToken({
      origin,
      clientId: options.clientId,
      privateKey: options.privateKey,
      transport,
    });
    let organizationId: Promise<string> | undefined;
    this.#context = {
      origin,
      token,
      transport,
      api: createApiClient({ origin, token, transport }),
      organizationId: () => {
        organizationId ??= readOrganizationId({ origin, token, transport }).catch(
          (error: unknown) => {
            organizationId = undefined;
            throw error;
          },
        );
        return organizationId;
      },
    };
    this.boxes = new Boxes(this.#context);
    this.messages = new Messages(this.#context);
    this.files = new Files(this.#context);
    this.datatags = new Datatags(this.#context);
    this.events = new Events(this.#context);
    this.members = new Members(this.#context);
    this.access = new Access(this.#context, this.events);
    this.accessRequests = new AccessRequests(this.#context);
    this.keyShares = new KeyShares(this.#context);
    this.provisions = new Provisions(this.#context);
    this.webhooks = new Webhooks(this.#context);
  }

  /** The id of the organization this client acts for. */
  organizationId(): Promise<string> {
    return this.#context.organizationId();
  }
}
