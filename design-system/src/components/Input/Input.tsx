import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../../classNames';
import { FieldLabel, FieldNotes, hasFieldError } from '../../fieldParts';
import { useFieldIds } from '../../useFieldIds';

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
  const hasError = hasFieldError(error);
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError, describedBy: ariaDescribedBy });
  return (
    <div className={classNames('ds-field', className)}>
      {label ? (
        <FieldLabel htmlFor={ids.controlId} required={rest.required}>
          {label}
        </FieldLabel>
      ) : null}
      <input
        {...rest}
        id={ids.controlId}
        className="ds-control ds-input"
        aria-invalid={hasError || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
