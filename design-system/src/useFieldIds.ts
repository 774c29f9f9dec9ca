import { useId } from 'react';

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
