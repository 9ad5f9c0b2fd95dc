import {
  decryptFileDecryptionInfo,
  decryptTextFromBox,
  ENCRYPTED_FILE_MAX_BYTES,
  encryptedFileSize,
  encryptFileDecryptionInfo,
  encryptFileStream,
  encryptTextToBox,
  formatBoxPublicKey,
  generateFileEncryptionKey,
  type BoxSecretKey,
} from '@coffer/crypto';
import { boxPublicKeyOf, boxSecretKeyFor } from '../boxes/box-keys';
import { boxIdOf } from '../boxes/boxes';
import type { CofferContext } from '../context';
import { errorFromResponse, FileTooLargeError } from '../errors';
import { expectOk, sendWith } from '../http/api-client';
import type { CreationOptions, RequestOptions } from '../http/request-options';
import { pagedListing, type Listing, type ListOptions, type PageRequest } from '../lists/listing';
import type { BoxEvent, BoxRef, Sender } from '../types';
import { FileHandle } from './file-handle';
import { exactSize, openFileSource, type FileSource } from './file-source';
import { multipartUploadBody } from './multipart-body';

export type SendFileOptions = RequestOptions & {
  /** The file's name; a path's own name by default. */
  name?: string;
  /** MIME type, e.g. `application/pdf`; empty when unknown. */
  type?: string;
  /** Bytes of a stream (required for streams: it is checked before anything is sent). */
  size?: number;
  /** Plaintext bytes encrypted and sent so far. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
};

/** A message of a box, decrypted. */
export type Message = {
  id: string;
  sentAt: string;
  /** A person or the organization; null once the sending identity was deleted. */
  sender: Sender | null;
} & ({ kind: 'text'; text: string } | { kind: 'file'; file: FileHandle } | { kind: 'deleted' });

/** Sending and reading a box's messages, encrypted here to the box public key. */
export class Messages {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /** Sent with an Idempotency-Key, so a retry posts one message (docs/sdk.md#retries). */
  async sendText(box: BoxRef, text: string, request?: CreationOptions): Promise<BoxEvent> {
    const publicKey = await boxPublicKeyOf(this.#context, box, request);
    return expectOk(
      await this.#context.api.POST('/boxes/{id}/events', {
        params: { path: { id: boxIdOf(box) } },
        body: {
          type: 'msg.text',
          content: {
            encrypted: await encryptTextToBox(publicKey, text),
            public_key: formatBoxPublicKey(publicKey),
          },
        },
        ...sendWith(this.#context, request, 'creation'),
      }),
    );
  }

  /**
   * Encrypts the file chunk by chunk as it is uploaded (aes-256-gcm-chunked-v1, docs/crypto.md),
   * so memory stays flat whatever its size. A file over the box limit once encrypted is
   * refused with FileTooLargeError before anything is sent. The upload is sent once (its
   * stream cannot be read again): `signal` aborts it, and Coffer keeps nothing of it.
   */
  async sendFile(
    box: BoxRef,
    source: FileSource,
    options: SendFileOptions = {},
  ): Promise<BoxEvent> {
    const file = await openFileSource(source, options);
    const ciphertextSize = encryptedFileSize(file.size);
    if (ciphertextSize > ENCRYPTED_FILE_MAX_BYTES) {
      throw new FileTooLargeError(file.size, ENCRYPTED_FILE_MAX_BYTES);
    }
    const publicKey = await boxPublicKeyOf(this.#context, box, options);
    const fileKey = generateFileEncryptionKey();
    const encryptedInfo = await encryptFileDecryptionInfo(publicKey, {
      fileKey,
      fileName: file.name,
      fileSize: file.size,
      fileType: options.type ?? '',
    });
    const ciphertext = encryptFileStream(file.stream().pipeThrough(exactSize(file.size)), fileKey, {
      onProgress: (sent) => options.onProgress?.(sent, file.size),
    });
    const { contentType, contentLength, body } = multipartUploadBody(
      encryptedInfo,
      ciphertext,
      ciphertextSize,
    );
    const answer = await this.#context.transport.stream(
      new URL(
        `/api/boxes/${encodeURIComponent(boxIdOf(box))}/encrypted-files`,
        this.#context.origin,
      ),
      {
        authorization: `Bearer ${await this.#context.token.get()}`,
        'content-type': contentType,
        'content-length': String(contentLength),
      },
      body,
      options,
    );
    if (answer.status !== 201) throw errorFromResponse(answer, answer.body);
    return answer.body as BoxEvent;
  }

  /**
   * The box's messages, newest first, decrypted with the box secret key (as `boxes.create`
   * returned it), read `pageSize` (at most 500, the default) at a time. The key is checked
   * against the box before the first page.
   */
  list(box: BoxRef, secretKey: string, options: ListOptions = {}): Listing<Message> {
    const { pageSize, ...request } = options;
    let key: Promise<BoxSecretKey> | undefined;
    return pagedListing(async (page) => {
      key ??= this.#secretKeyOf(box, secretKey, request);
      return this.#readPage(box, await key, page, request);
    }, pageSize);
  }

  /** One page of `list`: `limit` (at most 500) messages from `offset`. */
  async listPage(
    box: BoxRef,
    secretKey: string,
    page: PageRequest = {},
    request?: RequestOptions,
  ): Promise<Message[]> {
    const key = await this.#secretKeyOf(box, secretKey, request);
    return this.#readPage(box, key, page, request);
  }

  async #secretKeyOf(
    box: BoxRef,
    secretKey: string,
    request: RequestOptions | undefined,
  ): Promise<BoxSecretKey> {
    return boxSecretKeyFor(await boxPublicKeyOf(this.#context, box, request), secretKey);
  }

  async #readPage(
    box: BoxRef,
    key: BoxSecretKey,
    page: PageRequest,
    request: RequestOptions | undefined,
  ): Promise<Message[]> {
    const events = expectOk(
      await this.#context.api.GET('/boxes/{id}/messages', {
        params: { path: { id: boxIdOf(box) }, query: { types: 'msg.text,msg.file', ...page } },
        ...sendWith(this.#context, request),
      }),
    );
    return Promise.all(
      events.map(async (event): Promise<Message> => {
        const head = { id: event.id, sentAt: event.server_event_created_at, sender: event.sender };
        const content = event.content ?? {};
        if (typeof content['encrypted'] !== 'string') return { ...head, kind: 'deleted' };
        if (event.type === 'msg.text') {
          return {
            ...head,
            kind: 'text',
            text: await decryptTextFromBox(key, content['encrypted']),
          };
        }
        const info = await decryptFileDecryptionInfo(key, content['encrypted']);
        const file = new FileHandle(
          {
            id: String(content['encrypted_file_id']),
            name: info.fileName,
            size: info.fileSize,
            type: info.fileType,
          },
          info.fileKey,
        );
        return { ...head, kind: 'file', file };
      }),
    );
  }
}
