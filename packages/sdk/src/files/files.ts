import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decryptFileStream } from '@coffer/crypto';
import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { RequestOptions } from '../http/request-options';
import { fileKeyOf, type FileHandle } from '../messages/file-handle';

/** Where a download goes: a file path, a Node writable or a web writable stream. */
export type FileDestination = string | Writable | WritableStream<Uint8Array>;

export type DownloadOptions = RequestOptions & {
  /** Plaintext bytes decrypted and written so far. */
  onProgress?: (writtenBytes: number, totalBytes: number) => void;
};

/** Downloads of the files of file messages. */
export class Files {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /**
   * Streams the file, decrypting it chunk by chunk, to `destination`. Every chunk is
   * authenticated before it is written, but a file is whole only when this resolves: on a
   * rejection, a path given as destination is removed, and whatever a stream received must be
   * discarded.
   */
  async download(
    file: FileHandle,
    destination: FileDestination,
    options: DownloadOptions = {},
  ): Promise<void> {
    const ciphertext = expectOk(
      await this.#context.api.GET('/encrypted-files/{encrypted_file_id}', {
        params: { path: { encrypted_file_id: file.id } },
        parseAs: 'stream',
        ...sendWith(this.#context, options),
      }),
    );
    if (!ciphertext) throw new Error('the download answered no body');
    const plaintext = decryptFileStream(ciphertext, fileKeyOf(file), {
      onProgress: (written) => options.onProgress?.(written, file.size),
    });
    if (destination instanceof WritableStream) {
      await plaintext.pipeTo(destination);
      return;
    }
    const target = typeof destination === 'string' ? createWriteStream(destination) : destination;
    try {
      await pipeline(Readable.fromWeb(plaintext as Parameters<typeof Readable.fromWeb>[0]), target);
    } catch (error) {
      if (typeof destination === 'string') await rm(destination, { force: true });
      throw error;
    }
  }
}
