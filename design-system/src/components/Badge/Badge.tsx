import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../../classNames';
import { useComponentStyles } from '../../styles';
import { badgeCss } from './Badge.styles';

export type BadgeTone = 'primary' | 'danger' | 'neutral';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** A number to show, capped at "99+"; takes precedence over children. */
  count?: number;
  children?: ReactNode;
  tone?: BadgeTone;
  /** Shows a count of 0 instead of rendering nothing. */
  showZero?: boolean;
}

/** spec: unread counts show "99+" above 99. */
export function formatBadgeCount(count: number): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return whole > 99 ? '99+' : String(whole);
}

export function Badge({
  count,
  children,
  tone = 'primary',
  showZero = false,
  className,
  ...rest
}: BadgeProps) {
  useComponentStyles('badge', badgeCss);
  let content: ReactNode;
  if (count !== undefined) {
    const text = formatBadgeCount(count);
    if (text === '0' && !showZero) return null;
    content = text;
  } else {
    if (children === undefined || children === null || children === false || children === '') return null;
    content = children;
  }
  return (
    <span {...rest} className={classNames('ds-badge', `ds-badge--${tone}`, className)}>
      {content}
    </span>
  );
}
