import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../../classNames';
import { useFieldIds } from '../../useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty-valued option shown until the user picks one. */
  placeholder?: string;
  /** Class of the field wrapper; the select keeps `ds-control`. */
  className?: string;
}

/** A native select: the platform's own keyboard and screen-reader behaviour, styled by tokens. */
export function Select({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError, describedBy: ariaDescribedBy });
  // Without a value the browser would pick the first real option; start on the placeholder instead.
  const startOnPlaceholder =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined;
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
      <select
        {...rest}
        {...(startOnPlaceholder ? { defaultValue: '' } : {})}
        id={ids.controlId}
        className="ds-control ds-select"
        aria-invalid={hasError || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={rest.required}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
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
