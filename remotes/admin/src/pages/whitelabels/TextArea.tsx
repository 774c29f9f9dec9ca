import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

/** A multi-line field with the design system's field classes (the design system has no textarea yet). */
export function TextArea({
  label,
  hint,
  id,
  ...rest
}: ComponentPropsWithRef<'textarea'> & { label: ReactNode; hint?: ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className="ds-field">
      <label htmlFor={controlId} className="ds-field__label">
        {label}
      </label>
      <textarea
        {...rest}
        id={controlId}
        className="ds-control ds-input"
        rows={rest.rows ?? 3}
        aria-describedby={hint ? `${controlId}-hint` : undefined}
      />
      {hint ? (
        <p id={`${controlId}-hint`} className="ds-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** "a.com, b.com\nc.com" → ['a.com', 'b.com', 'c.com']: comma or line separated, blanks dropped. */
export function splitList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
