'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { encryptTextToBox, type BoxPublicKey } from '@coffer/crypto';
import { FormFeedback } from '../../components/form-feedback';
import { TextAreaField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import { useSingleFlight } from '../../lib/use-single-flight';

/** Writes a text message, encrypted to the box public key before it leaves the browser. */
export function TextComposer({ box, publicKey }: { box: Box; publicKey: BoxPublicKey }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // From the click to the answer, encryption included: a double click posts once.
  const sending = useSingleFlight();
  const post = useMutation(trpc.messages.postBoxEvent.mutationOptions());

  async function submit(): Promise<void> {
    setSent(false);
    if (text.trim() === '') {
      setProblem(t.boxes.box.composer.required);
      return;
    }
    setProblem(null);
    try {
      const encrypted = await encryptTextToBox(publicKey, text);
      await post.mutateAsync({
        id: box.id,
        type: 'msg.text',
        content: { encrypted, public_key: box.public_key },
      });
      setText('');
      setSent(true);
      // The send button was disabled while sending, which drops its focus to the body: the
      // composer takes it back, ready for the next message.
      field.current?.focus();
      await refreshAfterWrite(queryClient, { queryKey: trpc.messages.listBoxMessages.queryKey() });
    } catch (failure) {
      // Encrypting may fail too, outside the API.
      const tooLong = failure instanceof ApiError && failure.detail('content') === 'too_large';
      setProblem(tooLong ? t.boxes.box.composer.tooLong : describeApiError(failure, t));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void sending.run(submit);
      }}
      noValidate
    >
      <TextAreaField
        label={t.boxes.box.composer.label}
        hint={t.boxes.box.composer.hint}
        ref={field}
        rows={4}
        value={text}
        invalid={problem !== null}
        errorId={`${id}-error`}
        onValueChange={setText}
      />
      <FormFeedback
        errorId={`${id}-error`}
        error={problem}
        news={sent ? t.boxes.box.composer.sent : null}
      />
      <button type="submit" disabled={sending.busy}>
        {sending.busy ? t.boxes.box.composer.sending : t.boxes.box.composer.send}
      </button>
    </form>
  );
}
