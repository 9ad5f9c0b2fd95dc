import { describe, expect, it } from 'vitest';
import type { Box, BoxEvent } from '../../lib/trpc/procedure-types';
import { applyInboxEvent, dropInboxBox } from './apply-inbox-event';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

function sender(id: string) {
  return {
    id,
    display_name: id,
    avatar_url: null,
    identifier_value: '',
    identifier_kind: '' as const,
  };
}

function event(
  id: string,
  boxId: string,
  at: string,
  from: string,
  type: BoxEvent['type'] = 'msg.text',
): BoxEvent {
  return {
    id,
    type,
    box_id: boxId,
    server_event_created_at: at,
    sender: sender(from),
    sender_organization: null,
    content: null,
    referrer_id: null,
  };
}

function box(id: string, lastAt: string, unread: number | null): Box {
  return {
    id,
    title: id,
    owner_org_id: OTHER,
    owner_organization: { id: OTHER, name: 'Other' },
    datatag_id: null,
    datatag_subject: 'dana@example.test',
    public_key: 'x',
    access_mode: 'limited',
    server_created_at: lastAt,
    creator: sender(OTHER),
    last_event: event(`${id}-last`, id, lastAt, OTHER),
    events_count: 1,
    unread_count: unread,
  };
}

describe('applyInboxEvent', () => {
  const pages = [
    [box('a', '2026-11-24T09:00:00.000Z', 1)],
    [box('b', '2026-11-24T08:00:00.000Z', 0)],
  ];

  it("counts another person's new event once, on any page", () => {
    const next = event('e1', 'b', '2026-11-24T09:30:00.000Z', OTHER);
    const once = applyInboxEvent(pages, next, ME);
    if (once.kind !== 'applied') throw new Error('expected applied');
    expect(once.pages[1]?.[0]?.unread_count).toBe(1);
    expect(once.pages[1]?.[0]?.last_event?.id).toBe('e1');
    const twice = applyInboxEvent(once.pages, next, ME);
    if (twice.kind !== 'applied') throw new Error('expected applied');
    expect(twice.pages[1]?.[0]?.unread_count).toBe(1);
  });

  it("does not count the person's own event, nor one already in the list", () => {
    const own = applyInboxEvent(pages, event('e2', 'a', '2026-11-24T09:30:00.000Z', ME), ME);
    if (own.kind !== 'applied') throw new Error('expected applied');
    expect(own.pages[0]?.[0]?.unread_count).toBe(1);
    expect(own.pages[0]?.[0]?.last_event?.id).toBe('e2');
    const old = applyInboxEvent(pages, event('e3', 'a', '2026-11-24T08:59:00.000Z', OTHER), ME);
    if (old.kind !== 'applied') throw new Error('expected applied');
    expect(old.pages[0]?.[0]?.unread_count).toBe(1);
  });

  it('counts messages only: a join or an access change is no unread message', () => {
    for (const type of ['member.join', 'access.add', 'state.access_mode'] as const) {
      const next = applyInboxEvent(
        pages,
        event(`e-${type}`, 'b', '2026-11-24T09:30:00.000Z', OTHER, type),
        ME,
      );
      if (next.kind !== 'applied') throw new Error('expected applied');
      expect(next.pages[1]?.[0]?.unread_count).toBe(0);
      expect(next.pages[1]?.[0]?.last_event?.type).toBe(type);
    }
    const file = applyInboxEvent(
      pages,
      event('e-file', 'b', '2026-11-24T09:30:00.000Z', OTHER, 'msg.file'),
      ME,
    );
    if (file.kind !== 'applied') throw new Error('expected applied');
    expect(file.pages[1]?.[0]?.unread_count).toBe(1);
  });

  it('says when the box is not among those read', () => {
    expect(applyInboxEvent(pages, event('e4', 'c', '2026-11-24T10:00:00.000Z', OTHER), ME)).toEqual(
      { kind: 'unknown_box' },
    );
  });

  it('drops a box from every page', () => {
    expect(
      dropInboxBox(pages, 'b')
        .flat()
        .map((b) => b.id),
    ).toEqual(['a']);
  });
});
