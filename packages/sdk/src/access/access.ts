import type { CofferContext } from '../context';
import type { Events } from '../events/events';
import { postBoxEvent } from '../events/post-box-event';
import type { CreationOptions, RequestOptions } from '../http/request-options';
import { Listing } from '../lists/listing';
import type { BoxEvent, BoxRef } from '../types';

/** Who an access rule admits: one email, or every email of a domain (`example.org`). */
export type AccessRuleTarget = { email: string } | { emailDomain: string };

/** A rule in force: its id is that of its `access.add` event, which `removeRule` takes. */
export type AccessRule = {
  id: string;
  restriction_type: 'identifier' | 'email_domain';
  /** The email or the domain, lower-cased. */
  value: string;
  createdAt: string;
};

/**
 * Who may join the organization's boxes (docs/boxes.md#events): access rules admit people to a
 * `limited` box; a `public` box admits any signed-in person. A person who joins still needs the
 * box key: they ask for it, and `accessRequests.letIn` hands it over.
 */
export class Access {
  readonly #context: CofferContext;
  readonly #events: Events;

  constructor(context: CofferContext, events: Events) {
    this.#context = context;
    this.#events = events;
  }

  /** The rules in force, newest first, read from the box's events. */
  rules(box: BoxRef, request?: RequestOptions): Listing<AccessRule> {
    const events = this.#events.list(box, request);
    return new Listing(async function* () {
      // Newest first: a rule's removal comes before the rule itself.
      const removed = new Set<string>();
      for await (const event of events) {
        if (event.type === 'access.rm' && event.referrer_id) removed.add(event.referrer_id);
        if (event.type === 'access.add' && !removed.has(event.id)) yield ruleOf(event);
      }
    });
  }

  /** A rule admitting `target` to a limited box (409 ConflictError when one is in force). */
  async addRule(
    box: BoxRef,
    target: AccessRuleTarget,
    request?: CreationOptions,
  ): Promise<AccessRule> {
    const [restriction_type, value] =
      'email' in target
        ? (['identifier', target.email] as const)
        : (['email_domain', target.emailDomain] as const);
    const event = await postBoxEvent(
      this.#context,
      box,
      {
        type: 'access.add',
        content: { restriction_type, value, auto_invite: false },
      },
      request,
    );
    return ruleOf(event);
  }

  /**
   * Removes a rule; in a limited box, those who joined by it and are admitted no more are
   * removed from the box.
   */
  async removeRule(box: BoxRef, ruleId: string, request?: CreationOptions): Promise<BoxEvent> {
    return postBoxEvent(this.#context, box, { type: 'access.rm', referrer_id: ruleId }, request);
  }

  /**
   * `public`: any signed-in person may join. Back to `limited`, those who joined and are not
   * admitted by a rule are removed.
   */
  async setMode(
    box: BoxRef,
    mode: 'public' | 'limited',
    request?: CreationOptions,
  ): Promise<BoxEvent> {
    return postBoxEvent(
      this.#context,
      box,
      { type: 'state.access_mode', content: { value: mode } },
      request,
    );
  }
}

function ruleOf(event: BoxEvent): AccessRule {
  const content = event.content ?? {};
  return {
    id: event.id,
    restriction_type:
      content['restriction_type'] === 'email_domain' ? 'email_domain' : 'identifier',
    value: String(content['value']),
    createdAt: event.server_event_created_at,
  };
}
