import { describe, expect, it } from 'vitest';
import type { BoxEvent } from '../../lib/trpc/procedure-types';
import { applyBoxEvent } from './apply-box-event';

const SENDER = {
  id: '00000000-0000-4000-8000-000000000001',
  display_name: 'Alice',
  avatar_url: null,
  identifier_value: '',
  identifier_kind: '' as const,
};

function event(id: string, type: BoxEvent['type'], referrer: string | null = null): BoxEvent {
  return {
    id,
    type,
    box_id: 'box',
    server_event_created_at: '2026-11-24T09:00:00.000Z',
    sender: SENDER,
    sender_organization: null,
    content: type === 'msg.text' ? { encrypted: 'x', public_key: 'y' } : null,
    referrer_id: referrer,
  };
}

describe('applyBoxEvent', () => {
  const pages = [[event('m2', 'msg.text')], [event('m1', 'msg.text')]];

  it('puts a new message on top once', () => {
    const once = applyBoxEvent(pages, event('m3', 'msg.text'));
    expect(once.flat().map((m) => m.id)).toEqual(['m3', 'm2', 'm1']);
    expect(applyBoxEvent(once, event('m3', 'msg.text'))).toBe(once);
  });

  it('turns a deleted message into its deleted form, on any page', () => {
    const after = applyBoxEvent(pages, event('d1', 'msg.delete', 'm1'));
    expect(after[1]?.[0]?.content).toEqual({
      deleted: { at_time: '2026-11-24T09:00:00.000Z', by_identity: SENDER.id },
    });
    expect(after.flat()).toHaveLength(2);
  });

  it('leaves the messages alone for a membership change', () => {
    expect(applyBoxEvent(pages, event('j1', 'member.join'))).toBe(pages);
  });

  it('starts a first page when none was read', () => {
    expect(
      applyBoxEvent([], event('m1', 'msg.text'))
        .flat()
        .map((m) => m.id),
    ).toEqual(['m1']);
  });
});
