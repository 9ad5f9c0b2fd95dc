'use client';

import { useQuery } from '@tanstack/react-query';
import { decryptTextFromBox, type BoxSecretKey } from '@coffer/crypto';
import { useI18n } from '../../i18n/i18n-provider';

/** A msg.text decrypted with the box secret key; without the key it stays a placeholder. */
export function TextMessageBody({
  messageId,
  content,
  secretKey,
}: {
  messageId: string;
  content: Record<string, unknown>;
  secretKey: BoxSecretKey | null;
}) {
  const { t } = useI18n();
  const text = useQuery({
    queryKey: ['decrypted-text', messageId],
    queryFn: () => decryptTextFromBox(secretKey as BoxSecretKey, String(content['encrypted'])),
    enabled: secretKey !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (secretKey === null) return <p className="muted">{t.boxes.box.messages.locked}</p>;
  if (text.isError) return <p className="muted">{t.boxes.box.messages.undecryptable}</p>;
  if (text.isPending) return <p className="muted">{t.common.loading}</p>;
  return <p className="message-text">{text.data}</p>;
}
