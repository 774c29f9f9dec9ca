import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../../classNames';
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
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError, describedBy: ariaDescribedBy });
  return (
    <div className={classNames('ds-field', className)}>
      {label ? (
        <label htmlFor={ids.controlId} className="ds-field__label">
          {label}
          {rest.required ? (
            <span className="ds-field__required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
      ) : null}
      <input
        {...rest}
        id={ids.controlId}
        className="ds-control ds-input"
        aria-invalid={hasError || undefined}
        aria-describedby={ids.describedBy}
      />
      {hint ? (
        <p id={ids.hintId} className="ds-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={ids.errorId} role="alert" className="ds-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
