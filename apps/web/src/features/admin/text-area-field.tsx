import { useId, type TextareaHTMLAttributes } from 'react';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: string;
  errorId?: string;
  invalid?: boolean;
};

/** A labelled text area whose hint and error are read with it, like TextField. */
export function TextAreaField({
  label,
  hint,
  errorId,
  invalid = false,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
    </div>
  );
}
