import { type ReactNode, useId } from 'react';
import { classNames } from '../../classNames';
import { Badge } from '../Badge/Badge';
import { useDesignSystemStrings } from '../../strings';
import { useComponentStyles } from '../../styles';
import { sidebarCss } from './Sidebar.styles';

export interface SidebarItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** An unread count (spec: the inbox item, capped at 99+). */
  badge?: number;
  /** spec platform §3: items are greyed out when the account is unpaid or has no credentials. */
  disabled?: boolean;
  external?: boolean;
  /** A tooltip; when collapsed the label is the tooltip unless this is set. */
  title?: string;
}

export interface SidebarGroup {
  id: string;
  title?: string;
  items: readonly SidebarItem[];
}

export type SidebarOrientation = 'vertical' | 'horizontal';

export interface SidebarProps {
  groups: readonly SidebarGroup[];
  activeId?: string;
  collapsed: boolean;
  onToggleCollapse: () => void;
  /** spec: the sidebar is horizontal below 1000 px; the shell decides, the sidebar only lays out. */
  orientation?: SidebarOrientation;
  header?: ReactNode;
  footer?: ReactNode;
  /**
   * Renders an enabled item's link, for a router link instead of a plain `<a href>`. It receives the
   * item and the content (icon, label, badge) to put inside the link.
   */
  renderLink?: (item: SidebarItem, content: ReactNode) => ReactNode;
  className?: string;
}

function defaultLink(item: SidebarItem, content: ReactNode, active: boolean, title: string | undefined) {
  return (
    <a
      href={item.href}
      className="ds-sidebar__link"
      aria-current={active ? 'page' : undefined}
      title={title}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </a>
  );
}

export function Sidebar({
  groups,
  activeId,
  collapsed,
  onToggleCollapse,
  orientation = 'vertical',
  header,
  footer,
  renderLink,
  className,
}: SidebarProps) {
  useComponentStyles('sidebar', sidebarCss);
  const baseId = useId();
  const vertical = orientation === 'vertical';
  // A horizontal bar has no room to collapse into; collapsing applies to the vertical one only.
  const isCollapsed = vertical && collapsed;
  const strings = useDesignSystemStrings();

  return (
    <div
      className={classNames(
        'ds-sidebar',
        `ds-sidebar--${orientation}`,
        isCollapsed && 'ds-sidebar--collapsed',
        className,
      )}
    >
      {header ? <div className="ds-sidebar__header">{header}</div> : null}
      <nav aria-label={strings.mainNavigation} className="ds-sidebar__nav">
        {groups.map((group) => {
          const titleId = `${baseId}-${group.id}`;
          return (
            <div key={group.id} className="ds-sidebar__group">
              {group.title ? (
                <p
                  id={titleId}
                  className={classNames('ds-sidebar__group-title', isCollapsed && 'ds-visually-hidden')}
                >
                  {group.title}
                </p>
              ) : null}
              <ul className="ds-sidebar__list" aria-labelledby={group.title ? titleId : undefined}>
                {group.items.map((item) => {
                  const active = item.id === activeId;
                  const title = item.title ?? (isCollapsed ? item.label : undefined);
                  const content = (
                    <>
                      {item.icon ? (
                        <span className="ds-sidebar__icon" aria-hidden="true">
                          {item.icon}
                        </span>
                      ) : null}
                      <span className={classNames('ds-sidebar__label', isCollapsed && 'ds-visually-hidden')}>
                        {item.label}
                      </span>
                      {item.badge !== undefined ? (
                        <Badge count={item.badge} tone="danger" className="ds-sidebar__badge" />
                      ) : null}
                    </>
                  );
                  return (
                    <li
                      key={item.id}
                      className={classNames(
                        'ds-sidebar__item',
                        active && 'ds-sidebar__item--active',
                        item.disabled && 'ds-sidebar__item--disabled',
                      )}
                    >
                      {item.disabled ? (
                        <span className="ds-sidebar__link" aria-disabled="true" title={title}>
                          {content}
                        </span>
                      ) : renderLink ? (
                        renderLink(item, content)
                      ) : (
                        defaultLink(item, content, active, title)
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
      {footer ? <div className="ds-sidebar__footer">{footer}</div> : null}
      {vertical ? (
        <button
          type="button"
          className="ds-sidebar__toggle"
          aria-label={collapsed ? strings.expandSidebar : strings.collapseSidebar}
          onClick={onToggleCollapse}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d={collapsed ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'}
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
