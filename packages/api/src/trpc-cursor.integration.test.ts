import { describe, expect, it } from 'vitest';
import { handleTrpcRequest } from './http-routes';
import { openBox, setUpOrganization, type Box } from './areas/boxes/test/box-api';

/** A tRPC query as the pages' infinite reads send it: the input in the query string. */
async function listBoxes(headers: Headers, input: object) {
  const query = encodeURIComponent(JSON.stringify(input));
  const response = await handleTrpcRequest(
    new Request(`http://localhost:3000/trpc/boxes.listBoxes?input=${query}`, { headers }),
  );
  const body = (await response.json()) as {
    result?: { data: Box[] };
    error?: { data: { body: unknown } };
  };
  return { status: response.status, body };
}

describe("an offset list's tRPC cursor (trpc-cursor.ts)", () => {
  it('pages by the cursor as its offset; a backward direction or a cursor beside an offset is a 400', async () => {
    const org = await setUpOrganization();
    const first = await openBox(org);
    const second = await openBox(org);
    const third = await openBox(org);
    const ids = (page: { body: { result?: { data: Box[] } } }) =>
      page.body.result?.data.map((box) => box.id);

    const start = await listBoxes(org.token(), { limit: 2, direction: 'forward' });
    expect(ids(start)).toEqual([third.box.id, second.box.id]);
    const next = await listBoxes(org.token(), { limit: 2, cursor: 2, direction: 'forward' });
    expect(ids(next)).toEqual([first.box.id]);

    const backward = await listBoxes(org.token(), { cursor: 2, direction: 'backward' });
    expect(backward.status).toBe(400);
    expect(backward.body.error?.data.body).toMatchObject({ details: { direction: 'forbidden' } });
    const both = await listBoxes(org.token(), { offset: 1, cursor: 2 });
    expect(both.status).toBe(400);
    expect(both.body.error?.data.body).toMatchObject({ details: { cursor: 'forbidden' } });
  });
});
