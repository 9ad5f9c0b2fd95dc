/**
 * A request body as UTF-8 text, refused with `tooLarge()` as soon as it passes `maxBytes`:
 * a client announcing or sending more is never read to its end, nor held in memory.
 */
export async function readBoundedText(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for await (const chunk of request.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}
