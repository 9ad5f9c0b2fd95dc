// A hand-written msgpack codec for exactly the aes-rsa cryptogram (a map of str keys to bin
// values), so the interoperability tests do not reuse the package's msgpack library.

export function packBinMap(entries: ReadonlyArray<readonly [string, Uint8Array]>): Buffer {
  if (entries.length > 15) throw new Error('fixmap only');
  const parts: Buffer[] = [Buffer.from([0x80 | entries.length])];
  for (const [key, value] of entries) {
    const keyBytes = Buffer.from(key, 'utf8');
    if (keyBytes.length > 31) throw new Error('fixstr only');
    parts.push(Buffer.from([0xa0 | keyBytes.length]), keyBytes);
    if (value.length < 0x100) parts.push(Buffer.from([0xc4, value.length]));
    else if (value.length < 0x10000)
      parts.push(Buffer.from([0xc5, value.length >> 8, value.length & 0xff]));
    else {
      const header = Buffer.alloc(5);
      header[0] = 0xc6;
      header.writeUInt32BE(value.length, 1);
      parts.push(header);
    }
    parts.push(Buffer.from(value));
  }
  return Buffer.concat(parts);
}

export function unpackBinMap(bytes: Buffer): Map<string, Buffer> {
  let offset = 0;
  const header = bytes[offset++]!;
  if ((header & 0xf0) !== 0x80) throw new Error('expected a fixmap');
  const result = new Map<string, Buffer>();
  for (let entry = 0; entry < (header & 0x0f); entry++) {
    const keyHeader = bytes[offset++]!;
    if ((keyHeader & 0xe0) !== 0xa0) throw new Error('expected a fixstr key');
    const key = bytes.subarray(offset, offset + (keyHeader & 0x1f)).toString('utf8');
    offset += keyHeader & 0x1f;
    const type = bytes[offset++]!;
    const lengthBytes = type === 0xc4 ? 1 : type === 0xc5 ? 2 : type === 0xc6 ? 4 : 0;
    if (lengthBytes === 0) throw new Error(`expected bin, got 0x${type.toString(16)}`);
    const length = bytes.readUIntBE(offset, lengthBytes);
    offset += lengthBytes;
    result.set(key, bytes.subarray(offset, offset + length));
    offset += length;
  }
  if (offset !== bytes.length) throw new Error('trailing bytes');
  return result;
}
