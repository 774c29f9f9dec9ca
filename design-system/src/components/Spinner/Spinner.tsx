import { classNames } from '../../classNames';
import { useDesignSystemStrings } from '../../strings';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** The accessible name; "Loading" (in the page's language) unless the wait is more specific. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const strings = useDesignSystemStrings();
  return (
    <span
      role="progressbar"
      aria-label={label ?? strings.loading}
      className={classNames('ds-spinner', `ds-spinner--${size}`, className)}
    />
  );
}
