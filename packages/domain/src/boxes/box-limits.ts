// Limits of docs/boxes.md and §10.

export const BOX_TITLE_MAX_LENGTH = 50;

/** msg.text `content.encrypted` and msg_encrypted_content: 256 KiB of url-safe base64. */
export const ENCRYPTED_TEXT_MAX_LENGTH = 256 * 1024;

/** One encrypted file: 126 MiB = 132 120 576 bytes. */
export { ENCRYPTED_FILE_MAX_BYTES } from '@coffer/crypto';

/** Default and cap of `limit` when listing boxes, events and messages. */
export const BOX_LIST_MAX_LIMIT = 500;

/**
 * Entries of crypto.invitation_data and crypto.provisions at box creation. The contract sets
 * none; an identity has at most two identified keys and a box one data subject, so this is
 * generous while keeping one request from writing unbounded rows.
 */
export const BOX_CRYPTO_MAX_ENTRIES = 100;
