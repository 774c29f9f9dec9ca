import { classNames } from '../../classNames';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** The accessible name; "Loading" unless the wait is for something more specific. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={classNames('ds-spinner', `ds-spinner--${size}`, className)}
    />
  );
}
