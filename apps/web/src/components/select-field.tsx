import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  hint?: string;
  children: ReactNode;
};

/** A labelled select, like TextField. */
export function SelectField({ label, hint, children, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <select id={id} aria-describedby={hint ? hintId : undefined} {...select}>
        {children}
      </select>
    </div>
  );
}
