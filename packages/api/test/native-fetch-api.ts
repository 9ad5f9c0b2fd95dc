/**
 * Node's own fetch classes for the adapter. Its default ponyfills hand the handler request
 * bodies that node:stream's Readable.fromWeb (read-multipart.ts) refuses; Next.js gives
 * native ones, as these do.
 */
export const NATIVE_FETCH_API = {
  fetch,
  Request,
  Response,
  Headers,
  FormData,
  Blob,
  File,
  ReadableStream,
  WritableStream,
  TransformStream,
  TextEncoder,
  TextDecoder,
  URL,
  URLSearchParams,
};
