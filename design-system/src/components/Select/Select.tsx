import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../../classNames';
import { FieldLabel, FieldNotes, hasFieldError } from '../../fieldParts';
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
  const hasError = hasFieldError(error);
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError, describedBy: ariaDescribedBy });
  // Without a value the browser would pick the first real option; start on the placeholder instead.
  const startOnPlaceholder =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined;
  return (
    <div className={classNames('ds-field', className)}>
      {label ? (
        <FieldLabel htmlFor={ids.controlId} required={rest.required}>
          {label}
        </FieldLabel>
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
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
