import type { ReactNode } from 'react';
import { classNames } from '../../classNames';
import { useComponentStyles } from '../../styles';
import { emptyStateCss } from './EmptyState.styles';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  useComponentStyles('empty-state', emptyStateCss);
  return (
    <div className={classNames('ds-empty-state', className)}>
      {icon ? (
        <div className="ds-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h2 className="ds-empty-state__title">{title}</h2>
      {description ? <p className="ds-empty-state__description">{description}</p> : null}
      {action ? <div className="ds-empty-state__action">{action}</div> : null}
    </div>
  );
}
