import { z } from 'zod';
import { AppError, type DetailReason, type ErrorDetails } from '../errors/app-error';
import { emailIdentifierSchema } from '../identities/normalize-email';
import { keyShareSchema } from '../key-shares/key-share-schema';
import { ENCRYPTED_TEXT_MAX_LENGTH } from './box-limits';
import {
  base64UrlSchema,
  boxPublicKeySchema,
  cryptogramSchema,
  emailDomainSchema,
} from './wire-schemas';

/** A field the event type does not take: absent or null. */
const none = z.null({ error: 'this event type does not take this field' }).optional();

const accessAddContentSchema = z.discriminatedUnion('restriction_type', [
  z.strictObject({
    restriction_type: z.literal('identifier'),
    value: emailIdentifierSchema,
    auto_invite: z.boolean().default(false),
  }),
  z.strictObject({
    restriction_type: z.literal('email_domain'),
    value: emailDomainSchema,
    auto_invite: z.boolean().default(false),
  }),
]);

/** The body of POST /boxes/{id}/events, per type (docs/boxes.md). */
const boxEventInputSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('msg.text'),
    content: z.strictObject({
      encrypted: base64UrlSchema(ENCRYPTED_TEXT_MAX_LENGTH),
      public_key: boxPublicKeySchema,
    }),
    referrer_id: none,
    extra: none,
  }),
  z.strictObject({
    type: z.literal('msg.delete'),
    content: none,
    referrer_id: z.uuid(),
    extra: none,
  }),
  z.strictObject({ type: z.literal('member.join'), content: none, referrer_id: none, extra: none }),
  z.strictObject({
    type: z.literal('member.leave'),
    content: none,
    referrer_id: none,
    extra: none,
  }),
  z.strictObject({
    type: z.literal('state.access_mode'),
    content: z.strictObject({ value: z.enum(['public', 'limited']) }),
    referrer_id: none,
    extra: none,
  }),
  z.strictObject({
    type: z.literal('state.key_share'),
    content: none,
    referrer_id: none,
    extra: keyShareSchema,
  }),
  z.strictObject({
    type: z.literal('access.add'),
    content: accessAddContentSchema,
    referrer_id: none,
    // With auto_invite: {<identity public key>: <invitation encrypted to it>}.
    extra: z.record(boxPublicKeySchema, cryptogramSchema).nullable().optional(),
  }),
  z.strictObject({
    type: z.literal('access.rm'),
    content: none,
    referrer_id: z.uuid(),
    extra: none,
  }),
]);

export type BoxEventInput = z.output<typeof boxEventInputSchema>;

/** The request's event fields, as sent. */
export type RawBoxEventInput = {
  type: string;
  content?: unknown;
  referrer_id?: string | null;
  extra?: unknown;
};

/** Checks an event against its type's shape; 400 naming the offending request field. */
export function parseBoxEventInput(raw: RawBoxEventInput): BoxEventInput {
  const parsed = boxEventInputSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const details: ErrorDetails = {};
  for (const issue of parsed.error.issues) {
    details[String(issue.path[0] ?? 'type')] ??= reasonOf(issue);
  }
  throw new AppError('bad_request', {
    origin: 'body',
    desc: `the event does not match the shape of its type: ${parsed.error.issues[0]?.message ?? ''}`,
    details,
  });
}

function reasonOf(issue: z.core.$ZodIssue): DetailReason {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'null') return 'forbidden';
      return issue.input === undefined ? 'required' : 'malformed';
    case 'unrecognized_keys':
      return 'forbidden';
    case 'too_big':
      return 'too_large';
    case 'invalid_union':
    case 'invalid_value':
      return 'invalid';
    default:
      return 'malformed';
  }
}
