import type { Coffer, CreatedBox } from '@coffer/sdk';

export type OpenBoxForCustomerOptions = {
  coffer: Coffer;
  /** The customer's email: the box's data subject. */
  customer: string;
  /** The PDF to drop in the box. */
  pdf: string;
  title?: string;
  /** The datatag's name; made on first use. */
  datatagName?: string;
};

/**
 * What an organization's server does for a new customer: a box about them, a word and a PDF in
 * it. The box secret key and the link come back to the caller, which keeps the key and sends
 * the link (when there is one: docs/sdk.md#opening-a-box).
 */
export async function openBoxForCustomer({
  coffer,
  customer,
  pdf,
  title = 'Your documents',
  datatagName = 'Contracts',
}: OpenBoxForCustomerOptions): Promise<CreatedBox> {
  const datatag =
    (await coffer.datatags.list().toArray()).find((tag) => tag.name === datatagName) ??
    (await coffer.datatags.create(datatagName));
  const created = await coffer.boxes.create({ title, datatagId: datatag.id, subject: customer });
  await coffer.messages.sendText(created.box, 'Welcome! Your contract is attached.');
  await coffer.messages.sendFile(created.box, pdf, { type: 'application/pdf' });
  return created;
}
