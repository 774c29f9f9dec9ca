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
