'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { BoxPublicKey } from '@coffer/crypto';
import { FormFeedback } from '../../components/form-feedback';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/i18n-provider';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { fitsUploadLimit, uploadEncryptedFile, type UploadProgress } from './upload-file';

/** Sends a file: encrypted in the browser, then uploaded, each phase with its progress bar. */
export function FileUploadForm({ box, publicKey }: { box: Box; publicKey: BoxPublicKey }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<(UploadProgress & { name: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(): Promise<void> {
    setSent(null);
    const file = input.current?.files?.[0];
    if (!file) {
      setProblem(t.boxes.box.upload.required);
      return;
    }
    if (!fitsUploadLimit(file)) {
      setProblem(t.boxes.box.upload.tooLarge);
      return;
    }
    setProblem(null);
    try {
      await uploadEncryptedFile({
        boxId: box.id,
        publicKey,
        file,
        onProgress: (step) => {
          setProgress({ ...step, name: file.name });
        },
      });
      setSent(file.name);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: trpc.messages.listBoxMessages.queryKey() });
    } catch (failure) {
      const tooLarge = failure instanceof ApiError && failure.status === 413;
      setProblem(tooLarge ? t.boxes.box.upload.tooLarge : describeApiError(failure, t));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className="upload-form"
    >
      <TextField
        label={t.boxes.box.upload.label}
        hint={t.boxes.box.upload.hint}
        ref={input}
        type="file"
        disabled={progress !== null}
      />
      {progress ? (
        <div className="upload-progress">
          <label htmlFor={`${id}-progress`}>
            {progress.phase === 'encrypting'
              ? t.boxes.box.upload.encrypting(progress.name)
              : t.boxes.box.upload.uploading(progress.name)}
          </label>
          <progress id={`${id}-progress`} value={progress.done} max={progress.total || 1} />
        </div>
      ) : null}
      <FormFeedback error={problem} news={sent ? t.boxes.box.upload.sent(sent) : null} />
      <button type="submit" disabled={progress !== null}>
        {t.boxes.box.upload.submit}
      </button>
    </form>
  );
}
