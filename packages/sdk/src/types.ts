import type { components, operations } from './generated/openapi';

/** The contract's error body: every refusal of the REST API (docs/http-api.md). */
export type ErrorBody = components['schemas']['Error'];

type JsonOf<Operation extends keyof operations, Status extends number> =
  operations[Operation]['responses'] extends Record<
    Status,
    { content: { 'application/json': infer Body } }
  >
    ? Body
    : never;

/** A box as the API answers it (docs/boxes.md#the-box-resource). */
export type Box = JsonOf<'boxes.getBox', 200>;
/** An event of a box: a message, a membership or a state change (docs/boxes.md#events). */
export type BoxEvent = JsonOf<'messages.postBoxEvent', 201>;
/** Who sent an event: a person or an organization. */
export type Sender = NonNullable<BoxEvent['sender']>;
/** A datatag: what kind of data a box holds. */
export type Datatag = JsonOf<'organizations.createDatatag', 201>;

/** A box, or just its id where the SDK can read the rest. */
export type BoxRef = string | Pick<Box, 'id' | 'public_key'>;

/** Who may read and post in a box (docs/boxes.md#who-may-do-what-in-a-box). */
export type Member = components['schemas']['Sender'];
/** A person the box is about who asked for its key (docs/key-model.md#access-requests). */
export type AccessRequest = JsonOf<'accessRequests.listOrganizationAccessRequests', 200>[number];
/** The organization's provision for an email (docs/key-model.md#provisions). */
export type Provision = components['schemas']['OrganizationProvision'];
/** A webhook endpoint of the organization (docs/activity.md#organization-webhooks). */
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
/** What an endpoint may subscribe to: every box event type, and `box.delete`. */
export type WebhookEventType = WebhookEndpoint['event_types'][number];
/** One line of an endpoint's delivery log. */
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
