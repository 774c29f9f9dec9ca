import type { ReactNode } from 'react';
import { classNames } from '../../classNames';
import { useDesignSystemStrings } from '../../strings';
import { Button } from '../Button/Button';

export interface ErrorPanelProps {
  /** spec platform §7: the generic error text is "Something went wrong" (in the page's language). */
  title?: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

export function ErrorPanel({ title, message, onRetry, retrying = false, className }: ErrorPanelProps) {
  const strings = useDesignSystemStrings();
  return (
    <div role="alert" className={classNames('ds-error-panel', className)}>
      <svg className="ds-error-panel__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6M12 16.5v.5" stroke="#ffffff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <div className="ds-error-panel__content">
        <p className="ds-error-panel__title">{title ?? strings.errorTitle}</p>
        {message ? <p className="ds-error-panel__message">{message}</p> : null}
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            {retrying ? strings.retrying : strings.retry}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
