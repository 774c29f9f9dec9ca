import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../../classNames';
import { FieldNotes } from '../../fieldParts';
import { useFieldControl } from '../../useFieldIds';
import { useComponentStyles } from '../../styles';
import { checkboxCss } from './Checkbox.styles';

export type CheckboxVariant = 'checkbox' | 'switch';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The text beside the box; may hold links ("I accept the terms of use"). */
  label: ReactNode;
  /** Shown under the control as an alert; marks it invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** `switch` draws an on/off toggle and is announced as a switch; the value is still `checked`. */
  variant?: CheckboxVariant;
  /** Class of the wrapper; the input keeps `ds-checkbox__input`. */
  className?: string;
}

/**
 * A native checkbox (the platform's keyboard and screen-reader behaviour) with its label beside it, or
 * an on/off switch (`role="switch"`) for settings that apply at once.
 */
export function Checkbox({
  label,
  error,
  hint,
  variant = 'checkbox',
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  useComponentStyles('checkbox', checkboxCss);
  const { ids, control } = useFieldControl({ id, hint, error, describedBy: ariaDescribedBy });
  return (
    <div className={classNames('ds-checkbox', `ds-checkbox--${variant}`, className)}>
      <div className="ds-checkbox__row">
        <input
          {...rest}
          type="checkbox"
          role={variant === 'switch' ? 'switch' : undefined}
          {...control}
          className="ds-checkbox__input"
        />
        <label htmlFor={ids.controlId} className="ds-checkbox__label">
          {label}
        </label>
      </div>
      <FieldNotes ids={ids} hint={hint} error={error} className="ds-checkbox__note" />
    </div>
  );
}
