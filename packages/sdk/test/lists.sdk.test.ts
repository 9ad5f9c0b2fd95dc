/**
 * Every list of the SDK is an async iterable over all its pages, read a page at a time; the
 * one-page calls stay for callers that page themselves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Datatag } from '../src';
import { factories, organizationFixture, type OrganizationFixture } from './organization-fixture';

let org: OrganizationFixture;
let datatag: Datatag;

beforeAll(async () => {
  org = await organizationFixture();
  datatag = await org.coffer.datatags.create('Lists');
});

/** The requests made by `run`, of one method and path. */
async function requestsDuring(pathname: string, run: () => Promise<void>): Promise<number> {
  const before = org.requests.length;
  await run();
  return org.requests.slice(before).filter((request) => request === pathname).length;
}

describe('lists as async iterators', () => {
  it('reads every box across pages, and no page after the loop stops', async () => {
    const subject = factories.randomEmail('liz');
    const made: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      made.unshift(
        (await org.coffer.boxes.create({ title, datatagId: datatag.id, subject })).box.id,
      );
    }
    const seen: string[] = [];
    const pages = await requestsDuring('GET /api/boxes', async () => {
      for await (const box of org.coffer.boxes.list({ subject, pageSize: 2 })) seen.push(box.id);
    });
    expect(seen).toEqual(made);
    expect(pages).toBe(2);

    const early = await requestsDuring('GET /api/boxes', async () => {
      for await (const box of org.coffer.boxes.list({ subject, pageSize: 2 })) {
        expect(box.id).toBe(made[0]);
        break;
      }
    });
    expect(early).toBe(1);
    expect(
      (await org.coffer.boxes.listPage({ subject, offset: 2, limit: 2 })).map((b) => b.id),
    ).toEqual([made[2]]);
  });

  it('gives each message once when one arrives between two pages', async () => {
    const created = await org.coffer.boxes.create({
      title: 'Chat',
      datatagId: datatag.id,
      subject: factories.randomEmail(),
    });
    for (const text of ['a', 'b', 'c', 'd']) await org.coffer.messages.sendText(created.box, text);
    const texts: string[] = [];
    for await (const message of org.coffer.messages.list(created.box, created.secretKey, {
      pageSize: 2,
    })) {
      if (message.kind === 'text') texts.push(message.text);
      // Written after the first page: it moves every later message down by one.
      if (texts.length === 2) await org.coffer.messages.sendText(created.box, 'late');
    }
    expect(texts).toEqual(['d', 'c', 'b', 'a']);

    const events = await org.coffer.events.list(created.box, { pageSize: 3 }).toArray();
    expect(events.map((event) => event.type)).toEqual([
      'msg.text',
      'msg.text',
      'msg.text',
      'msg.text',
      'msg.text',
      'create',
    ]);
    expect(() => org.coffer.events.list(created.box, { pageSize: 501 })).toThrow(RangeError);
  });
});
