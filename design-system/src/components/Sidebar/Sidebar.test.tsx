import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sidebar, type SidebarGroup } from './Sidebar';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

const groups: SidebarGroup[] = [
  {
    id: 'base',
    title: 'Outreach',
    items: [
      { id: 'campaigns', label: 'Campaigns', href: '/campaigns?space=s1' },
      { id: 'inbox', label: 'Inbox', href: '/inbox', badge: 250 },
      { id: 'reports', label: 'Reports', href: '/reports', disabled: true },
    ],
  },
  {
    id: 'bottom',
    items: [{ id: 'help', label: 'Help', href: 'https://help.example.com', external: true }],
  },
];

function renderSidebar(props: Partial<Parameters<typeof Sidebar>[0]> = {}) {
  const onToggleCollapse = vi.fn();
  render(
    <Sidebar
      groups={groups}
      activeId="campaigns"
      collapsed={false}
      onToggleCollapse={onToggleCollapse}
      {...props}
    />,
  );
  return { onToggleCollapse };
}

describe('Sidebar', () => {
  it('is a navigation landmark named Main with a link per enabled item', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/campaigns?space=s1', '/inbox', 'https://help.example.com']);
  });

  it('marks the active item as the current page', () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Inbox/ }).hasAttribute('aria-current')).toBe(false);
  });

  it('greys out a disabled item: aria-disabled and not a link', () => {
    renderSidebar();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    const reports = screen.getByText('Reports').closest('[aria-disabled="true"]');
    expect(reports).not.toBeNull();
    expect(reports?.tagName).toBe('SPAN');
    expect(reports?.closest('li')?.className).toContain('ds-sidebar__item--disabled');
  });

  it('shows the badge capped at 99+', () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: /Inbox/ }).textContent).toContain('99+');
  });

  it('opens an external item in a new tab without an opener', () => {
    renderSidebar();
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Campaigns' }).hasAttribute('target')).toBe(false);
  });

  it('labels the toggle by what it does and calls onToggleCollapse', () => {
    const { onToggleCollapse } = renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onToggleCollapse).toHaveBeenCalledTimes(1);
  });

  it('when collapsed: offers to expand, keeps labels for screen readers and shows them as tooltips', () => {
    renderSidebar({ collapsed: true });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    const campaigns = screen.getByRole('link', { name: 'Campaigns' });
    expect(campaigns.getAttribute('title')).toBe('Campaigns');
    expect(screen.getByText('Campaigns').className).toContain('ds-visually-hidden');
  });

  it('uses renderLink for enabled items only', () => {
    const renderLink = vi.fn((item: { id: string; href: string }, content: ReactNode) => (
      <a href={`#router${item.href}`} data-router="">
        {content}
      </a>
    ));
    renderSidebar({ renderLink });
    expect(screen.getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe(
      '#router/campaigns?space=s1',
    );
    expect(renderLink.mock.calls.map(([item]) => item.id)).toEqual(['campaigns', 'inbox', 'help']);
  });

  it('renders header, footer and group titles', () => {
    renderSidebar({ header: <span>Logo</span>, footer: <span>Log out</span> });
    expect(screen.getByText('Logo')).toBeTruthy();
    expect(screen.getByText('Log out')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Outreach' })).toBeTruthy();
  });

  it('has no collapse toggle when horizontal', () => {
    renderSidebar({ orientation: 'horizontal', collapsed: true });
    expect(screen.queryByRole('button', { name: /sidebar/ })).toBeNull();
    expect(screen.getByText('Campaigns').className).not.toContain('ds-visually-hidden');
  });
});
