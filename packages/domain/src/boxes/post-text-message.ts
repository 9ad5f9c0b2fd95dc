import { AppError } from '../errors/app-error';
import { appendBoxEvent } from './append-box-event';
import type { BoxEventContext, BoxEventOutcome } from './box-event-context';

export type TextMessageContent = { encrypted: string; public_key: string };

/**
 * msg.text: any member. The text must be encrypted to the box's key: a message to another
 * key would reach the box unreadable by its members.
 */
export async function postTextMessage(
  { tx, caller, box, access }: BoxEventContext,
  content: TextMessageContent,
): Promise<BoxEventOutcome> {
  if (content.public_key !== access.box.publicKey) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: "content.public_key must be the box's public key",
      details: { content: 'invalid' },
    });
  }
  return { event: await appendBoxEvent({ tx, box, caller, type: 'msg.text', content }) };
}
