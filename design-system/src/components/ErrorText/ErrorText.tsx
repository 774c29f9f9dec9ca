import type { ReactNode } from 'react';

export interface ErrorTextProps {
  /** The failure's text; nothing is drawn when it is empty (null, undefined, false or ''). */
  children?: ReactNode;
  /** The area's look for it (a danger colour, a notice box). */
  className?: string;
}

/**
 * A one-line failure under what failed (a form's refusal, a list that could not load), announced to
 * screen readers as an alert. For a whole panel with a retry, ErrorPanel.
 */
export function ErrorText({ children, className }: ErrorTextProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p role="alert" className={className}>
      {children}
    </p>
  );
}
