import type { ComponentProps } from 'react';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & LabelledFieldProps;

/** A labelled input whose hint and error are read with it (aria-describedby). */
export function TextField({ label, hint, errorId, invalid, ...input }: TextFieldProps) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      errorId={errorId}
      invalid={invalid}
      render={(control) => <input {...control} {...input} />}
    />
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & LabelledFieldProps;

/** The same for a text area. */
export function TextAreaField({ label, hint, errorId, invalid, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      errorId={errorId}
      invalid={invalid}
      render={(control) => <textarea {...control} {...textarea} />}
    />
  );
}
