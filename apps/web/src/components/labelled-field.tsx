import { createElement, useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type LabelledFieldProps = {
  label: string;
  hint?: string;
  /** The id of the message that explains why the value was refused, if any. */
  errorId?: string;
  invalid?: boolean;
};

/**
 * A label, an optional hint, and the control `render` draws: the control gets the id the
 * label points to and is described by the hint and, when refused, by the error.
 */
function LabelledField({
  label,
  hint,
  errorId,
  invalid = false,
  render,
}: LabelledFieldProps & { render: (control: FieldControlProps) => ReactNode }) {
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
      {render({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy || undefined,
      })}
    </div>
  );
}

type Control = 'input' | 'textarea' | 'select';

export type LabelledControlProps<Tag extends Control> = Omit<ComponentProps<Tag>, 'id'> &
  LabelledFieldProps & {
    /** The new value at each change: the usual binding of a field to a state. */
    onValueChange?: (value: string) => void;
  };

/** A LabelledField around one kind of form control, taking that control's own props. */
export function labelledControl<Tag extends Control>(tag: Tag) {
  return function LabelledControl(props: LabelledControlProps<Tag>) {
    const { label, hint, errorId, invalid, onValueChange, ...control } = props;
    const onChange = onValueChange
      ? (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
          onValueChange(event.currentTarget.value);
        }
      : control.onChange;
    return (
      <LabelledField
        label={label}
        hint={hint}
        errorId={errorId}
        invalid={invalid}
        render={(field) => createElement(tag, { ...field, ...control, onChange })}
      />
    );
  };
}
