import { describe, expect, it } from 'vitest';
import { coalesceChunks } from './coalesce-chunks';

async function* pieces(...sizes: number[]) {
  let value = 0;
  for (const size of sizes) yield new Uint8Array(size).map(() => value++ % 256);
}

async function collect(source: AsyncIterable<Uint8Array>) {
  const blocks: Uint8Array[] = [];
  for await (const block of source) blocks.push(block);
  return blocks;
}

describe('coalesceChunks', () => {
  it('regroups pieces into blocks of at least the size, in order, the last one shorter', async () => {
    const blocks = await collect(coalesceChunks(pieces(3, 3, 3, 5, 1), 4));
    expect(blocks.map((block) => block.byteLength)).toEqual([6, 8, 1]);
    expect(Buffer.concat(blocks)).toEqual(Buffer.concat(await collect(pieces(3, 3, 3, 5, 1))));
  });

  it('passes an empty source and a failing source through', async () => {
    expect(await collect(coalesceChunks(pieces(), 4))).toEqual([]);
    async function* failing() {
      yield new Uint8Array(2);
      throw new Error('client went away');
    }
    await expect(collect(coalesceChunks(failing(), 4))).rejects.toThrow('client went away');
  });
});
