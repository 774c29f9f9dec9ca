import { type ReactNode, useId } from 'react';
import { classNames } from '../../classNames';
import { useComponentStyles } from '../../styles';
import { pageCss } from './Page.styles';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right of the title ("Create campaign"). */
  actions?: ReactNode;
  /** Id of the h1, so a region can be labelled by it. */
  titleId?: string;
  className?: string;
}

export interface PageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, titleId, className }: PageHeaderProps) {
  useComponentStyles('page', pageCss);
  return (
    <header className={classNames('ds-page-header', className)}>
      <div className="ds-page-header__text">
        <h1 id={titleId} className="ds-page-header__title">
          {title}
        </h1>
        {subtitle ? <p className="ds-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="ds-page-header__actions">{actions}</div> : null}
    </header>
  );
}

/** A page shell: the header (h1 title, subtitle, actions at the right) above the page body. */
export function Page({ title, subtitle, actions, children, className }: PageProps) {
  useComponentStyles('page', pageCss);
  const titleId = useId();
  return (
    <section className={classNames('ds-page', className)} aria-labelledby={titleId}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} titleId={titleId} />
      <div className="ds-page__body">{children}</div>
    </section>
  );
}
