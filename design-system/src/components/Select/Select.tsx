import type { ComponentPropsWithRef, ReactNode } from 'react';
import { TextFieldFrame } from '../../fieldParts';
import { useFieldControl } from '../../useFieldIds';
import { useComponentStyles } from '../../styles';
import { selectCss } from './Select.styles';

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
  useComponentStyles('select', selectCss);
  const { ids, control } = useFieldControl({ id, hint, error, describedBy: ariaDescribedBy });
  // Without a value the browser would pick the first real option; start on the placeholder instead.
  const startOnPlaceholder =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined;
  return (
    <TextFieldFrame
      ids={ids}
      label={label}
      required={rest.required}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        {...rest}
        {...(startOnPlaceholder ? { defaultValue: '' } : {})}
        {...control}
        className="ds-control ds-select"
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
    </TextFieldFrame>
  );
}
