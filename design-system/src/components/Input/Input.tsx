import type { ComponentPropsWithRef, ReactNode } from 'react';
import { TextFieldFrame } from '../../fieldParts';
import { useFieldControl } from '../../useFieldIds';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  label?: ReactNode;
  /** Shown under the field as an alert; marks the input invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Class of the field wrapper (label, input, hint, error); the input keeps `ds-control`. */
  className?: string;
}

export function Input({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: InputProps) {
  const { ids, control } = useFieldControl({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <TextFieldFrame
      ids={ids}
      label={label}
      required={rest.required}
      hint={hint}
      error={error}
      className={className}
    >
      <input {...rest} {...control} className="ds-control ds-input" />
    </TextFieldFrame>
  );
}
