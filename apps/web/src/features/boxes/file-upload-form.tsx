'use client';

import { useId, useRef, useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import type { FileUpload, FileUploads } from './use-file-uploads';

/**
 * Sends files: each checked against the box limit as soon as it is picked, then encrypted in
 * the browser and uploaded as a message of its own, with its progress and a cancel button.
 */
export function FileUploadForm({ uploads }: { uploads: FileUploads }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(): void {
    if (chosen.length === 0) {
      setProblem(uploads.refused ? null : t.boxes.box.upload.required);
      return;
    }
    setProblem(null);
    uploads.send(chosen);
    setChosen([]);
    if (input.current) input.current.value = '';
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      className="upload-form"
    >
      <TextField
        label={t.boxes.box.upload.label}
        hint={`${t.boxes.box.upload.hint} ${t.files.upload.multipleHint} ${t.files.upload.dropHint}`}
        ref={input}
        type="file"
        multiple
        onChange={(event) => {
          setProblem(null);
          const kept = uploads.check([...(event.currentTarget.files ?? [])]);
          setChosen(kept);
          // Nothing of it will be sent: the field does not keep showing the refused name.
          if (kept.length === 0) event.currentTarget.value = '';
        }}
      />
      {/* Both at once: the files refused, and those kept to send. */}
      <LiveMessage tone="error">{problem ?? uploads.refused}</LiveMessage>
      <LiveMessage tone="info">
        {chosen.length > 0
          ? t.files.upload.chosen(chosen.map((file) => file.name).join(', '))
          : null}
      </LiveMessage>
      <button type="submit">{t.boxes.box.upload.submit}</button>
      {uploads.uploads.length > 0 ? (
        <ul className="uploads">
          {uploads.uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} />
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/** One file on its way: its phase and progress and a cancel, then how it ended. */
function UploadRow({ upload }: { upload: FileUpload }) {
  const { t } = useI18n();
  const id = useId();
  const { progress, outcome, name } = upload;
  const label =
    progress === 'waiting' || progress === null
      ? t.files.upload.waiting(name)
      : progress.phase === 'encrypting'
        ? t.boxes.box.upload.encrypting(name)
        : t.boxes.box.upload.uploading(name);
  // The live region is there from the start: its outcome is then announced when it comes.
  return (
    <li className="upload-progress">
      <LiveMessage tone={outcome?.tone ?? 'info'}>{outcome?.text ?? null}</LiveMessage>
      {outcome ? null : (
        <>
          <label htmlFor={`${id}-progress`}>{label}</label>
          {typeof progress === 'object' && progress !== null ? (
            <progress id={`${id}-progress`} value={progress.done} max={progress.total || 1} />
          ) : (
            <progress id={`${id}-progress`} />
          )}
          <button type="button" className="secondary" onClick={upload.cancel}>
            {t.files.upload.cancel(name)}
          </button>
        </>
      )}
    </li>
  );
}
