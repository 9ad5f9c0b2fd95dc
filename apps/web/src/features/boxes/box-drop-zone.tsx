'use client';

import { useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import type { FileUploads } from './use-file-uploads';

/**
 * The box page as a drop target: files dropped anywhere on it are checked and sent as the
 * file field sends them. The field stays the way for keyboards and screen readers.
 */
export function BoxDropZone({ uploads, children }: { uploads: FileUploads; children: ReactNode }) {
  const { t } = useI18n();
  const [over, setOver] = useState(false);
  const carriesFiles = (types: readonly string[]) => types.includes('Files');
  return (
    <div
      className={over ? 'box-drop-zone box-drop-zone-active' : 'box-drop-zone'}
      onDragOver={(event) => {
        if (!carriesFiles(event.dataTransfer.types)) return;
        // Without preventDefault the browser would open the file instead of dropping it here.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event.dataTransfer.types)) return;
        event.preventDefault();
        setOver(false);
        const accepted = uploads.check([...event.dataTransfer.files]);
        if (accepted.length > 0) uploads.send(accepted);
      }}
    >
      {over ? (
        <p className="box-drop-hint" aria-hidden="true">
          {t.files.upload.dropActive}
        </p>
      ) : null}
      {children}
    </div>
  );
}
