import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../../classNames';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and marks it busy while an action runs. */
  loading?: boolean;
}

/** `type` defaults to "button": a design-system button inside a form never submits it by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(
        'ds-button',
        `ds-button--${variant}`,
        `ds-button--${size}`,
        loading && 'ds-button--loading',
        className,
      )}
    >
      {loading ? <span className="ds-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
