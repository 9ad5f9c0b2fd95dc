'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { decryptFileDecryptionInfo, type BoxSecretKey } from '@coffer/crypto';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/use-i18n';
import { decryptInTurn } from './decrypt-in-turn';
import { downloadDecryptedFile, safeFileName, saveFile } from './download-file';
import { localQueryKeys } from '../../lib/local-query-keys';

type Download =
  { state: 'idle' } | { state: 'running'; done: number } | { state: 'saved' } | { state: 'failed' };

type FileMessageProps = { content: Record<string, unknown>; secretKey: BoxSecretKey | null };

/** A msg.file; without the box key it stays a placeholder. */
export function FileMessageBody({ content, secretKey }: FileMessageProps) {
  const { t } = useI18n();
  if (secretKey === null) return <p className="muted">{t.boxes.box.messages.locked}</p>;
  return <DecryptedFile content={content} secretKey={secretKey} />;
}

/**
 * Its name and size come from the decryption info (encrypted to the box); the bytes are
 * downloaded and decrypted on demand, with a progress bar.
 */
function DecryptedFile({
  content,
  secretKey,
}: {
  content: Record<string, unknown>;
  secretKey: BoxSecretKey;
}) {
  const { t } = useI18n();
  const fileId = String(content['encrypted_file_id']);
  const info = useQuery({
    queryKey: localQueryKeys.fileDecryptionInfo(fileId),
    queryFn: () =>
      decryptInTurn(() => decryptFileDecryptionInfo(secretKey, String(content['encrypted']))),
    staleTime: Infinity,
    retry: false,
  });
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  if (info.isError) return <p className="muted">{t.boxes.box.messages.undecryptable}</p>;
  if (info.isPending) return <p className="muted">{t.common.loading}</p>;
  const decryptionInfo = info.data;
  const fileName = safeFileName(decryptionInfo.fileName);
  const { fileSize } = decryptionInfo;

  async function start(): Promise<void> {
    setDownload({ state: 'running', done: 0 });
    try {
      const file = await downloadDecryptedFile(fileId, decryptionInfo, (done) => {
        setDownload({ state: 'running', done });
      });
      saveFile(file, fileName);
      setDownload({ state: 'saved' });
    } catch {
      setDownload({ state: 'failed' });
    }
  }

  return (
    <div className="file-message">
      <p>
        <span className="file-name">{fileName}</span>{' '}
        <span className="muted">({t.boxes.bytes(fileSize)})</span>
      </p>
      {download.state === 'running' ? (
        <progress
          value={download.done}
          max={fileSize || 1}
          aria-label={t.boxes.box.file.progressLabel(fileName)}
        />
      ) : (
        <button
          type="button"
          className="secondary"
          aria-label={t.boxes.box.file.downloadNamed(fileName)}
          onClick={() => void start()}
        >
          {t.boxes.box.file.download}
        </button>
      )}
      <FormFeedback
        error={download.state === 'failed' ? t.boxes.box.file.failed : null}
        news={download.state === 'saved' ? t.boxes.box.file.saved(fileName) : null}
      />
    </div>
  );
}
