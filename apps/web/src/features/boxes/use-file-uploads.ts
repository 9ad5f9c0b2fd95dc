'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { BoxPublicKey } from '@coffer/crypto';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import { useTRPC } from '../../lib/trpc/trpc';
import { fitsUploadLimit, uploadEncryptedFile, type UploadProgress } from './upload-file';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

export type FileUpload = {
  key: number;
  name: string;
  /** waiting: queued behind another file; null once it ended (see `outcome`). */
  progress: UploadProgress | 'waiting' | null;
  outcome: { tone: 'success' | 'error'; text: string } | null;
  cancel: () => void;
};

export type FileUploads = {
  uploads: FileUpload[];
  /** Sends each file as a message of its own, one after the other. */
  send: (files: readonly File[]) => void;
  /** The files that fit the box limit; the others are named in `refused` at once. */
  check: (files: readonly File[]) => File[];
  refused: string | null;
  busy: boolean;
};

/**
 * The box page's uploads, from the file field or a drop: each file is encrypted and uploaded
 * in turn (one at a time keeps the page's memory flat), with its own progress and its own
 * cancel, which stops the encryption or the request: the server keeps nothing of it.
 */
export function useFileUploads({
  boxId,
  publicKey,
}: {
  boxId: string;
  publicKey: BoxPublicKey;
}): FileUploads {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);

  const send = useCallback(
    (files: readonly File[]) => {
      const started = files.map((file) => {
        const controller = new AbortController();
        const key = nextKey.current++;
        const upload: FileUpload = {
          key,
          name: file.name,
          progress: 'waiting',
          outcome: null,
          cancel: () => {
            controller.abort();
          },
        };
        return { file, controller, upload };
      });
      const update = (key: number, change: Partial<FileUpload>) => {
        setUploads((all) => all.map((one) => (one.key === key ? { ...one, ...change } : one)));
      };
      // Finished uploads of an earlier batch make room for the new one.
      setUploads((all) => [
        ...all.filter((one) => one.outcome === null),
        ...started.map(({ upload }) => upload),
      ]);
      for (const { file, controller, upload } of started) {
        queue.current = queue.current.then(async () => {
          if (controller.signal.aborted) {
            update(upload.key, { progress: null, outcome: cancelled(file.name) });
            return;
          }
          try {
            await uploadEncryptedFile({
              boxId,
              publicKey,
              file,
              signal: controller.signal,
              onProgress: (progress) => {
                update(upload.key, { progress });
              },
            });
            update(upload.key, {
              progress: null,
              outcome: { tone: 'success', text: t.boxes.box.upload.sent(file.name) },
            });
            await refreshAfterWrite(queryClient, {
              queryKey: trpc.messages.listBoxMessages.queryKey(),
            });
          } catch (failure) {
            update(upload.key, {
              progress: null,
              outcome: isAborted(controller.signal)
                ? cancelled(file.name)
                : failed(file.name, failure),
            });
          }
        });
      }

      function cancelled(name: string): FileUpload['outcome'] {
        return { tone: 'success', text: t.files.upload.cancelled(name) };
      }
      function failed(name: string, failure: unknown): FileUpload['outcome'] {
        const tooLarge = failure instanceof ApiError && failure.status === 413;
        const reason = tooLarge ? t.boxes.box.upload.tooLarge : describeApiError(failure, t);
        return { tone: 'error', text: t.files.upload.failed(name, reason) };
      }
    },
    [boxId, publicKey, queryClient, t, trpc],
  );

  const check = useCallback(
    (files: readonly File[]) => {
      const tooLarge = files.filter((file) => !fitsUploadLimit(file));
      // An earlier "sent" beside this refusal would read as its outcome: finished uploads go.
      if (tooLarge.length > 0) setUploads((all) => all.filter((one) => one.outcome === null));
      setRefused(
        tooLarge.length === 0
          ? null
          : tooLarge.map((file) => t.files.upload.refused(file.name)).join(' '),
      );
      return files.filter((file) => fitsUploadLimit(file));
    },
    [t],
  );

  return { uploads, send, check, refused, busy: uploads.some((one) => one.outcome === null) };
}

/**
 * Read through a call: after the check made before the upload started, TypeScript holds
 * `signal.aborted` false across the awaits in which Cancel may have been pressed.
 */
function isAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}
