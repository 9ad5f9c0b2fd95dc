/** How an upload operation wants its file stored: at most `maxBytes`, by `store`. */
export type FileUpload<Stored> = {
  maxBytes: number;
  store: (source: AsyncIterable<Uint8Array>) => Promise<Stored>;
  /** Undoes `store`, for a request that fails after the file was kept. */
  discard: (stored: Stored) => Promise<void>;
};

/**
 * Gets an upload operation its file without the domain reading HTTP: the API streams the
 * request's file part into `upload.store` and answers what was stored with the text fields
 * that came along. Called once the operation's access check has passed, so a refused
 * caller never has a byte stored.
 */
export type ReceiveFile<Stored> = (
  upload: FileUpload<Stored>,
) => Promise<{ stored: Stored; fields: Record<string, string> }>;
