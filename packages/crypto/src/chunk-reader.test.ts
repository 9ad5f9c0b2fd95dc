import { describe, expect, it } from 'vitest';
import { ChunkReader } from './chunk-reader';

function streamOfPieces(pieces: number[][]): {
  stream: ReadableStream<Uint8Array>;
  pulls: () => number;
} {
  let index = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const piece = pieces[index++];
        if (piece === undefined) controller.close();
        else controller.enqueue(new Uint8Array(piece));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulls: () => index };
}

describe('ChunkReader', () => {
  it('re-chunks pieces of any size, skipping empty ones, and returns a short chunk only at the end', async () => {
    const { stream } = streamOfPieces([[1], [], [2, 3, 4, 5, 6], [7], [8, 9]]);
    const reader = new ChunkReader(stream);
    expect([...(await reader.readInto(new Uint8Array(4)))]).toEqual([1, 2, 3, 4]);
    expect(await reader.atEnd()).toBe(false);
    expect([...(await reader.readInto(new Uint8Array(4)))]).toEqual([5, 6, 7, 8]);
    expect([...(await reader.readInto(new Uint8Array(4)))]).toEqual([9]);
    expect(await reader.atEnd()).toBe(true);
    expect([...(await reader.readInto(new Uint8Array(4)))]).toEqual([]);
  });

  it('reads from the source only as needed: atEnd looks ahead by one piece', async () => {
    const { stream, pulls } = streamOfPieces([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ]);
    const reader = new ChunkReader(stream);
    await reader.readInto(new Uint8Array(2));
    expect(pulls()).toBe(1);
    expect(await reader.atEnd()).toBe(false);
    expect(pulls()).toBe(2);
    expect([...(await reader.readInto(new Uint8Array(3)))]).toEqual([3, 4, 5]);
    expect(pulls()).toBe(3);
  });

  it('copies into the caller buffer: later changes to a source piece do not alter it', async () => {
    const piece = new Uint8Array([1, 2, 3]);
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(piece);
        controller.close();
      },
    });
    const reader = new ChunkReader(source);
    const buffer = new Uint8Array(3);
    const chunk = await reader.readInto(buffer);
    piece[0] = 99;
    expect(chunk).toBe(buffer);
    expect([...chunk]).toEqual([1, 2, 3]);
  });

  it('rejects non-byte pieces with INVALID_STREAM_CHUNK and cancels the source from guard', async () => {
    let cancelled: unknown;
    const stream = new ReadableStream({
      start: (controller) => {
        controller.enqueue(42);
      },
      cancel: (reason) => {
        cancelled = reason;
      },
    });
    const reader = new ChunkReader(stream as ReadableStream<Uint8Array>);
    const step = async () => {
      await reader.readInto(new Uint8Array(1));
    };
    await expect(reader.guard(step)).rejects.toMatchObject({ code: 'INVALID_STREAM_CHUNK' });
    expect(cancelled).toMatchObject({ code: 'INVALID_STREAM_CHUNK' });
  });
});
