/** Text and file messages through the SDK: sent encrypted, listed and downloaded decrypted. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CryptoError, FileTooLargeError, PermissionError, type CreatedBox } from '../src';
import { factories, organizationFixture, type OrganizationFixture } from './organization-fixture';

// `gc` for liveBytes below, without a flag on the whole test run.
setFlagsFromString('--expose-gc');

let org: OrganizationFixture;
let created: CreatedBox;

beforeAll(async () => {
  org = await organizationFixture();
  created = await org.coffer.boxes.create({
    title: 'Contract',
    datatagId: (await org.coffer.datatags.create('Contracts')).id,
    subject: factories.randomEmail(),
  });
});

/** The largest plaintext a box takes: 126 MiB of ciphertext less one 16-byte tag per MiB chunk. */
const MAX_PLAINTEXT_BYTES = 126 * 1024 * 1024 - 126 * 16;

describe('messages', () => {
  it('sends a text and a file, lists them decrypted, and downloads the file', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'coffer-sdk-'));
    const pdf = path.join(folder, 'contract.pdf');
    const content = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(3 * 1024 * 1024 + 5, 7),
    ]);
    await writeFile(pdf, content);
    const text = await org.coffer.messages.sendText(created.box, 'Bonjour, voici le contrat ✓');
    expect(text).toMatchObject({ type: 'msg.text', box_id: created.box.id });
    const progress: number[] = [];
    const file = await org.coffer.messages.sendFile(created.box.id, pdf, {
      type: 'application/pdf',
      onProgress: (sent, total) => {
        expect(total).toBe(content.byteLength);
        progress.push(sent);
      },
    });
    expect(file.type).toBe('msg.file');
    expect(progress.at(-1)).toBe(content.byteLength);
    expect(progress.length).toBeGreaterThan(1);

    const [fileMessage, textMessage] = await org.coffer.messages
      .list(created.box.id, created.secretKey)
      .toArray();
    expect(textMessage).toMatchObject({ kind: 'text', text: 'Bonjour, voici le contrat ✓' });
    expect(fileMessage).toMatchObject({
      kind: 'file',
      file: { name: 'contract.pdf', size: content.byteLength, type: 'application/pdf' },
    });
    if (fileMessage?.kind !== 'file') throw new Error('a file message was expected');
    // A handle shows no key when printed or serialised.
    expect(Object.keys(JSON.parse(JSON.stringify(fileMessage.file)) as object)).toEqual([
      'id',
      'name',
      'size',
      'type',
    ]);
    const out = path.join(folder, 'downloaded.pdf');
    const written: number[] = [];
    await org.coffer.files.download(fileMessage.file, out, {
      onProgress: (done) => written.push(done),
    });
    // Buffer#equals: a deep equality of megabytes takes vitest seconds.
    expect((await readFile(out)).equals(content)).toBe(true);
    expect(written.at(-1)).toBe(content.byteLength);
  });

  it('sends a stream of a declared size, and refuses one that is longer', async () => {
    const bytes = Buffer.from('a payslip as a stream');
    await org.coffer.messages.sendFile(created.box, Readable.from([bytes]), {
      name: 'payslip.txt',
      size: bytes.byteLength,
    });
    await expect(
      org.coffer.messages.sendFile(created.box, Readable.from([bytes]), {
        name: 'payslip.txt',
        size: bytes.byteLength - 1,
      }),
    ).rejects.toThrow();
    const [latest] = await org.coffer.messages.listPage(created.box, created.secretKey, {
      limit: 1,
    });
    expect(latest).toMatchObject({
      kind: 'file',
      file: { name: 'payslip.txt', size: bytes.byteLength },
    });
  });

  it('refuses a file over the limit before sending a byte', async () => {
    const before = org.requests.length;
    let read = 0;
    const source = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read += 1;
          controller.enqueue(new Uint8Array(1024));
        },
      },
      { highWaterMark: 0 },
    );
    const refusal = await org.coffer.messages
      .sendFile(created.box, source, { name: 'big.bin', size: MAX_PLAINTEXT_BYTES + 1 })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FileTooLargeError);
    expect(refusal).toMatchObject({ status: 413, details: { encrypted_file: 'too_large' } });
    expect(org.requests.slice(before)).toEqual([]);
    // Not a byte of the file was read, so none was sent.
    expect(read).toBe(0);
  });

  it("surfaces the server's refusal of an upload, answered while the file is sent, as a typed error", async () => {
    const other = await organizationFixture();
    const theirs = await other.coffer.boxes.create({
      title: 'Theirs',
      datatagId: (await other.coffer.datatags.create('Theirs')).id,
      subject: factories.randomEmail(),
    });
    const size = 8 * 1024 * 1024;
    const refusal = await org.coffer.messages
      .sendFile(theirs.box, Readable.from([Buffer.alloc(size)]), { name: 'x.bin', size })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PermissionError);
    expect(refusal).toMatchObject({ status: 403, details: { reason: 'no_access' } });
  });

  it('refuses to decrypt with a key that is not the box key', async () => {
    const other = await org.coffer.boxes.create({
      title: 'Other',
      datatagId: created.box.datatag_id!,
      subject: factories.randomEmail(),
    });
    await expect(
      org.coffer.messages.list(created.box, other.secretKey).toArray(),
    ).rejects.toBeInstanceOf(CryptoError);
  });
});

/**
 * What the process holds alive: a full collection first, then the JS heap and the bytes of
 * every ArrayBuffer. Unlike RSS, which keeps what V8 once grew to and varies with the machine's
 * load, it counts only what the client still references.
 */
const collectGarbage = runInNewContext('gc') as () => void;
function liveBytes(): number {
  // Twice: V8 frees the ArrayBuffers a collection found dead on another thread, after it; the
  // next collection waits for that to finish first.
  collectGarbage();
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

// Measured every so many bytes, up and down.
const SAMPLE_EVERY = 16 * 1024 * 1024;

describe('a 126 MiB file', () => {
  it('streams up and down, holding a few MiB of it at a time', async () => {
    const baseline = liveBytes();
    let peak = baseline;
    const sampleAt = (passed: number, previous: number) => {
      if (Math.floor(passed / SAMPLE_EVERY) > Math.floor(previous / SAMPLE_EVERY)) {
        peak = Math.max(peak, liveBytes());
      }
    };
    let produced = 0;
    const hashUp = createHash('sha256');
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        const size = Math.min(256 * 1024, MAX_PLAINTEXT_BYTES - produced);
        if (size === 0) {
          controller.close();
          return;
        }
        const chunk = new Uint8Array(randomBytes(size));
        hashUp.update(chunk);
        sampleAt(produced + size, produced);
        produced += size;
        controller.enqueue(chunk);
      },
    });
    await org.coffer.messages.sendFile(created.box, source, {
      name: 'large.bin',
      size: MAX_PLAINTEXT_BYTES,
    });
    const [latest] = await org.coffer.messages.listPage(created.box, created.secretKey, {
      limit: 1,
    });
    if (latest?.kind !== 'file') throw new Error('a file message was expected');
    const hashDown = createHash('sha256');
    let received = 0;
    await org.coffer.files.download(
      latest.file,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          hashDown.update(chunk);
          sampleAt(received + chunk.length, received);
          received += chunk.length;
          done();
        },
      }),
    );
    expect(hashDown.digest('hex')).toBe(hashUp.digest('hex'));
    expect(produced).toBe(MAX_PLAINTEXT_BYTES);
    // A client that held the file would hold, at the last samples, over 100 MiB of plaintext
    // (and its ciphertext besides); a streaming one holds its pipeline's chunks of 1 MiB.
    expect(peak - baseline).toBeLessThan(16 * 1024 * 1024);
  }, 180_000);
});
