'use client';

import { useQuery } from '@tanstack/react-query';
import { decryptTextFromBox, type BoxSecretKey } from '@coffer/crypto';
import { useI18n } from '../../i18n/use-i18n';
import { decryptInTurn } from './decrypt-in-turn';
import { localQueryKeys } from '../../lib/local-query-keys';

type TextMessageProps = {
  messageId: string;
  content: Record<string, unknown>;
  secretKey: BoxSecretKey | null;
};

/** A msg.text decrypted with the box secret key; without the key it stays a placeholder. */
export function TextMessageBody({ secretKey, ...message }: TextMessageProps) {
  const { t } = useI18n();
  if (secretKey === null) return <p className="muted">{t.boxes.box.messages.locked}</p>;
  return <DecryptedText {...message} secretKey={secretKey} />;
}

function DecryptedText({
  messageId,
  content,
  secretKey,
}: TextMessageProps & { secretKey: BoxSecretKey }) {
  const { t } = useI18n();
  const text = useQuery({
    queryKey: localQueryKeys.decryptedText(messageId),
    queryFn: () => decryptInTurn(() => decryptTextFromBox(secretKey, String(content['encrypted']))),
    staleTime: Infinity,
    retry: false,
  });
  if (text.isError) return <p className="muted">{t.boxes.box.messages.undecryptable}</p>;
  if (text.isPending) return <p className="muted">{t.common.loading}</p>;
  return <p className="message-text">{text.data}</p>;
}
