import { Link } from '@outreach/sdk';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ensureLayoutStyles } from './layout.styles';

export interface SettingsNavItem {
  id: string;
  label: string;
  /** Where the item goes (with the carried query already). */
  to: string;
}

/**
 * spec platform §2 "settings" layout: a left navigation of sections beside the section's content
 * (children, or the matched child route). Below 1000 px the navigation sits on top.
 */
export function SettingsLayout({
  title,
  items,
  activeId,
  children,
}: {
  /** Names the navigation for screen readers. */
  title: string;
  items: readonly SettingsNavItem[];
  activeId: string | undefined;
  children?: ReactNode;
}) {
  ensureLayoutStyles();
  return (
    <div className="shell-settings">
      <nav className="shell-settings__nav" aria-label={title}>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.to}
                className="shell-settings__link"
                aria-current={item.id === activeId ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell-settings__content">{children ?? <Outlet />}</div>
    </div>
  );
}
