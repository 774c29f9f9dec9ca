import { type ReactNode, useId } from 'react';
import { hasFieldError } from './fieldParts';

/**
 * Ids that tie a control to its hint and error (`aria-describedby`), keeping any describedby the caller
 * passed. The control's own id is the caller's, or generated.
 */
export function useFieldIds(options: {
  id: string | undefined;
  hasHint: boolean;
  hasError: boolean;
  describedBy: string | undefined;
}) {
  const generated = useId();
  const controlId = options.id ?? generated;
  const hintId = options.hasHint ? `${controlId}-hint` : undefined;
  const errorId = options.hasError ? `${controlId}-error` : undefined;
  const describedBy = [options.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/**
 * A field's control (input, select, checkbox) with its hint and error: the ids, and the props that
 * tie the control to them (its id, `aria-invalid` while there is an error, `aria-describedby`).
 */
export function useFieldControl(options: {
  id: string | undefined;
  hint: ReactNode;
  error: ReactNode;
  describedBy: string | undefined;
}) {
  const hasError = hasFieldError(options.error);
  const ids = useFieldIds({
    id: options.id,
    hasHint: Boolean(options.hint),
    hasError,
    describedBy: options.describedBy,
  });
  const control = {
    id: ids.controlId,
    'aria-invalid': hasError || undefined,
    'aria-describedby': ids.describedBy,
  };
  return { ids, control };
}
