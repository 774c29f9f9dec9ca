import type { ReactNode } from 'react';
import { classNames } from './classNames';

/** Whether a field's `error` is one to show: false, null, undefined and '' are none. */
export function hasFieldError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** The label above a text field or select, with the star of a required one (hidden from screen readers). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="ds-field__label">
      {children}
      {required ? (
        <span className="ds-field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

/**
 * A field's hint and error under its control, under the ids `useFieldIds` gave the control's
 * `aria-describedby`; the error is an alert. `className` is added to both (a checkbox's note).
 */
export function FieldNotes({
  ids,
  hint,
  error,
  className,
}: {
  ids: { hintId?: string; errorId?: string };
  hint: ReactNode;
  error: ReactNode;
  className?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className={classNames('ds-field__hint', className)}>
          {hint}
        </p>
      ) : null}
      {hasFieldError(error) ? (
        <p id={ids.errorId} role="alert" className={classNames('ds-field__error', className)}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A text field or select: its label (with the required star) above the control, its hint and error
 * under it, in the `ds-field` wrapper.
 */
export function TextFieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  ids: { controlId: string; hintId?: string; errorId?: string };
  label: ReactNode;
  required: boolean | undefined;
  hint: ReactNode;
  error: ReactNode;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={classNames('ds-field', className)}>
      {label ? (
        <FieldLabel htmlFor={ids.controlId} required={required}>
          {label}
        </FieldLabel>
      ) : null}
      {children}
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
